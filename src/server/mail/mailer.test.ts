import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../shared/mail/mail.schemas.ts';
import { createMailer, listOutbox, MailDeliveryError, type MailLogger, OutboxMailer, SmtpMailer } from './mailer.ts';
import { defaultMailFrom } from './mail-from.ts';
import {
  emailChangeMessage,
  escapeHtml,
  magicLinkMessage,
  passwordChangedNotice,
  passwordResetMessage,
  registrationApprovedMessage,
  registrationRejectedMessage,
  registrationVerifyMessage,
  verifyEmailMessage,
  welcomeMessage,
} from './templates.ts';

const ORIGIN = 'https://console.example.eu';
const TOKEN = 'tok_9f3c2a7b1e5d4c6a8b0f2e4d6c8a0b1c';
const LINK = `${ORIGIN}/verify-email?token=${TOKEN}`;

/** Collects log lines so tests can prove no token is ever logged. */
function memoryLogger(): MailLogger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (line) => lines.push(line), warn: (line) => lines.push(line) };
}

/** Decodes the quoted-printable parts nodemailer writes (soft breaks, =XX bytes). */
function decodeQuotedPrintable(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

type Received = { from: string | undefined; to: string[]; raw: string };

async function startSmtpServer(
  options: Partial<SMTPServerOptions> = {},
): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SMTP delivery (real SMTP server on 127.0.0.1)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  it('delivers recipient, subject and link through createMailer', async () => {
    smtp = await startSmtpServer();
    const logger = memoryLogger();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      dataDir: join(tmpdir(), 'unused-outbox'),
      publicOrigin: `${ORIGIN}:8443`,
      smtp: { ignoreTLS: true, secure: false },
      logger,
    });
    expect(mailer).toBeInstanceOf(SmtpMailer);

    await mailer.send(verifyEmailMessage({ to: 'ada@example.eu', name: 'Ada Lovelace', link: LINK }));

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['ada@example.eu']);
    expect(mail?.from).toBe('no-reply@console.example.eu');
    const raw = mail?.raw ?? '';
    expect(raw).toMatch(/^Subject: Confirm your e-mail address\r?$/m);
    expect(raw).toMatch(/^To: ada@example\.eu\r?$/m);
    // nodemailer drops the quotes a display name without special characters does not need.
    expect(raw).toMatch(/^From: "?Sovereign Kubernetes Console"? <no-reply@console\.example\.eu>\r?$/m);
    // Without MAIL_FROM, the Message-ID is made in PUBLIC_ORIGIN's host too; all our mail is automatic.
    expect(raw).toMatch(/^Message-ID: <[^@>\s]+@console\.example\.eu>\r?$/m);
    expect(raw).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
    expect(raw).not.toMatch(/^List-Unsubscribe/m);
    expect(raw).toMatch(/multipart\/alternative/);
    const decoded = decodeQuotedPrintable(raw);
    expect(decoded).toContain(LINK);
    expect(decoded).toContain('— The Sovereign Kubernetes Console team');
    expect(logger.lines).toEqual(["Sent 'Confirm your e-mail address' to ada@example.eu"]);
  });

  it('fails with an error that names subject and recipient but never the body', async () => {
    smtp = await startSmtpServer({
      onRcptTo(_address, _session, callback) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
      },
    });
    const logger = memoryLogger();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      dataDir: tmpdir(),
      publicOrigin: ORIGIN,
      smtp: { ignoreTLS: true },
      logger,
    });
    const message = passwordResetMessage({ to: 'nobody@example.eu', name: 'Nobody', link: LINK });
    const failure = await mailer.send(message).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MailDeliveryError);
    const error = failure as MailDeliveryError;
    expect(error.message).toContain("'Reset your password' to nobody@example.eu");
    expect(error.responseCode).toBe(550);
    expect(error.message).not.toContain(TOKEN);
    expect(error.message).not.toContain(message.text);
    expect(logger.lines).toEqual([]);
  });

  it('fails cleanly when no server listens', async () => {
    const probe = await startSmtpServer();
    const { port } = probe;
    await probe.close();
    const mailer = new SmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: defaultMailFrom(ORIGIN),
      transport: { ignoreTLS: true, connectionTimeout: 2_000 },
      logger: memoryLogger(),
    });
    const message = magicLinkMessage({ to: 'ada@example.eu', name: 'Ada', link: LINK });
    await expect(mailer.send(message)).rejects.toThrow(
      /Could not send 'Your sign-in link for Sovereign Kubernetes Console' to ada@example\.eu/,
    );
    await expect(mailer.send(message)).rejects.not.toThrow(TOKEN);
  });
});

