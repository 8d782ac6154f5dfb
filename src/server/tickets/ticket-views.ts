import { canReopen } from './ticket-status.ts';
import type { CustomerTicket, OfficerTicket, TicketSummary } from '../../shared/tickets/support-desk.schemas.ts';
import type { TicketMessage, TicketRecord } from '../../shared/tickets/tickets.schemas.ts';
import { isBreached, WAITING_FOR_SUPPORT } from './ticket-desk.ts';

// What each side sees of a stored ticket at `now`: the customer, their list row, an officer.

const messageView = (m: TicketMessage): CustomerTicket['messages'][number] => ({
  id: m.id,
  author: m.author,
  body: m.body,
  at: m.at,
  attachments: m.attachments ?? [],
  snapshotId: m.snapshotId ?? null,
});

/** The ticket as its organization sees it: no internal notes, revoked snapshots emptied. */
export function customerView(t: TicketRecord, now: number): CustomerTicket {
  const reopenable = canReopen(t, now);
  return {
    id: t.id,
    trackingCode: t.trackingCode,
    subject: t.subject,
    category: t.category,
    priority: t.priority,
    status: t.status,
    clusterId: t.clusterId ?? null,
    orderId: t.orderId ?? null,
    requesterName: t.requesterName,
    sla: {
      hours: t.slaHours ?? null,
      dueAt: WAITING_FOR_SUPPORT.includes(t.status) ? (t.slaDueAt ?? null) : null,
      breached: isBreached(t, now),
    },
    canReply: t.status !== 'closed' && (t.status !== 'resolved' || reopenable),
    canReopen: reopenable,
    canRate: t.status === 'resolved' || t.status === 'closed',
    rating: t.rating ?? null,
    messages: t.messages.map(messageView),
    snapshots: (t.snapshots ?? []).map(({ id, clusterId, takenAt, revokedAt, content }) => ({
      id,
      clusterId,
      takenAt,
      revokedAt,
      content: revokedAt ? null : content,
    })),
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    resolvedAt: t.resolvedAt,
  };
}

/** A row of the organization's ticket list. */
export function summaryView(t: TicketRecord, now: number): TicketSummary {
  const { messages: _m, snapshots: _s, ...view } = customerView(t, now);
  return { ...view, messageCount: t.messages.length };
}

/** The ticket as an officer sees it: the requester, the assignee, the notes, consented snapshots only. */
export function officerView(t: TicketRecord, now: number): OfficerTicket {
  const view = customerView(t, now);
  // Support sees only what is consented now: a revoked snapshot is gone from its view.
  const snapshots = view.snapshots.filter((s) => s.revokedAt === null);
  const visible = new Set(snapshots.map((s) => s.id));
  return {
    ...view,
    snapshots,
    messages: view.messages.map((m) => ({
      ...m,
      snapshotId: m.snapshotId && visible.has(m.snapshotId) ? m.snapshotId : null,
    })),
    requesterEmail: t.requesterEmail,
    organizationId: t.organizationId,
    assigneeId: t.assigneeId ?? null,
    notes: (t.notes ?? []).map(({ id, body, authorUserId, at }) => ({ id, body, authorUserId, at })),
  };
}
