import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { ApiClient, newAccount } from './api-client.ts';
import { startServer } from './server-harness.ts';
import { WAIT_MS } from '../support/budgets.ts';

describe('e-mail delivery over SMTP', () => {
  it('delivers the verification link of a new account to a real SMTP server', async () => {
    const received: { to: string[]; raw: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const port = (smtp.server.address() as AddressInfo).port;
    const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
    try {
      const account = newAccount();
      expect((await new ApiClient(server.url).post('/api/register', account)).status).toBe(201);
      await expect.poll(() => received.length, { timeout: WAIT_MS }).toBe(1);
      expect(received[0]?.to).toEqual([account.email]);
      expect(received[0]?.raw.replace(/=\r?\n/g, '')).toMatch(/\/verify-email\?token(=3D|=)[a-z0-9]+/);
      // The link's token never reaches the server's own logs.
      const token = /verify-email\?token(?:=3D|=)([a-z0-9]+)/.exec(received[0]?.raw.replace(/=\r?\n/g, '') ?? '')?.[1];
      expect(token).toBeTruthy();
      expect(server.output()).not.toContain(token);
    } finally {
      await server.stop();
      smtp.close();
    }
  });
});

describe('e-mail through the durable outbox', () => {
  it('completes a registration while the SMTP server is down, and delivers its e-mail once it is back', async () => {
    const probe = new SMTPServer({ authOptional: true });
    probe.listen(0, '127.0.0.1');
    await once(probe.server, 'listening');
    const port = (probe.server.address() as AddressInfo).port;
    probe.close();
    const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
    const received: string[][] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    try {
      const account = newAccount();
      const client = new ApiClient(server.url);
      // Nothing listens on the SMTP port: the account is created all the same…
      expect((await client.post('/api/register', account)).status).toBe(201);
      expect((await client.get('/api/user')).json.username).toBe(account.username);
      // …a retry is a plain duplicate (not a half-done registration)…
      expect((await new ApiClient(server.url).post('/api/register', account)).status).toBe(409);
      await expect
        .poll(() => /Job mail\.send .* failed \(attempt 1, will retry\)/.test(server.output()), { timeout: WAIT_MS })
        .toBe(true);
      // …and the verification e-mail goes out once the SMTP server answers (first retry after ~5 s).
      smtp.listen(port, '127.0.0.1');
      await once(smtp.server, 'listening');
      await expect.poll(() => received.length, { timeout: WAIT_MS, interval: 250 }).toBe(1);
      expect(received[0]).toEqual([account.email]);
    } finally {
      await server.stop();
      smtp.close();
    }
  });
});

describe('development-only endpoints in production', () => {
  it('answers /dev-login, /dev/mailbox and their APIs with 404', async () => {
    const server = await startServer({ APP_ENV: 'production' });
    try {
      const client = new ApiClient(server.url);
      expect((await client.post('/api/dev/login', { as: 'admin' })).status).toBe(404);
      expect((await client.get('/api/dev/mailbox')).status).toBe(404);
      expect((await client.get('/dev-login')).status).toBe(404);
      expect((await client.get('/dev/mailbox')).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
