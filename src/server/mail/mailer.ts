import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { writeFileDurably } from '../store/durable-file.ts';
import { defaultMailFrom, mailDomain, type MailFrom } from './mail-from.ts';
import { outboxMessageSchema, type MailMessage, type OutboxMessage } from '../../shared/mail/mail.schemas.ts';

/**
 * Sends e-mail. Bodies carry one-time tokens: no implementation logs a body or a link, and a
 * failure's message names the subject and recipient only.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where mailers write their one-line reports (console by default). */
export type MailLogger = { info(line: string): void; warn(line: string): void };

/**
 * The headers every message carries. All of our mail is sent by the console itself, never typed
 * by a person: `Auto-Submitted: auto-generated` tells mail servers and clients not to answer it
 * automatically (out-of-office replies). List mail adds the unsubscribe headers that mail clients
 * turn into their own button: a POST to the URL unsubscribes at once (one-click), the mailto is
 * the fallback for clients that only write mail.
 */
export function mailHeaders(message: MailMessage, from: MailFrom): Record<string, string> {
  const headers: Record<string, string> = { 'Auto-Submitted': 'auto-generated' };
  if (message.listUnsubscribe) {
    headers['List-Unsubscribe'] = `<${message.listUnsubscribe}>, <mailto:${from.address}?subject=unsubscribe>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return headers;
}

/** A message could not be delivered (SMTP) or stored (outbox). Never contains the body. */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
  /** nodemailer's or the file system's error code, e.g. ECONNECTION, EAUTH, EENVELOPE, EACCES. */
  readonly code: string | undefined;
  /** The SMTP reply code when the server refused, e.g. 550. */
  readonly responseCode: number | undefined;

  /** `what` names the attempt, e.g. "Could not send 'Reset your password' to ada@example.eu". */
  constructor(what: string, cause: unknown) {
    const { code, responseCode, detail } = describeFailure(cause);
    super(`${what}: ${detail}`);
    this.code = code;
    this.responseCode = responseCode;
  }
}

export type SmtpMailerOptions = {
  /** `smtp://user:pass@host:587` or `smtps://…`; query parameters become nodemailer options. */
  smtpUrl: string;
  from: MailFrom;
  /**
   * Extra nodemailer SMTP options, e.g. `{ ignoreTLS: true }` for a plain local server. Host,
   * port, credentials and `secure` come from the URL; logging stays off whatever is passed.
   */
  transport?: SMTPTransport.Options;
  logger?: MailLogger;
};

/** Delivers through an SMTP server with nodemailer (one connection per message). */
export class SmtpMailer implements Mailer {
  #transporter: nodemailer.Transporter<SMTPTransport.SentMessageInfo, SMTPTransport.Options>;
  #from: MailFrom;
  #logger: MailLogger;

  constructor(options: SmtpMailerOptions) {
    this.#from = options.from;
    this.#logger = options.logger ?? console;
    this.#transporter = nodemailer.createTransport({
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...options.transport,
      url: options.smtpUrl,
      // nodemailer's own logger prints message content: tokens must never reach a log.
      logger: false,
      debug: false,
    });
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.#transporter.sendMail({
        from: this.#from,
        // Made in the sender's domain, as receiving servers expect of the domain they check.
        messageId: `<${randomUUID()}@${mailDomain(this.#from)}>`,
        headers: mailHeaders(message, this.#from),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
      });
    } catch (error) {
      throw new MailDeliveryError(`Could not send '${message.subject}' to ${message.to}`, error);
    }
    this.#logger.info(`Sent '${message.subject}' to ${message.to}`);
  }
}

export type OutboxMailerOptions = { dataDir: string; logger?: MailLogger };

