import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { AttachmentRecord } from '../../shared/attachments/attachments.schemas.ts';

export const attachmentsTable = defineTable<AttachmentRecord>({
  name: 'attachments',
  order: { column: 'created_at', key: (a) => a.createdAt },
  indexes: {
    organization: { column: 'organization_id', key: (a) => a.organizationId },
    attachedTo: { column: 'attached_to', key: (a) => a.attachedTo },
    // Files uploaded but never sent with a request, by age, for housekeeping.
    unattachedSince: { column: 'unattached_since', key: (a) => (a.attachedTo === null ? a.createdAt : null) },
  },
});

/** Storage of uploaded files, in the backend itself so every instance serves them. */
export interface AttachmentRepository {
  create(record: AttachmentRecord): Promise<AttachmentRecord>;
  findAny(id: string): Promise<AttachmentRecord | undefined>;
  update(
    id: string,
    change: (current: AttachmentRecord) => AttachmentRecord | undefined,
  ): Promise<AttachmentRecord | undefined>;
  /** Deletes files uploaded before `before` and never attached; returns how many went. */
  purgeUnattachedBefore(before: string): Promise<number>;
}

/** AttachmentRepository over either backend. */
export function createAttachmentRepository(db: Db): AttachmentRepository {
  const attachments = db.collection(attachmentsTable);
  return {
    create: (record) => attachments.insert(record),
    findAny: (id) => attachments.get(id),
    update: (id, change) => attachments.update(id, change),
    purgeUnattachedBefore: (before) => attachments.deleteMany({ unattachedSince: { lt: before } }),
  };
}
