import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { trustedProxies } from '../config/trusted-proxies.ts';
import { clientAddress } from './client-address.ts';

const request = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('believes X-Forwarded-For from a trusted proxy only, hop by hop from the right', () => {
    const proxies = trustedProxies(['127.0.0.1', '10.0.0.0/8']);
    expect(clientAddress(request('127.0.0.1', '198.51.100.7'), proxies)).toBe('198.51.100.7');
    // The left part is whatever the client wrote: only hops through trusted proxies count.
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.2.3'), proxies)).toBe('198.51.100.7');
    expect(clientAddress(request('::ffff:127.0.0.1', '198.51.100.7'), proxies)).toBe('198.51.100.7');
    expect(clientAddress(request('203.0.113.9', '1.2.3.4'), proxies)).toBe('203.0.113.9');
  });

  it('ignores the header entirely when no proxy is trusted', () => {
    expect(clientAddress(request('203.0.113.9', '1.2.3.4'), trustedProxies([]))).toBe('203.0.113.9');
    expect(clientAddress(request('127.0.0.1', '1.2.3.4'), trustedProxies([]))).toBe('127.0.0.1');
  });
});
