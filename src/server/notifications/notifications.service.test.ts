import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isAppError } from '../http/app-error.ts';
import { openStorage } from '../store/storage.ts';
import type { RealtimeMessage } from '../ws/realtime.ts';
import { decodeCursor, encodeCursor, NotificationService } from './notifications.service.ts';
import { inEachLanguage } from './said-in-each-language.ts';
import { withLocale } from '../i18n/request-locale.ts';
import { m } from '../../shared/i18n/messages.ts';

let closeStore: (() => Promise<void>) | undefined;
afterEach(() => closeStore?.());

async function makeService(onPublish?: (userId: string) => void) {
  const backend = await openStorage({ dataDir: await mkdtemp(join(tmpdir(), 'notification-service-')) });
  closeStore = () => backend.close();
  const published: [string, RealtimeMessage][] = [];
  const realtime = {
    publish: (userId: string, message: RealtimeMessage) => {
      onPublish?.(userId);
      return published.push([userId, message]);
    },
  };
  let clock = Date.UTC(2026, 4, 1);
  const service = new NotificationService(backend.repositories.notifications, realtime, () => (clock += 1000));
  return { service, published };
}

const statusOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (isAppError(error) ? error.status : 500),
  );

describe('NotificationService', () => {
  it('reads each notification in the reader’s language, the one made while they read English too', async () => {
    const { service } = await makeService();
    const english = { preferences: { language: 'en' as const } };
    // Made for a reader of English (amounts and names in each language's own way)…
    await service.notify('ada', {
      type: 'info',
      ...inEachLanguage(english, () => m.notice_ticket_replied({ code: 'TCK-42', subject: 'Ingress 502' })),
    });
    // …and one stored by an older release: its English sentence only.
    await service.notify('ada', { type: 'info', message: 'Deletion requested: billing stopped.' });
    const inFrench = await withLocale('fr', () => service.list('ada'));
    expect(inFrench.items.map((n) => n.message)).toEqual([
      'Suppression demandée\u00a0: facturation arrêtée.',
      withLocale('fr', () => m.notice_ticket_replied({ code: 'TCK-42', subject: 'Ingress 502' })),
    ]);
    expect(inFrench.items[1]?.message).not.toBe(
      withLocale('en', () => m.notice_ticket_replied({ code: 'TCK-42', subject: 'Ingress 502' })),
    );
    const inEnglish = await withLocale('en', () => service.list('ada'));
    expect(inEnglish.items.map((n) => n.message)).toEqual([
      'Deletion requested: billing stopped.',
      withLocale('en', () => m.notice_ticket_replied({ code: 'TCK-42', subject: 'Ingress 502' })),
    ]);
    // What the API answers holds the sentence only, not each language's.
    expect(Object.keys(inFrench.items[0] ?? {}).sort()).toEqual([
      'id',
      'message',
      'read',
      'timestamp',
      'trash',
      'type',
      'userId',
    ]);
  });

  it('stores a notification and tells only its owner’s sockets', async () => {
    const { service, published } = await makeService();
    const made = await service.notify('ada', { type: 'success', message: '  Cluster ready  ' });
    expect(made).toMatchObject({ userId: 'ada', type: 'success', message: 'Cluster ready', read: false, trash: false });
    expect(published).toEqual([['ada', { type: 'notification', userId: 'ada' }]]);
    expect(await service.count('ada')).toBe(1);
    expect(await service.count('bob')).toBe(0);
  });

  it('publishes as soon as list and count return the notification, before notify resolves', async () => {
    const order: string[] = [];
    const { service } = await makeService((userId) => {
      order.push('published');
      void service.count(userId).then((count) => order.push(`count ${count}`));
    });
    await service.notify('ada', { type: 'info', message: 'Hello' }).then(() => order.push('durable'));
    expect(order).toEqual(['published', 'count 1', 'durable']);
  });

  it('refuses an empty message', async () => {
    const { service, published } = await makeService();
    await expect(service.notify('ada', { type: 'info', message: ' ' })).rejects.toThrow();
    expect(published).toEqual([]);
  });

  it('answers 404 for another user’s notification and for unknown ids', async () => {
    const { service } = await makeService();
    const made = await service.notify('ada', { type: 'info', message: 'Hello' });
    expect(await statusOf(service.markRead('bob', made.id))).toBe(404);
    expect(await statusOf(service.trash('bob', made.id))).toBe(404);
    expect(await statusOf(service.markRead('ada', 'missing'))).toBe(404);
    expect(await statusOf(service.markRead('ada', made.id))).toBe(200);
  });

  it('pages with an opaque cursor and clamps the page size to 1..100', async () => {
    const { service } = await makeService();
    for (let i = 0; i < 120; i += 1) await service.notify('ada', { type: 'info', message: `n${i}` });
    const first = await service.list('ada', { limit: 1000 });
    expect(first.items).toHaveLength(100);
    expect(first.nextCursor).toEqual(expect.any(String));
    const rest = await service.list('ada', { limit: 50, cursor: first.nextCursor ?? '' });
    expect(rest.items.map((n) => n.message)).toEqual(Array.from({ length: 20 }, (_, i) => `n${19 - i}`));
    expect(rest.nextCursor).toBeNull();
    expect((await service.list('ada', { limit: 0 })).items).toHaveLength(1);
  });

  it('publishes read, mark-all-read and trash so the user’s other tabs refresh, but not a no-op', async () => {
    const { service, published } = await makeService();
    const made = await service.notify('ada', { type: 'info', message: 'Hello' });
    await service.markAllRead('ada');
    await service.markAllRead('ada');
    await service.trash('ada', made.id);
    expect(published.map(([userId]) => userId)).toEqual(['ada', 'ada', 'ada']);
  });
});

describe('notification cursors', () => {
  it('round-trip a key', () => {
    const key = { timestamp: '2026-05-01T10:00:00.123Z', id: '0196b2a1-2f00-7000-8000-0123456789ab' };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
  });

  it.each(['', 'not a cursor', 'Zm9v', Buffer.from('12.not-an-id').toString('base64url'), '%%%'])(
    'refuse %j with a 400 naming the cursor',
    (cursor) => {
      let caught: unknown;
      try {
        decodeCursor(cursor);
      } catch (error) {
        caught = error;
      }
      expect(isAppError(caught) && caught.status === 400 && caught.fields?.cursor).toBeTruthy();
    },
  );
});
