import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RequestMeta } from '../../src/server/auth/tokens.ts';
import { readCatalogSeed } from '../../src/shared/catalog-seed.ts';
import { isAppError } from '../../src/server/http/app-error.ts';
import type { MailMessage } from '../../src/shared/mail/mail.schemas.ts';
import type { Mailer } from '../../src/server/mail/mailer.ts';
import { openStorage } from '../../src/server/store/storage.ts';

// Shared by the leads, newsletter and tickets unit tests.

/** A mailer that keeps what it sends, and can be told to fail. */
export class MemoryMailer implements Mailer {
  sent: MailMessage[] = [];
  failing = false;

  async send(message: MailMessage): Promise<void> {
    if (this.failing) throw new Error('SMTP is down');
    this.sent.push(message);
  }

  /** The last message to `to`. */
  last(to: string): MailMessage | undefined {
    return this.sent.filter((m) => m.to === to).at(-1);
  }
}

/** An embedded store in a fresh temporary folder, with the catalog seeded. */
export async function openTestBackend() {
  const backend = await openStorage({ dataDir: await mkdtemp(join(tmpdir(), 'forms-test-')) });
  await backend.repositories.catalog.seedIfEmpty(await readCatalogSeed());
  return backend;
}

/** A request from `ip`. */
export const metaFrom = (ip = '203.0.113.7'): RequestMeta => ({ ip, userAgent: 'vitest' });

/** A clock the test moves by hand; every read advances it 1 ms so records keep their order. */
export function manualClock(start = Date.UTC(2026, 4, 4, 9)) {
  let now = start;
  return { now: () => (now += 1), advance: (ms: number) => (now += ms) };
}

/** The AppError a promise rejects with (status, code, fields), or 'resolved'. */
export async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 'resolved' as const;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      fields: error.fields,
      headers: error.headers,
    };
  }
}
