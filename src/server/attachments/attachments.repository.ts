import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { AttachmentRecord } from './attachments.schemas.ts';

export const attachmentsTable = defineTable<AttachmentRecord>({
  name: 'attachments',
  order: { column: 'created_at', key: (a) => a.createdAt },
  indexes: {
    organization: { column: 'organization_id', key: (a) => a.organizationId },
    attachedTo: { column: 'attached_to', key: (a) => a.attachedTo },
  },
});

/** Storage of uploaded files, in the backend itself so every instance serves them. */
export interface AttachmentRepository {
  create(record: AttachmentRecord): Promise<AttachmentRecord>;
  findAny(id: string): Promise<AttachmentRecord | undefined>;
  update(id: string, change: (current: AttachmentRecord) => AttachmentRecord | undefined): Promise<AttachmentRecord | undefined>;
}

/** AttachmentRepository over either backend. */
export function createAttachmentRepository(db: Db): AttachmentRepository {
  const attachments = db.collection(attachmentsTable);
  return {
    create: (record) => attachments.insert(record),
    findAny: (id) => attachments.get(id),
    update: (id, change) => attachments.update(id, change),
  };
}
