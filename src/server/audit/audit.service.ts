import { randomUUID } from 'node:crypto';
import type { RequestMeta } from '../auth/tokens.ts';
import type { AuditRepository } from './audit.repository.ts';
import type { AuditEventRecord } from './audit.schemas.ts';

/** Writes audit events; a failure to write is logged, never shown to the user as theirs. */
export class AuditService {
  #repository: AuditRepository;

  constructor(repository: AuditRepository) {
    this.#repository = repository;
  }

  /** Records one event with the request's address and agent. */
  async record(
    meta: RequestMeta,
    event: { action: string; result: AuditEventRecord['result']; actorId?: string | null; detail?: string },
  ): Promise<void> {
    try {
      await this.#repository.append({
        id: randomUUID(),
        at: new Date().toISOString(),
        actorId: event.actorId ?? null,
        action: event.action,
        result: event.result,
        ip: meta.ip,
        userAgent: meta.userAgent.slice(0, 300),
        detail: (event.detail ?? '').slice(0, 300),
      });
    } catch (error) {
      console.error('Could not write an audit event:', (error as Error).message);
    }
  }
}
