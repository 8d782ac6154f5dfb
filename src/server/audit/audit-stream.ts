import type { Repositories } from '../store/repositories.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import { auditExportEntry } from './audit-export.ts';

/**
 * Streams each organization's audit entries to its `audit.event` webhooks: every append, however
 * it is made, queues the deliveries in its own transaction, so the stream carries exactly what
 * the log holds (the same entry as the export) and a crash loses neither.
 */
export function streamAuditEntries(repositories: Repositories, webhooks: WebhookEmitter): void {
  repositories.hooks.onAuditAppended = async (tx, entry) => {
    if (!entry.organizationId) return;
    // The actor's name is looked up only when an endpoint takes the event: most appends have none.
    await webhooks.emit(tx, entry.organizationId, 'audit.event', async () => {
      const actorName = entry.actorId ? ((await tx.users.findById(entry.actorId))?.name ?? null) : null;
      return auditExportEntry(entry, actorName);
    });
  };
}
