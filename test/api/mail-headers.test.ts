import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, newAccount } from './api-client.ts';
import { devClient, uniqueEmail } from './forms-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { WAIT_MS } from '../support/budgets.ts';

// What mail clients and mailbox providers read in our e-mails, parsed as they parse them: the
// messages go through a real SMTP server and are read back with a MIME parser.

const MAIL_FROM = 'Sovereign Cloud <no-reply@mail.example.eu>';

let smtp: SMTPServer;
let server: RunningServer;
const received: ParsedMail[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, MAIL_FROM });
});
afterAll(async () => {
  await server?.stop();
  smtp?.close();
});

const recipients = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((v) => v.address));

/** The e-mails delivered to `to` (oldest first) once there are `count` of them. */
async function mailsTo(to: string, count: number): Promise<ParsedMail[]> {
  const mine = () => received.filter((mail) => recipients(mail).includes(to));
  await expect.poll(() => mine().length, { timeout: WAIT_MS }).toBeGreaterThanOrEqual(count);
  return mine();
}

/** The one-click URL of a list e-mail, on the test server's address. */
function oneClickUrl(mail: ParsedMail): string {
  const list = mail.headers.get('list') as { unsubscribe?: { url?: string } } | undefined;
  const url = new URL(list?.unsubscribe?.url ?? '');
  return `${server.url}${url.pathname}${url.search}`;
}

/** The first link in the text of `mail` with `?{param}=`: its token. */
const linkToken = (mail: ParsedMail, param: string) =>
  new RegExp(`[?&]${param}=([a-z0-9]+)`).exec(mail.text ?? '')?.[1] ?? '';

/** Subscribes `email` and confirms it with the e-mailed link; returns the welcome e-mail. */
async function subscribed(visitor: ApiClient, email: string): Promise<ParsedMail> {
  expect((await visitor.post('/api/newsletter', { email })).status).toBe(202);
  const [confirmation] = await mailsTo(email, 1);
  expect(
    (await visitor.post('/api/newsletter/confirm', { token: linkToken(confirmation as ParsedMail, 'confirm') })).status,
  ).toBe(200);
  return (await mailsTo(email, 2))[1] as ParsedMail;
}

/** What a mailbox provider sends when its reader presses "Unsubscribe" (RFC 8058), from its own site. */
const oneClick = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://webmail.example.net' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('every e-mail the console sends', () => {
  it('is marked auto-generated, comes from MAIL_FROM, and has its Message-ID in that domain', async () => {
    const account = newAccount();
    expect((await new ApiClient(server.url).post('/api/register', account)).status).toBe(201);
    const email = uniqueEmail('headers');
    expect((await new ApiClient(server.url).post('/api/newsletter', { email })).status).toBe(202);
    const mails = [...(await mailsTo(account.email, 1)), ...(await mailsTo(email, 1))];
    for (const mail of mails) {
      expect(mail.headers.get('auto-submitted'), mail.subject).toBe('auto-generated');
      expect(mail.from?.value).toEqual([{ name: 'Sovereign Cloud', address: 'no-reply@mail.example.eu' }]);
      expect(mail.messageId).toMatch(/^<[^@<>\s]+@mail\.example\.eu>$/);
      // Account mail and the opt-in request are not list mail: no unsubscribe headers.
      expect(
        mail.headerLines.filter((line) => line.key.startsWith('list-')),
        mail.subject,
      ).toEqual([]);
    }
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(mails.length);
  });
});

describe('newsletter e-mails', () => {
  it('offer a one-click unsubscribe that a mail provider can POST, once or twice, and nothing more is sent', async () => {
    const visitor = new ApiClient(server.url);
    const reader = uniqueEmail('reader');
    const other = uniqueEmail('other');
    const welcome = await subscribed(visitor, reader);
    await subscribed(visitor, other);
    const admin = await devClient(server.url, 'admin');

    const first = await admin.post('/api/admin/newsletter/issues', {
      subject: 'May news',
      paragraphs: ['New region: Warsaw 1.'],
    });
    expect(first.status).toBe(202);
    expect(first.json.recipients).toBe(2);
    const issue = (await mailsTo(reader, 3))[2] as ParsedMail;
    expect(issue.subject).toBe('May news');
    for (const mail of [welcome, issue]) {
      expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
      const header = mail.headerLines
        .find((line) => line.key === 'list-unsubscribe')
        ?.line.replace(/\r?\n[ \t]+/g, ' ');
      expect(header).toMatch(
        /^List-Unsubscribe: <http:\/\/[^>]+\/api\/newsletter\/one-click\?token=[a-z0-9]+>, <mailto:no-reply@mail\.example\.eu\?subject=unsubscribe>$/,
      );
      expect(mail.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toBe(
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      );
    }
    // Each e-mail carries its own token.
    expect(oneClickUrl(issue)).not.toBe(oneClickUrl(welcome));

    // A person who opens the link in a browser is asked first: nothing changes on a GET.
    const opened = await fetch(oneClickUrl(issue), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/\/newsletter\?unsubscribe=[a-z0-9]+$/);

    const unsubscribed = await oneClick(oneClickUrl(issue));
    expect(unsubscribed.status).toBe(200);
    expect((await oneClick(oneClickUrl(issue))).status).toBe(200);
    expect((await oneClick(oneClickUrl(welcome))).status).toBe(200);

    const second = await admin.post('/api/admin/newsletter/issues', {
      subject: 'June news',
      paragraphs: ['Kubernetes 1.34 everywhere.'],
    });
    expect(second.json.recipients).toBe(1);
    expect((await mailsTo(other, 4))[3]?.subject).toBe('June news');
    expect((await mailsTo(reader, 3)).map((mail) => mail.subject)).not.toContain('June news');
  });

  it('answers 404 in the error shape for a token no e-mail carried, and keeps other state changes same-site', async () => {
    const unknown = await oneClick(`${server.url}/api/newsletter/one-click?token=notatokenweeversent`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'not_found', message: expect.stringMatching(/unsubscribe link/) });
    // The exception is this one address: the form's own unsubscribe still refuses another site.
    const crossSite = await fetch(`${server.url}/api/newsletter/unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://webmail.example.net' },
      body: JSON.stringify({ token: 'x' }),
    });
    expect(crossSite.status).toBe(403);
  });
});
