import { describe, expect, it } from 'vitest';
import type { NotificationRepository } from '../../notifications/notifications.repository.ts';
import type { NotificationKey, NotificationRecord } from '../../../shared/notifications/notifications.schemas.ts';
import type { ContractBackend } from './contract-backend.ts';

type NotificationBackend = ContractBackend;

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString();

/** Creates `count` notifications for a user, one second apart, oldest first; returns them. */
async function seed(
  repo: NotificationRepository,
  userId: string,
  count: number,
  from = 0,
): Promise<NotificationRecord[]> {
  const made: NotificationRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    made.push(await repo.create({ userId, type: 'info', message: `n${from + i}`, timestamp: at(from + i) }));
  }
  return made;
}

/** Every page of a user's list, following `next`. */
async function allPages(repo: NotificationRepository, userId: string, limit: number): Promise<NotificationRecord[][]> {
  const pages: NotificationRecord[][] = [];
  let before: NotificationKey | undefined;
  do {
    const page = await repo.list(userId, { limit, before });
    pages.push(page.items);
    before = page.next ?? undefined;
  } while (before);
  return pages;
}

/** The behaviour every notification store must have (the embedded one now, PostgreSQL later). */
export function describeNotificationContract(name: string, makeBackend: () => Promise<NotificationBackend>) {
  const withRepo = async (test: (repo: NotificationRepository, backend: NotificationBackend) => Promise<void>) => {
    const backend = await makeBackend();
    const { repositories, close } = await backend.open();
    try {
      await test(repositories.notifications, backend);
    } finally {
      await close();
    }
  };

  describe(`${name} notification repository`, () => {
    it('lists a user’s notifications newest first, unread and untrashed at creation', () =>
      withRepo(async (repo) => {
        await seed(repo, 'ada', 3);
        const { items, next } = await repo.list('ada', { limit: 50 });
        expect(items.map((n) => n.message)).toEqual(['n2', 'n1', 'n0']);
        expect(items[0]).toMatchObject({ userId: 'ada', type: 'info', read: false, trash: false, timestamp: at(2) });
        expect(next).toBeNull();
        expect(await repo.countUnread('ada')).toBe(3);
      }));

    it('calls onVisible once reads return the new notification, before create resolves', () =>
      withRepo(async (repo) => {
        const seen: string[] = [];
        let countWhenVisible: Promise<number> | undefined;
        const made = await repo.create(
          { userId: 'ada', type: 'info', message: 'Hello', timestamp: at(1) },
          {
            onVisible: (record) => {
              seen.push(record.message);
              countWhenVisible = repo.countUnread('ada');
            },
          },
        );
        seen.push(`resolved ${made.message}`);
        expect(seen).toEqual(['Hello', 'resolved Hello']);
        expect(await countWhenVisible).toBe(1);
      }));

    it('stores many notifications at once, each visible to its own user only, onVisible once before createMany resolves', () =>
      withRepo(async (repo) => {
        const seen: string[] = [];
        let countWhenVisible: Promise<number> | undefined;
        const made = await repo.createMany(
          [
            { userId: 'ada', type: 'success', message: 'Invoice 1 paid', timestamp: at(1) },
            { userId: 'bob', type: 'info', message: 'Invoice 2 issued', timestamp: at(1) },
            { userId: 'ada', type: 'info', message: 'Invoice 3 issued', timestamp: at(2) },
          ],
          {
            onVisible: (records) => {
              seen.push(records.map((r) => r.userId).join(','));
              countWhenVisible = repo.countUnread('ada');
            },
          },
        );
        seen.push(`resolved ${made.length}`);
        expect(seen).toEqual(['ada,bob,ada', 'resolved 3']);
        expect(await countWhenVisible).toBe(2);
        expect((await repo.list('ada', { limit: 10 })).items.map((n) => [n.message, n.type, n.read])).toEqual([
          ['Invoice 3 issued', 'info', false],
          ['Invoice 1 paid', 'success', false],
        ]);
        expect((await repo.list('bob', { limit: 10 })).items.map((n) => n.message)).toEqual(['Invoice 2 issued']);
        expect(await repo.createMany([])).toEqual([]);
      }));

    it('orders notifications of the same millisecond by creation', () =>
      withRepo(async (repo) => {
        for (const message of ['first', 'second', 'third']) {
          await repo.create({ userId: 'ada', type: 'info', message, timestamp: at(1) });
        }
        expect((await repo.list('ada', { limit: 10 })).items.map((n) => n.message)).toEqual([
          'third',
          'second',
          'first',
        ]);
      }));

    it('keeps the order when a notification arrives with an older timestamp', () =>
      withRepo(async (repo) => {
        await seed(repo, 'ada', 3, 10);
        await repo.create({ userId: 'ada', type: 'info', message: 'late', timestamp: at(11) });
        const messages = (await repo.list('ada', { limit: 10 })).items.map((n) => n.message);
        expect(messages).toEqual(['n12', 'late', 'n11', 'n10']);
      }));

    it('pages with a cursor: no gap, no duplicate, and new notifications do not shift later pages', () =>
      withRepo(async (repo) => {
        await seed(repo, 'ada', 25);
        const first = await repo.list('ada', { limit: 10 });
        expect(first.items.map((n) => n.message)).toEqual(Array.from({ length: 10 }, (_, i) => `n${24 - i}`));
        await seed(repo, 'ada', 2, 100);
        const second = await repo.list('ada', { limit: 10, before: first.next ?? undefined });
        expect(second.items.map((n) => n.message)).toEqual(Array.from({ length: 10 }, (_, i) => `n${14 - i}`));
        const third = await repo.list('ada', { limit: 10, before: second.next ?? undefined });
        expect(third.items.map((n) => n.message)).toEqual(['n4', 'n3', 'n2', 'n1', 'n0']);
        expect(third.next).toBeNull();
      }));

    it('never shows another user’s notifications or lets them be changed', () =>
      withRepo(async (repo) => {
        const [mine] = await seed(repo, 'ada', 1);
        await seed(repo, 'bob', 2);
        const id = mine?.id ?? '';
        expect((await repo.list('bob', { limit: 10 })).items.every((n) => n.userId === 'bob')).toBe(true);
        expect(await repo.findById('bob', id)).toBeUndefined();
        expect(await repo.markRead('bob', id)).toBeUndefined();
        expect(await repo.trash('bob', id)).toBeUndefined();
        expect(await repo.markAllRead('bob')).toBe(2);
        expect(await repo.findById('ada', id)).toMatchObject({ read: false, trash: false });
        expect(await repo.countUnread('ada')).toBe(1);
        expect(await repo.findById('ada', 'no-such-id')).toBeUndefined();
      }));

    it('counts unread ones: read once, trash and mark-all-read lower the count', () =>
      withRepo(async (repo) => {
        const made = await seed(repo, 'ada', 5);
        const id = (i: number) => made[i]?.id ?? '';
        expect(await repo.markRead('ada', id(0))).toMatchObject({ id: id(0), read: true });
        expect(await repo.markRead('ada', id(0))).toMatchObject({ read: true });
        expect(await repo.countUnread('ada')).toBe(4);
        expect(await repo.trash('ada', id(1))).toMatchObject({ id: id(1), trash: true, read: false });
        expect(await repo.trash('ada', id(1))).toMatchObject({ trash: true });
        expect(await repo.countUnread('ada')).toBe(3);
        expect(await repo.markAllRead('ada')).toBe(3);
        expect(await repo.markAllRead('ada')).toBe(0);
        expect(await repo.countUnread('ada')).toBe(0);
        expect(await repo.countUnread('nobody')).toBe(0);
      }));

    it('hides trashed notifications from every page', () =>
      withRepo(async (repo) => {
        const made = await seed(repo, 'ada', 12);
        for (const i of [0, 5, 11]) await repo.trash('ada', made[i]?.id ?? '');
        const pages = await allPages(repo, 'ada', 4);
        expect(pages.flat().map((n) => n.message)).toEqual(['n10', 'n9', 'n8', 'n7', 'n6', 'n4', 'n3', 'n2', 'n1']);
        expect(pages.flat().some((n) => n.trash)).toBe(false);
      }));

    it('returns copies: changing an answer does not change the store', () =>
      withRepo(async (repo) => {
        const [made] = await seed(repo, 'ada', 1);
        if (made) made.read = true;
        const listed = (await repo.list('ada', { limit: 1 })).items[0];
        if (listed) listed.trash = true;
        expect(await repo.countUnread('ada')).toBe(1);
        expect((await repo.list('ada', { limit: 1 })).items).toHaveLength(1);
      }));

    it('keeps notifications, flags and order across a restart', async () => {
      const backend = await makeBackend();
      const first = await backend.open();
      const made = await seed(first.repositories.notifications, 'ada', 4);
      await first.repositories.notifications.markRead('ada', made[3]?.id ?? '');
      await first.repositories.notifications.trash('ada', made[0]?.id ?? '');
      const before = await first.repositories.notifications.list('ada', { limit: 10 });
      await first.close();
      const second = await backend.open();
      try {
        expect(await second.repositories.notifications.list('ada', { limit: 10 })).toEqual(before);
        expect(await second.repositories.notifications.countUnread('ada')).toBe(2);
      } finally {
        await second.close();
      }
    });
  });
}
