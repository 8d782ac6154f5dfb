import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { InvitationRecord } from '../../shared/organizations/members.schemas.ts';

/** Invitations to join an organization. */
export interface InvitationRepository {
  create(record: InvitationRecord): Promise<InvitationRecord>;
  findById(id: string): Promise<InvitationRecord | undefined>;
  findByTokenHash(tokenHash: string): Promise<InvitationRecord | undefined>;
  /** Newest first. */
  listForOrganization(organizationId: string): Promise<InvitationRecord[]>;
  /** Changes one atomically; `change` returns undefined to leave it, or throws to refuse. */
  change(
    id: string,
    change: (current: InvitationRecord) => Partial<InvitationRecord> | undefined,
  ): Promise<InvitationRecord | undefined>;
}

export const invitationsTable = defineTable<InvitationRecord>({
  name: 'organization_invitations',
  order: { column: 'created_at', key: (i) => i.createdAt },
  indexes: {
    organization: { column: 'organization_id', key: (i) => i.organizationId },
    token: { column: 'token_hash', key: (i) => i.tokenHash, unique: true },
  },
});

/** InvitationRepository over either backend. */
export function createInvitationRepository(db: Db): InvitationRepository {
  const invitations = db.collection(invitationsTable);
  return {
    create: (record) => invitations.insert(record),
    findById: (id) => invitations.get(id),
    findByTokenHash: (tokenHash) => invitations.findOne({ where: { token: tokenHash } }),
    listForOrganization: (organizationId) => invitations.list({ where: { organization: organizationId }, limit: 500 }),
    change: (id, change) =>
      invitations.update(id, (current) => {
        const patch = change(current);
        return patch && { ...current, ...patch, id };
      }),
  };
}
