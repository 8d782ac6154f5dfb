import type { JsonStore } from '../store/json-store.ts';
import type { StoreDocument } from '../store/store-document.ts';
import type { PendingRegistrationRecord } from './registrations.schemas.ts';

const OPEN: PendingRegistrationRecord['status'][] = ['awaiting_email', 'awaiting_approval'];
const fold = (value: string) => value.trim().toLowerCase();

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

/** PendingRegistrationRepository over the embedded JSON store. */
export class LowdbPendingRegistrationRepository implements PendingRegistrationRepository {
  #store: JsonStore<StoreDocument>;

  constructor(store: JsonStore<StoreDocument>) {
    this.#store = store;
  }

  async create(record: PendingRegistrationRecord) {
    await this.#store.update((doc) => {
      doc.pendingRegistrations.push({ ...record });
    });
  }

  async findById(id: string) {
    const found = this.#store.data.pendingRegistrations.find((r) => r.id === id);
    return found && { ...found };
  }

  async findOpenByLogin(login: string) {
    const key = fold(login);
    const found = this.#store.data.pendingRegistrations.find(
      (r) => OPEN.includes(r.status) && (fold(r.username) === key || fold(r.email) === key),
    );
    return found && { ...found };
  }

  async listOpen() {
    return this.#store.data.pendingRegistrations.filter((r) => OPEN.includes(r.status)).map((r) => ({ ...r }));
  }

  async transition(id: string, from: PendingRegistrationRecord['status'][], patch: Partial<PendingRegistrationRecord>) {
    return this.#store.update((doc) => {
      const record = doc.pendingRegistrations.find((r) => r.id === id);
      if (!record || !from.includes(record.status)) return undefined;
      Object.assign(record, patch, { id });
      return { ...record };
    });
  }
}
