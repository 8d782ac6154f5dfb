// A real SMTP server on 127.0.0.1 for tests that send mail through SMTP_URL: it keeps every
// message it accepts, decoded, and can stop and listen again on the same port (an outage).
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One accepted message: its recipients and its text with quoted-printable and base64 parts decoded. */
export type ReceivedMail = { to: string[]; decoded: string };

/** Undoes nodemailer's transfer encodings: quoted-printable soft breaks and =XX bytes, base64 parts. */
export function decodeMime(raw: string): string {
  const qp = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ].map((m) => Buffer.from((m[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'));
  return [qp, ...base64Parts].join('\n');
}

/** Every `token=` value of links in the message (e-mail links, invitations). */
export function linkTokens(mail: ReceivedMail): string[] {
  return [...new Set([...mail.decoded.matchAll(/[?&]token=([A-Za-z0-9_-]{16,})/g)].map((m) => m[1] as string))];
}

/**
 * An SMTP server that keeps what it receives; `stop` and `listen` simulate an outage. With
 * `credentials`, it accepts mail only after AUTH with them (and its `url` carries them).
 */
export async function smtpInbox(credentials?: { user: string; pass: string }) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const listen = async () => {
    server = new SMTPServer({
      authOptional: credentials === undefined,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === credentials?.user && auth.password === credentials?.pass)
          callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            decoded: decodeMime(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      },
    });
    server.listen(port, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
  };
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await listen();
  return {
    received,
    get url() {
      const auth = credentials
        ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@`
        : '';
      return `smtp://${auth}127.0.0.1:${port}?ignoreTLS=true`;
    },
    stop,
    listen,
  };
}