/** `<dataDir>/outbox`: one JSON file per message. */
export function outboxFolder(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/**
 * Keeps each message as one JSON file in `<dataDir>/outbox` (development and tests, or any
 * install without SMTP_URL), written durably; `/dev/mailbox` reads them back.
 */
export class OutboxMailer implements Mailer {
  #folder: string;
  #logger: MailLogger;
  /** Last timestamp handed out, so messages sent in the same millisecond still sort in order. */
  #lastTime = 0;

  constructor(options: OutboxMailerOptions) {
    this.#folder = outboxFolder(options.dataDir);
    this.#logger = options.logger ?? console;
  }

  async send(message: MailMessage): Promise<void> {
    const time = Math.max(Date.now(), this.#lastTime + 1);
    this.#lastTime = time;
    const createdAt = new Date(time).toISOString();
    const id = randomBytes(8).toString('hex');
    const entry: OutboxMessage = {
      id,
      createdAt,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.attachments ? { attachments: message.attachments } : {}),
      ...(message.listUnsubscribe ? { listUnsubscribe: message.listUnsubscribe } : {}),
    };
    const file = `${createdAt.replaceAll(':', '-')}-${id}.json`;
    try {
      await mkdir(this.#folder, { recursive: true, mode: 0o700 });
      await writeFileDurably(join(this.#folder, file), `${JSON.stringify(entry, null, 2)}\n`);
    } catch (error) {
      throw new MailDeliveryError(`Could not write '${message.subject}' for ${message.to} to the outbox`, error);
    }
    this.#logger.info(`Sent '${message.subject}' to ${message.to} (outbox: ${file})`);
  }
}

/**
 * The outbox, newest first, at most `limit` messages. Files that cannot be read or are not
 * outbox messages are skipped with a warning; a missing folder is an empty outbox.
 */
export async function listOutbox(dataDir: string, limit = 200): Promise<OutboxMessage[]> {
  const folder = outboxFolder(dataDir);
  const wanted = Math.max(0, Math.floor(limit));
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  // File names start with the ISO time, so the reverse name order is newest first.
  const candidates = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  const messages: OutboxMessage[] = [];
  let next = 0;
  while (messages.length < wanted && next < candidates.length) {
    const batch = candidates.slice(next, next + (wanted - messages.length));
    next += batch.length;
    const read = await Promise.all(batch.map((name) => readOutboxFile(folder, name)));
    for (const message of read) if (message) messages.push(message);
  }
  // Stable sort: equal times keep the file-name order.
  return messages.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

async function readOutboxFile(folder: string, name: string): Promise<OutboxMessage | undefined> {
  let text: string;
  try {
    text = await readFile(join(folder, name), 'utf8');
  } catch (error) {
    console.warn(
      `Skipped the outbox file ${name}: cannot read it (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
    return undefined;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the content, which may hold a token: say less.
    console.warn(`Skipped the outbox file ${name}: not valid JSON`);
    return undefined;
  }
  const parsed = outboxMessageSchema.safeParse(data);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(root)'))].join(', ');
    console.warn(`Skipped the outbox file ${name}: not an outbox message (${fields})`);
    return undefined;
  }
  return parsed.data;
}

export type CreateMailerOptions = {
  /** SMTP_URL; unset means the outbox. */
  smtpUrl: string | undefined;
  dataDir: string;
  publicOrigin: string;
  /** The sender (MAIL_FROM); default `Sovereign Kubernetes Console <no-reply@{host of publicOrigin}>`. */
  from?: MailFrom;
  /** Extra nodemailer options for SMTP (see SmtpMailerOptions.transport). */
  smtp?: SMTPTransport.Options;
  logger?: MailLogger;
};

/** SMTP when SMTP_URL is set, otherwise the outbox in DATA_DIR/outbox. */
export function createMailer(options: CreateMailerOptions): Mailer {
  if (options.smtpUrl) {
    return new SmtpMailer({
      smtpUrl: options.smtpUrl,
      from: options.from ?? defaultMailFrom(options.publicOrigin),
      transport: options.smtp,
      logger: options.logger,
    });
  }
  return new OutboxMailer({ dataDir: options.dataDir, logger: options.logger });
}

const URL_PATTERN = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;

/** Code, SMTP reply code and a short detail of a failure, with any URL removed. */
function describeFailure(cause: unknown): {
  code: string | undefined;
  responseCode: number | undefined;
  detail: string;
} {
  if (typeof cause !== 'object' || cause === null)
    return { code: undefined, responseCode: undefined, detail: 'unknown error' };
  const { code, responseCode, message } = cause as { code?: unknown; responseCode?: unknown; message?: unknown };
  const codeText = typeof code === 'string' ? code : undefined;
  const reply = typeof responseCode === 'number' ? responseCode : undefined;
  const text =
    typeof message === 'string'
      ? message
          .replace(URL_PATTERN, '[link]')
          .replace(/token=\S+/gi, 'token=[hidden]')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 300)
      : 'unknown error';
  const prefix = [codeText, reply].filter((part) => part !== undefined).join(' ');
  return { code: codeText, responseCode: reply, detail: prefix ? `${prefix}: ${text}` : text };
}