describe('outbox', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'outbox-test-'));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await rm(dataDir, { recursive: true, force: true });
  });

  const first: MailMessage = { to: 'ada@example.eu', subject: 'First', text: `one ${LINK}`, html: '<p>one</p>' };
  const second: MailMessage = { to: 'grace@example.eu', subject: 'Second', text: 'two', html: '<p>two</p>' };

  it('is chosen when SMTP_URL is unset, and keeps messages newest first with every field', async () => {
    const logger = memoryLogger();
    const mailer = createMailer({ smtpUrl: undefined, dataDir, publicOrigin: ORIGIN, logger });
    expect(mailer).toBeInstanceOf(OutboxMailer);
    expect(await listOutbox(dataDir)).toEqual([]);

    await mailer.send(first);
    await mailer.send(second);

    const files = await readdir(join(dataDir, 'outbox'));
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{16}\.json$/);

    const listed = await listOutbox(dataDir);
    expect(listed).toEqual([
      { ...second, id: expect.stringMatching(/^[0-9a-f]{16}$/), createdAt: expect.any(String) },
      { ...first, id: expect.stringMatching(/^[0-9a-f]{16}$/), createdAt: expect.any(String) },
    ]);
    const [newest, oldest] = listed;
    expect(Date.parse(newest?.createdAt ?? '')).toBeGreaterThan(Date.parse(oldest?.createdAt ?? ''));
    expect(newest?.id).not.toBe(oldest?.id);
    expect(await listOutbox(dataDir, 1)).toEqual([newest]);

    expect(logger.lines).toHaveLength(2);
    expect(logger.lines[0]).toMatch(/^Sent 'First' to ada@example\.eu/);
    expect(logger.lines.join('\n')).not.toContain(TOKEN);
  });

  it('skips unreadable files with a warning that does not quote them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const mailer = new OutboxMailer({ dataDir, logger: memoryLogger() });
    await mailer.send(first);
    const folder = join(dataDir, 'outbox');
    await writeFile(join(folder, '9999-12-31T23-59-59.999Z-broken.json'), `{"to": "x", "text": "${TOKEN}`);
    await writeFile(join(folder, '9999-12-31T23-59-59.998Z-shape.json'), JSON.stringify({ to: 1, subject: 'x' }));
    await mkdir(join(folder, '9999-12-31T23-59-59.997Z-folder.json'));
    await writeFile(join(folder, 'leftover.json.123.tmp'), 'partial');
    await mailer.send(second);

    const listed = await listOutbox(dataDir);
    expect(listed.map((message) => message.subject)).toEqual(['Second', 'First']);
    expect(await listOutbox(dataDir, 1)).toMatchObject([{ subject: 'Second' }]);

    const warnings = warn.mock.calls.map((call) => call.join(' '));
    expect(warnings.some((line) => line.includes('broken.json') && line.includes('not valid JSON'))).toBe(true);
    expect(warnings.some((line) => line.includes('shape.json') && line.includes('not an outbox message'))).toBe(true);
    expect(warnings.some((line) => line.includes('folder.json') && line.includes('cannot read'))).toBe(true);
    expect(warnings.join('\n')).not.toContain(TOKEN);
  });

  it('reports a write failure without the body', async () => {
    const blocked = join(dataDir, 'not-a-folder');
    await writeFile(blocked, 'a file where the data folder should be');
    const mailer = new OutboxMailer({ dataDir: blocked, logger: memoryLogger() });
    const message = magicLinkMessage({ to: 'ada@example.eu', name: 'Ada', link: LINK });
    const failure = await mailer.send(message).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect(failure?.message).toMatch(
      /^Could not write 'Your sign-in link for Sovereign Kubernetes Console' for ada@example\.eu to the outbox: /,
    );
    expect(failure?.message).not.toContain(TOKEN);
  });
});

