import { createServer, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCertificateAuthority, issueServerCertificate } from './api-tls.ts';
import { acceptTlsOnSamePort } from './tls-on-same-port.ts';

const ca = createCertificateAuthority();
const certificate = issueServerCertificate(ca, ['localhost', '127.0.0.1']);
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true;
    response.end(`${encrypted ? 'https' : 'http'} ${request.url}`);
  });
  acceptTlsOnSamePort(server, { key: certificate.privateKeyPem, cert: certificate.certificatePem });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
// Closing must not wait on anything: a connection whose handshake failed, or whose client left
// before its first byte, has to be closed and uncounted already (a short limit turns a leak into a failure).
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

function getOverTls(path: string, trust: string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest({ host: '127.0.0.1', servername: 'localhost', port, path, ca: trust }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('TLS on the HTTP port', () => {
  it('serves plain HTTP and TLS on one port with the same handler', async () => {
    expect(await (await fetch(`http://127.0.0.1:${port}/plain`)).text()).toBe('http /plain');
    expect(await getOverTls('/k8s/cl_1/version', ca.certificatePem)).toBe('https /k8s/cl_1/version');
  });

  it("presents the built-in CA's certificate, which a client without that CA refuses", async () => {
    await expect(getOverTls('/', undefined)).rejects.toThrow(/self.signed|unable to (get|verify)/i);
  });

  it('keeps serving after a client leaves before sending a byte', async () => {
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.destroy());
      socket.on('close', () => resolve());
    });
    expect(await (await fetch(`http://127.0.0.1:${port}/after`)).text()).toBe('http /after');
  });

  it('closes a connection that sends nothing within the headers timeout', async () => {
    const quiet = createServer({ headersTimeout: 300, requestTimeout: 1_000 }, (_request, response) => response.end());
    acceptTlsOnSamePort(quiet, { key: certificate.privateKeyPem, cert: certificate.certificatePem });
    await new Promise<void>((resolve) => quiet.listen(0, '127.0.0.1', resolve));
    const started = Date.now();
    await new Promise<void>((resolve) => {
      const socket = connect((quiet.address() as AddressInfo).port, '127.0.0.1');
      socket.on('close', () => resolve());
      socket.resume();
    });
    // Closed by the server (the test would otherwise run out of time), and not before its timeout.
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await new Promise<void>((resolve) => quiet.close(() => resolve()));
  });
});
