import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPublicAddress, resolvePublic } from './destination-guard.ts';
import { sendWebhook } from './webhook-sender.ts';

describe('webhook destinations', () => {
  it('tells public addresses from private, loopback, link-local and reserved ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '2a00:1450:4007:80e::200e', '::ffff:8.8.4.4'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses every way of writing a special-purpose address (IANA IPv4 and IPv6 registries)', () => {
    const refused = [
      // IPv4-compatible (::/96), IPv4-mapped and IPv4-translated (::ffff:0:0:0/96), as typed and as URL writes them
      '::127.0.0.1',
      '::7f00:1',
      '::10.0.0.1',
      '::169.254.169.254',
      '::a9fe:a9fe',
      '::8.8.8.8',
      '::ffff:0:127.0.0.1',
      '::ffff:0:7f00:1',
      '::ffff:0:a9fe:a9fe',
      '::ffff:0:8.8.8.8',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '::ffff:192.168.0.1',
      '::ffff:100.64.0.1',
      '0:0:0:0:0:ffff:7f00:1',
      '0000:0000:0000:0000:0000:0000:0000:0001',
      '0::0',
      '::0.0.0.0',
      // NAT64, 6to4 and Teredo, whatever IPv4 address they carry
      '64:ff9b::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::8.8.8.8',
      '64:ff9b:1::1',
      '2002:7f00:1::1',
      '2002:a9fe:a9fe::1',
      '2002:808:808::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001::1',
      // the rest of the IPv6 registry
      '100::1',
      '2001:2::1',
      '2001:3::1',
      '2001:4:112::1',
      '2001:10::1',
      '2001:20::1',
      '2001:30::1',
      '2001:db8::1',
      '3fff::1',
      '2620:4f:8000::1',
      '5f00::1',
      'fc00::1',
      'fdff:ffff::1',
      'fe80::1',
      'fe80::1%eth0',
      'febf::1',
      'fec0::1',
      'ff02::1',
      'ff0e::1',
      '4000::1',
      '::2',
      // the IPv4 registry, multicast and broadcast
      '0.1.2.3',
      '10.255.255.255',
      '100.127.255.255',
      '127.255.255.254',
      '169.254.0.1',
      '172.31.255.255',
      '192.0.0.8',
      '192.0.0.170',
      '192.0.2.1',
      '192.31.196.1',
      '192.52.193.1',
      '192.88.99.1',
      '192.168.255.255',
      '192.175.48.1',
      '198.18.0.1',
      '198.19.255.255',
      '198.51.100.1',
      '203.0.113.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      // not an address as the resolver writes one
      '2130706433',
      '0x7f.0.0.1',
      '127.1',
      'localhost',
      '',
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
    for (const address of [
      '9.9.9.9',
      '100.63.255.255',
      '100.128.0.1',
      '172.32.0.1',
      '192.169.0.1',
      '198.20.0.1',
      '223.255.255.254',
      '2001:4860:4860::8888',
      '2606:4700:4700::1111',
      '::ffff:1.1.1.1',
      '::ffff:808:808',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses the bracketed IPv6 forms a URL can carry', async () => {
    for (const url of [
      'https://[::127.0.0.1]/x',
      'https://[::10.0.0.1]/',
      'https://[::169.254.169.254]/',
      'https://[::ffff:0:127.0.0.1]/',
      'https://[::ffff:0:a9fe:a9fe]/',
      'https://[64:ff9b::169.254.169.254]/',
      'https://[2002:a9fe:a9fe::]/',
    ]) {
      await expect(resolvePublic(new URL(url).hostname, false), url).rejects.toThrow(/private, loopback or reserved/);
      expect(await resolvePublic(new URL(url).hostname, true), url).toHaveLength(1);
    }
  });

  it('refuses a host name when any of its addresses is special-purpose, in any form', async () => {
    const resolveTo =
      (...addresses: string[]) =>
      async () =>
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    for (const sneaky of [
      '::7f00:1',
      '::ffff:0:a9fe:a9fe',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
      'fd12::1',
      '100.64.0.1',
    ]) {
      await expect(
        resolvePublic('hooks.example.com', false, resolveTo('2606:4700:4700::1111', sneaky)),
        sneaky,
      ).rejects.toThrow(sneaky);
      expect(await resolvePublic('hooks.example.com', true, resolveTo('2606:4700:4700::1111', sneaky))).toHaveLength(2);
    }
    expect(await resolvePublic('hooks.example.com', false, resolveTo('9.9.9.9', '2606:4700:4700::1111'))).toHaveLength(
      2,
    );
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
      const result = await sendWebhook(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {}, '{}', {
        allowPrivate: true,
        timeoutMs: 50,
      });
      expect(result).toMatchObject({ statusCode: null, error: 'No answer within 0.05 s.' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
