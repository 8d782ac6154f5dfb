import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../store/storage.ts';
import type { NotificationKey } from '../../shared/notifications/notifications.schemas.ts';

const lowdbBackend = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'notifications-'));
  return {
    open: async () => {
      const backend = await openStorage({ dataDir });
      return { notifications: backend.repositories.notifications, close: () => backend.close() };
    },
  };
};

// Speed at this size is measured by bench/notifications-store.ts; this checks that the
// indexes stay right when one user has 100 000 notifications among other users'.
describe('embedded notification repository with 100 000 notifications for one user', () => {
  it('pages through all of them and keeps the unread count exact', async () => {
    const { open } = await lowdbBackend();
    const { notifications: repo, close } = await open();
    const base = Date.UTC(2026, 0, 1);
    const made = await Promise.all(
      Array.from({ length: 100_000 }, (_, i) =>
        repo.create({
          userId: i % 1000 === 0 ? 'other' : 'heavy',
          type: 'info',
          message: `n${i}`,
          timestamp: new Date(base + i).toISOString(),
        }),
      ),
    );
    expect(await repo.countUnread('heavy')).toBe(99_900);
    await repo.markRead('heavy', made[99_999]?.id ?? '');
    await repo.trash('heavy', made[99_998]?.id ?? '');
    expect(await repo.countUnread('heavy')).toBe(99_898);

    let seen = 0;
    let before: NotificationKey | undefined;
    let previous = Infinity;
    do {
      const page = await repo.list('heavy', { limit: 100, before });
      for (const item of page.items) {
        const index = Number(item.message.slice(1));
        expect(index).toBeLessThan(previous);
        previous = index;
      }
      seen += page.items.length;
      before = page.next ?? undefined;
    } while (before);
    expect(seen).toBe(99_899);

    expect(await repo.markAllRead('heavy')).toBe(99_898);
    expect(await repo.countUnread('heavy')).toBe(0);
    expect(await repo.countUnread('other')).toBe(100);
    await close();
  });
});
