// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerTicket, OfficerTicket } from '../../../shared/tickets/support-desk.schemas.ts';
import { AuthProvider } from '../../auth/AuthProvider.tsx';
import { testUser } from '../../auth/test-user.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { TicketQueue } from './queue/TicketQueue.tsx';
import { TicketDetailRoute } from './TicketDetailRoute.tsx';
import { ticketKeys } from './tickets.queries.ts';

const AT = '2026-05-20T10:00:00.000Z';
const ticket: CustomerTicket = {
  id: 't1',
  trackingCode: 'TCK-7K3F-9Q2M-X4BD',
  subject: 'Ingress answers 502',
  category: 'technical',
  priority: 'high',
  status: 'resolved',
  clusterId: null,
  orderId: null,
  requesterName: 'Inès Dupont',
  sla: { hours: 4, dueAt: null, breached: false },
  canReply: true,
  canReopen: true,
  canRate: true,
  rating: null,
  messages: [
    { id: 'm1', author: 'support', body: 'Restart the controller, please.', at: AT, attachments: [], snapshotId: null },
  ],
  snapshots: [],
  createdAt: AT,
  updatedAt: AT,
  resolvedAt: AT,
};
const owner = testUser();

function render(element: React.ReactElement, seed: (client: ReturnType<typeof createQueryClient>) => void) {
  const client = createQueryClient();
  seed(client);
  return renderToString(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('the support screens in French', () => {
  it('show the customer’s ticket in French', () => {
    document.documentElement.lang = 'fr';
    const html = render(
      <AuthProvider initialUser={owner}>
        <TicketDetailRoute id="t1" />
      </AuthProvider>,
      (c) => c.setQueryData(ticketKeys.one('t1'), ticket),
    );
    expect(html).toContain('Technique');
    expect(html).toContain('Priorité haute');
    expect(html).toContain('Êtes-vous satisfait de la réponse\u00a0?');
    expect(html).toContain('Répondre et rouvrir');
    expect(html).toContain('Rouvrir le ticket');
    expect(html).not.toContain('Reply and reopen');
  });

  it('show the officers’ queue in French', () => {
    document.documentElement.lang = 'fr';
    const queued: OfficerTicket = {
      ...ticket,
      id: 't2',
      status: 'awaiting_support',
      canReopen: false,
      canRate: false,
      sla: { hours: 4, dueAt: AT, breached: true },
      requesterEmail: 'ines@example.eu',
      organizationId: 'org-1',
      assigneeId: null,
      notes: [],
    };
    const html = render(<TicketQueue />, (c) => c.setQueryData(ticketKeys.queue, [queued]));
    expect(html).toContain('En attente de notre réponse');
    expect(html).toContain('Délai de réponse dépassé');
    expect(html).toContain('non pris en charge');
  });
});
