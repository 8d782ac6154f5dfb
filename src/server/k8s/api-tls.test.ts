import { X509Certificate } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCertificateAuthority, issueServerCertificate, serverCertificateFits } from './api-tls.ts';
import { loadOrCreateEndpointTls } from './api-tls.store.ts';

const HOSTS = ['console.internal', 'localhost', '127.0.0.1', '::1'];

describe('endpoint certificates', () => {
  const ca = createCertificateAuthority();
  const server = issueServerCertificate(ca, HOSTS);

  it('makes a CA and a server certificate it signed for every host name and address', () => {
    const authority = new X509Certificate(ca.certificatePem);
    const certificate = new X509Certificate(server.certificatePem);
    expect(authority.ca).toBe(true);
    expect(certificate.ca).toBe(false);
    expect(certificate.checkIssued(authority)).toBe(true);
    expect(certificate.verify(authority.publicKey)).toBe(true);
    expect(certificate.checkHost('console.internal')).toBe('console.internal');
    expect(certificate.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(certificate.checkHost('elsewhere.example')).toBeUndefined();
    expect(server.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
  });

  it('knows when a server certificate must be issued again', () => {
    expect(serverCertificateFits(server, ca, HOSTS)).toBe(true);
    expect(serverCertificateFits(server, ca, ['console.example.eu'])).toBe(false);
    expect(serverCertificateFits(server, createCertificateAuthority(), HOSTS)).toBe(false);
    const ending = issueServerCertificate(ca, HOSTS, { validDays: 10 });
    expect(serverCertificateFits(ending, ca, HOSTS)).toBe(false);
  });
});

describe('endpoint certificates in the data folder', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('keeps the CA across restarts and issues a new server certificate when the host changes', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'k8s-tls-')), 'k8s-api-tls');
    dirs.push(dir);
    const first = await loadOrCreateEndpointTls(dir, ['localhost']);
    const again = await loadOrCreateEndpointTls(dir, ['localhost']);
    expect(again).toEqual(first);
    expect((await stat(join(dir, 'ca.key'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'server.key'))).mode & 0o777).toBe(0o600);

    const moved = await loadOrCreateEndpointTls(dir, ['console.internal', 'localhost']);
    expect(moved.ca).toEqual(first.ca);
    expect(moved.server.certificatePem).not.toBe(first.server.certificatePem);
    expect(new X509Certificate(moved.server.certificatePem).checkHost('console.internal')).toBe('console.internal');
  });
});
