import { describe, expect, it } from 'vitest';
import { isAppError } from '../http/app-error.ts';
import type { TicketStatus } from '../../shared/ticket-options.ts';
import { canReopen, nextStatus, type TicketEvent } from './ticket-status.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 4, 20);
const ticket = (status: TicketStatus, resolvedDaysAgo?: number) => ({
  status,
  resolvedAt: resolvedDaysAgo === undefined ? null : new Date(NOW - resolvedDaysAgo * DAY).toISOString(),
});
const refusal = (status: TicketStatus, event: TicketEvent, resolvedDaysAgo?: number) => {
  try {
    nextStatus(ticket(status, resolvedDaysAgo), event, NOW);
  } catch (error) {
    if (isAppError(error)) return `${error.status} ${error.code}`;
    throw error;
  }
  return 'allowed';
};

describe('ticket status transitions', () => {
  it('follow DESIGN.md: open → awaiting_support ↔ awaiting_customer → resolved → closed', () => {
    expect(nextStatus(ticket('open'), 'acknowledge', NOW)).toBe('awaiting_support');
    expect(nextStatus(ticket('awaiting_support'), 'support_reply', NOW)).toBe('awaiting_customer');
    expect(nextStatus(ticket('awaiting_customer'), 'customer_reply', NOW)).toBe('awaiting_support');
    expect(nextStatus(ticket('awaiting_support'), 'resolve', NOW)).toBe('resolved');
    expect(nextStatus(ticket('resolved', 1), 'close', NOW)).toBe('closed');
  });

  it('keep a ticket in the queue when the customer adds details before support answers', () => {
    expect(nextStatus(ticket('open'), 'customer_reply', NOW)).toBe('open');
    expect(nextStatus(ticket('awaiting_support'), 'customer_reply', NOW)).toBe('awaiting_support');
    expect(nextStatus(ticket('open'), 'support_reply', NOW)).toBe('awaiting_customer');
  });

  it('reopen a resolved ticket within 14 days, by a reply or explicitly', () => {
    expect(nextStatus(ticket('resolved', 13.9), 'customer_reply', NOW)).toBe('awaiting_support');
    expect(nextStatus(ticket('resolved', 2), 'reopen', NOW)).toBe('awaiting_support');
    expect(canReopen(ticket('resolved', 13.9), NOW)).toBe(true);
    expect(canReopen(ticket('resolved', 14), NOW)).toBe(false);
  });

  it('refuse to reopen after 14 days or once closed', () => {
    expect(refusal('resolved', 'customer_reply', 14)).toBe('409 ticket_closed');
    expect(refusal('resolved', 'reopen', 15)).toBe('409 ticket_closed');
    expect(refusal('closed', 'customer_reply', 1)).toBe('409 ticket_closed');
    expect(refusal('closed', 'reopen', 1)).toBe('409 ticket_closed');
  });

  it('refuse events that do not apply', () => {
    expect(refusal('resolved', 'support_reply', 1)).toBe('409 invalid_transition');
    expect(refusal('closed', 'resolve')).toBe('409 invalid_transition');
    expect(refusal('awaiting_support', 'acknowledge')).toBe('409 invalid_transition');
    expect(refusal('open', 'close')).toBe('409 invalid_transition');
    expect(refusal('open', 'reopen')).toBe('409 invalid_transition');
  });
});
