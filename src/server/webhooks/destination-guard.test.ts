import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPublicAddress, resolvePublic } from './destination-guard.ts';
import { sendWebhook } from './webhook-sender.ts';

describe('webhook destinations', () => {
  it('tells public addresses from private, loopback, link-local and reserved ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '2a00:1450:4007:80e::200e', '::ffff:8.8.4.4']) expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses a host resolving to loopback unless private destinations are allowed', async () => {
    await expect(resolvePublic('localhost', false)).rejects.toThrow(/private, loopback or reserved/);
    await expect(resolvePublic('[::1]', false)).rejects.toThrow(/::1/);
    expect((await resolvePublic('localhost', true)).length).toBeGreaterThan(0);
  });

  it('never connects to a refused address', async () => {
    let hits = 0;
    const server = createServer((_request, response) => {
      hits += 1;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const refused = await sendWebhook(url, {}, '{}', { allowPrivate: false });
      expect(refused).toMatchObject({ statusCode: null, error: expect.stringContaining('127.0.0.1') });
      expect(hits).toBe(0);
      expect((await sendWebhook(url, {}, '{}', { allowPrivate: true })).statusCode).toBe(200);
      expect(hits).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    const server = createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const result = await sendWebhook(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {}, '{}', { allowPrivate: true, timeoutMs: 50 });
      expect(result).toMatchObject({ statusCode: null, error: 'No answer within 0.05 s.' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
