import type { Services } from '../app/services.ts';
import type { QueueSummary } from '../../shared/officers/officers.schemas.ts';

type Summary = Pick<QueueSummary, 'count' | 'oldestAt'>;

/** One queue of the Officers Panel: its id (the panel's component key), label and summary. */
export type QueueDefinition = { id: string; label: string; summary: (services: Services) => Promise<Summary> };

/** Custom-solution requests whose ticket waits for an answer from us. */
const WAITING_ON_US = new Set(['open', 'awaiting_support']);

/**
 * The queues in the order the panel shows them. Adding a queue is one entry here and one in the
 * panel's component registry (islands/dashboard/officers/panel/queue-components.tsx). Support
 * tickets go first, SLA breaches being the most urgent thing an officer sees:
 * `{ id: 'tickets', label: 'Support tickets', summary: (s) => s.tickets.officerQueueSummary() }`.
 */
export const OFFICER_QUEUES: readonly QueueDefinition[] = [
  {
    id: 'tickets',
    label: 'Support tickets',
    summary: async (s) => {
      const { count, oldestAt } = await s.officerDesk.queueSummary();
      return { count, oldestAt };
    },
  },
  { id: 'provisioning', label: 'Failed provisioning', summary: (s) => s.officers.provisioning.summary() },
  {
    id: 'payments',
    label: 'Failed payments and suspended organizations',
    summary: (s) => s.officers.payments.summary(),
  },
  {
    id: 'custom-solutions',
    label: 'Custom-solution requests',
    summary: async (s) => {
      const waiting = (await s.customSolutions.listAll()).filter((r) => WAITING_ON_US.has(r.status));
      return { count: waiting.length, oldestAt: oldest(waiting.map((r) => r.updatedAt)) };
    },
  },
  {
    id: 'registrations',
    label: 'Pending registrations',
    summary: async (s) => {
      const open = await s.registrations.listOpen();
      return { count: open.length, oldestAt: oldest(open.map((r) => r.createdAt)) };
    },
  },
];

/** Every queue's count and oldest item, in the panel's order. */
export function queueSummaries(services: Services): Promise<QueueSummary[]> {
  return Promise.all(
    OFFICER_QUEUES.map(async ({ id, label, summary }) => ({ id, label, ...(await summary(services)) })),
  );
}

const oldest = (times: string[]) => times.reduce<string | null>((min, t) => (min === null || t < min ? t : min), null);
