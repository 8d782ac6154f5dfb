import type { JsonStore } from '../store/json-store.ts';
import type { StoreDocument } from '../store/store-document.ts';
import type { AuditEventRecord } from './audit.schemas.ts';

/** The append-only audit log. */
export interface AuditRepository {
  append(event: AuditEventRecord): Promise<void>;
  /** Newest first. */
  listRecent(limit: number, filter?: { actorId?: string; action?: string }): Promise<AuditEventRecord[]>;
}

/** AuditRepository over the embedded JSON store. */
export class LowdbAuditRepository implements AuditRepository {
  #store: JsonStore<StoreDocument>;

  constructor(store: JsonStore<StoreDocument>) {
    this.#store = store;
  }

  async append(event: AuditEventRecord) {
    await this.#store.update((doc) => {
      doc.auditEvents.push({ ...event });
    });
  }

  async listRecent(limit: number, filter: { actorId?: string; action?: string } = {}) {
    const events = this.#store.data.auditEvents;
    const found: AuditEventRecord[] = [];
    for (let i = events.length - 1; i >= 0 && found.length < limit; i -= 1) {
      const event = events[i];
      if (!event) continue;
      if (filter.actorId && event.actorId !== filter.actorId) continue;
      if (filter.action && event.action !== filter.action) continue;
      found.push({ ...event });
    }
    return found;
  }
}
