import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { SessionRecord } from '../../shared/sessions/sessions.schemas.ts';

/** Storage of sessions, keyed by the hash of their token. */
export interface SessionRepository {
  create(session: SessionRecord): Promise<void>;
  findById(id: string): Promise<SessionRecord | undefined>;
  /** The record now, read at once where the store keeps its records in memory (embedded), frozen; absent on PostgreSQL. */
  readonly current?: (id: string) => Readonly<SessionRecord> | undefined;
  listByUser(userId: string): Promise<SessionRecord[]>;
  /** Records activity (the service writes it at most once a minute per session). */
  touch(id: string, lastSeenAt: string): Promise<void>;
  /** Records a re-authentication (the password or a code given again); false when the session is gone. */
  markAuthenticated(id: string, authenticatedAt: string): Promise<boolean>;
  delete(id: string): Promise<boolean>;
  /** Deletes every session of a user except `keepId`; returns the ids that went. */
  deleteByUser(userId: string, keepId?: string): Promise<string[]>;
  /** Deletes sessions past their absolute end (`expiresAt ≤ now`) or idle since `idleBefore`. */
  deleteExpired(cutoffs: { now: string; idleBefore: string }): Promise<number>;
}

export const sessionsTable = defineTable<SessionRecord>({
  name: 'sessions',
  order: { column: 'created_at', key: (s) => s.createdAt },
  indexes: {
    user: { column: 'user_id', key: (s) => s.userId },
    expires: { column: 'expires_at', key: (s) => s.expiresAt },
    lastSeen: { column: 'last_seen_at', key: (s) => s.lastSeenAt },
  },
});

/** SessionRepository over either backend. */
export function createSessionRepository(db: Db): SessionRepository {
  const sessions = db.collection(sessionsTable);
  return {
    async create(session) {
      await sessions.insert(session);
    },
    findById: (id) => sessions.get(id),
    current: sessions.snapshot,
    listByUser: (userId) => sessions.list({ where: { user: userId } }),
    async touch(id, lastSeenAt) {
      await sessions.update(id, (current) =>
        lastSeenAt > current.lastSeenAt ? { ...current, lastSeenAt } : undefined,
      );
    },
    async markAuthenticated(id, authenticatedAt) {
      return (await sessions.update(id, (current) => ({ ...current, authenticatedAt }))) !== undefined;
    },
    delete: (id) => sessions.delete(id),
    deleteByUser(userId, keepId) {
      return db.transaction(async (tx) => {
        const own = tx.collection(sessionsTable);
        const gone = (await own.list({ where: { user: userId } })).filter((s) => s.id !== keepId);
        for (const session of gone) await own.delete(session.id);
        return gone.map((s) => s.id);
      });
    },
    async deleteExpired({ now, idleBefore }) {
      const ended = await sessions.deleteMany({ expires: { lte: now } });
      return ended + (await sessions.deleteMany({ lastSeen: { lte: idleBefore } }));
    },
  };
}
