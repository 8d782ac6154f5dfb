import type { Db } from '../store/db.ts';
import { defineTable, fold } from '../store/table-spec.ts';
import type { PendingRegistrationRecord } from '../../shared/registrations/registrations.schemas.ts';

const isOpen = (r: PendingRegistrationRecord) => r.status === 'awaiting_email' || r.status === 'awaiting_approval';

/** Storage of registrations that wait for approval. */
export interface PendingRegistrationRepository {
  create(record: PendingRegistrationRecord): Promise<void>;
  findById(id: string): Promise<PendingRegistrationRecord | undefined>;
  /** An undecided registration holding this username or e-mail (case-insensitive). */
  findOpenByLogin(login: string): Promise<PendingRegistrationRecord | undefined>;
  listOpen(): Promise<PendingRegistrationRecord[]>;
  /** Applies a change only if the record is still in one of `from`; returns the result or undefined. */
  transition(
    id: string,
    from: PendingRegistrationRecord['status'][],
    patch: Partial<PendingRegistrationRecord>,
  ): Promise<PendingRegistrationRecord | undefined>;
}

export const pendingRegistrationsTable = defineTable<PendingRegistrationRecord>({
  name: 'pending_registrations',
  order: { column: 'created_at', key: (r) => r.createdAt },
  indexes: {
    open: { column: 'open', key: (r) => (isOpen(r) ? 'open' : null) },
    openUsername: { column: 'open_username_key', key: (r) => (isOpen(r) ? fold(r.username) : null) },
    openEmail: { column: 'open_email_key', key: (r) => (isOpen(r) ? fold(r.email) : null) },
  },
});

/** PendingRegistrationRepository over either backend. */
export function createPendingRegistrationRepository(db: Db): PendingRegistrationRepository {
  const registrations = db.collection(pendingRegistrationsTable);
  return {
    async create(record) {
      await registrations.insert(record);
    },
    findById: (id) => registrations.get(id),
    async findOpenByLogin(login) {
      const key = fold(login);
      return (
        (await registrations.findOne({ where: { openUsername: key } })) ??
        registrations.findOne({ where: { openEmail: key } })
      );
    },
    listOpen: () => registrations.list({ where: { open: 'open' }, direction: 'asc' }),
    async transition(id, from, patch) {
      let applied = false;
      const result = await registrations.update(id, (record) => {
        if (!from.includes(record.status)) return undefined;
        applied = true;
        return { ...record, ...patch, id };
      });
      return applied ? result : undefined;
    },
  };
}
