import { randomUUID } from 'node:crypto';
import type { RequestMeta } from '../auth/tokens.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import type { AuditRepository } from './audit.repository.ts';
import type { AuditEventRecord } from '../../shared/audit/audit.schemas.ts';
import type { AuditAction } from '../../shared/audit/audit-actions.ts';

/** What one call records; only `action` and `result` are required. */
export type AuditInput = {
  /** One of AUDIT_ACTIONS: the activity log says each in the reader's language. */
  action: AuditAction;
  result: AuditEventRecord['result'];
  actorId?: string | null;
  detail?: string;
  /** The organization whose activity log shows it; the actor's organization when omitted. */
  organizationId?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  /** A fixed id records the event once, however many times a job that records it runs. */
  id?: string;
};

/** Where a request came from, for events recorded outside a request (jobs, the Kubernetes API). */
export const SYSTEM_META: RequestMeta = { ip: '', userAgent: '' };

/** Writes audit events; a failure to write is logged, never shown to the user as theirs. */
export class AuditService {
  #repository: AuditRepository;
  #users: { findById(id: string): Promise<UserRecord | undefined> } | undefined;

  /** `users` lets an event without an organization take its actor's. */
  constructor(repository: AuditRepository, users?: { findById(id: string): Promise<UserRecord | undefined> }) {
    this.#repository = repository;
    this.#users = users;
  }

  /** Records one event with the request's address, agent and id. */
  async record(meta: RequestMeta, event: AuditInput): Promise<void> {
    try {
      const actorId = event.actorId ?? null;
      const organizationId =
        event.organizationId ??
        (actorId && this.#users ? ((await this.#users.findById(actorId))?.organizationId ?? null) : null);
      const entry: AuditEventRecord = {
        id: event.id ?? randomUUID(),
        at: new Date().toISOString(),
        actorId,
        action: event.action,
        result: event.result,
        ip: meta.ip,
        userAgent: meta.userAgent.slice(0, 300),
        detail: (event.detail ?? '').slice(0, 300),
        organizationId,
        targetType: event.targetType ?? null,
        targetId: event.targetId ?? null,
        requestId: meta.requestId ?? null,
      };
      await this.#repository.append(entry);
    } catch (error) {
      console.error('Could not write an audit event:', (error as Error).message);
    }
  }
}