describe('templates', () => {
  const name = '<script>alert("x")</script> Ada';
  const to = 'ada@example.eu';
  const link = `${ORIGIN}/reset-password?token=${TOKEN}&from=<mail>`;
  const withLink: [string, MailMessage][] = [
    ['verifyEmailMessage', verifyEmailMessage({ to, name, link })],
    ['passwordResetMessage', passwordResetMessage({ to, name, link })],
    ['magicLinkMessage', magicLinkMessage({ to, name, link })],
    ['emailChangeMessage', emailChangeMessage({ to, name, link })],
    ['registrationVerifyMessage', registrationVerifyMessage({ to, name, link })],
    ['registrationApprovedMessage', registrationApprovedMessage({ to, name, signInLink: link })],
    ['welcomeMessage', welcomeMessage({ to, name, dashboardLink: link })],
  ];
  const withoutLink: [string, MailMessage][] = [
    [
      'registrationRejectedMessage',
      registrationRejectedMessage({ to, name, reason: 'No <script>evil()</script> here\nsecond line' }),
    ],
    ['passwordChangedNotice', passwordChangedNotice({ to, name })],
  ];

  it.each([...withLink, ...withoutLink])('%s escapes the name, greets and signs', (_, message) => {
    expect(message.to).toBe(to);
    expect(message.subject.length).toBeGreaterThan(0);
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ada');
    expect(message.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(message.html).not.toMatch(/<img\b/i);
    expect(message.html).toContain('Sovereign Kubernetes Console');
    expect(message.html).toContain('— The Sovereign Kubernetes Console team');
    expect(message.text).toContain(`Hello ${name},`);
    expect(message.text.trimEnd().endsWith('— The Sovereign Kubernetes Console team')).toBe(true);
  });

  it.each(withLink)('%s has the link as a button, as raw text, and on its own line in the text', (_, message) => {
    const escaped = escapeHtml(link);
    expect(message.html).toContain(`href="${escaped}"`);
    expect(message.html).toContain(`>${escaped}</a>`);
    expect(message.html.split(`href="${escaped}"`)).toHaveLength(3);
    expect(message.text.split('\n')).toContain(link);
  });

  it('keeps the stated lifetimes', () => {
    expect(verifyEmailMessage({ to, name, link }).text).toContain('24 hours');
    expect(passwordResetMessage({ to, name, link }).text).toContain('1 hour');
    expect(passwordResetMessage({ to, name, link }).text).toContain(
      'if you did not ask for this, ignore this e-mail; your password is unchanged'.replace(/^i/, 'I'),
    );
    expect(magicLinkMessage({ to, name, link }).text).toMatch(/15 minutes and works only once/);
    expect(emailChangeMessage({ to, name, link }).text).toContain('24 hours');
    expect(registrationVerifyMessage({ to, name, link }).text).toContain(
      'an administrator can review your registration',
    );
  });

  it('quotes the rejection reason safely and sends no link with notices', () => {
    const rejected = registrationRejectedMessage({ to, name, reason: 'No <script>evil()</script> here\nsecond line' });
    expect(rejected.html).toContain('No &lt;script&gt;evil()&lt;/script&gt; here<br>second line');
    expect(rejected.text).toContain('  > No <script>evil()</script> here\n  > second line');
    for (const message of [rejected, passwordChangedNotice({ to, name })]) {
      expect(message.text).not.toMatch(/https?:\/\//);
      expect(message.html).not.toMatch(/href=/);
    }
  });

  it('refuses a link that is not an absolute http(s) URL, without echoing it', () => {
    expect(() => verifyEmailMessage({ to, name, link: `javascript:alert('${TOKEN}')` })).toThrow(
      /absolute http\(s\) URLs/,
    );
    expect(() => verifyEmailMessage({ to, name, link: `/verify-email?token=${TOKEN}` })).toThrow(/^((?!tok_).)*$/);
  });

  it('greets without a name when it is blank', () => {
    expect(welcomeMessage({ to, name: '  ', dashboardLink: `${ORIGIN}/dashboard` }).text.startsWith('Hello,\n')).toBe(
      true,
    );
  });
});
