import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CustomerTicket, OfficerTicket } from '../../../../shared/tickets/support-desk.schemas.ts';
import type { User } from '../../../auth/auth.ts';
import { AuthProvider } from '../../../auth/AuthProvider.tsx';
import { testUser } from '../../../auth/test-user.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { TicketDetailRoute } from '../TicketDetailRoute.tsx';
import { ticketKeys } from '../tickets.queries.ts';
import { TicketQueue } from './TicketQueue.tsx';

const AT = '2026-05-20T10:00:00.000Z';
const customerTicket: CustomerTicket = {
  id: 't1',
  trackingCode: 'TCK-7K3F-9Q2M-X4BD',
  subject: 'Ingress answers 502',
  category: 'technical',
  priority: 'high',
  status: 'resolved',
  clusterId: 'c1',
  orderId: null,
  requesterName: 'Inès Dupont',
  sla: { hours: 4, dueAt: null, breached: false },
  canReply: true,
  canReopen: true,
  canRate: true,
  rating: null,
  messages: [
    {
      id: 'm1',
      author: 'customer',
      body: 'Every request answers 502.',
      at: AT,
      attachments: [{ id: 'a1', name: 'ingress.log', contentType: 'text/plain', size: 2048, createdAt: AT }],
      snapshotId: 's1',
    },
    { id: 'm2', author: 'support', body: 'Restart the controller, please.', at: AT, attachments: [], snapshotId: null },
  ],
  snapshots: [{ id: 's1', clusterId: 'c1', takenAt: AT, revokedAt: null, content: null }],
  createdAt: AT,
  updatedAt: AT,
  resolvedAt: AT,
};
const queued = (id: string, subject: string, breached: boolean): OfficerTicket => ({
  ...customerTicket,
  id,
  subject,
  status: 'awaiting_support',
  canRate: false,
  canReopen: false,
  sla: { hours: 4, dueAt: AT, breached },
  requesterEmail: 'ines@example.eu',
  organizationId: 'org-1',
  assigneeId: null,
  notes: [{ id: 'n1', body: 'INTERNAL: check the CNI first.', authorUserId: 'o1', at: AT }],
});

function render(element: React.ReactElement, seed: (client: QueryClient) => void) {
  const client = createQueryClient();
  seed(client);
  return renderToString(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

describe('the officers’ TicketQueue', () => {
  it('lists the queue in the server’s order with requester and response clock, notes only inside an opened ticket', () => {
    const html = render(<TicketQueue />, (c) =>
      c.setQueryData(ticketKeys.queue, [queued('t2', 'Late one', true), queued('t3', 'On time', false)]),
    );
    expect(html.indexOf('Late one')).toBeLessThan(html.indexOf('On time'));
    expect(html).toContain('Response time exceeded');
    expect(html).toContain('ines@example.eu');
    expect(html).toContain('not taken');
    expect(html).not.toContain('INTERNAL');
  });

  it('says when nothing waits', () => {
    expect(render(<TicketQueue />, (c) => c.setQueryData(ticketKeys.queue, []))).toContain('No ticket is waiting.');
  });
});

/** A signed-in member of the organization with `orgRole`. */
const member = (orgRole: User['orgRole']): User => testUser({ orgRole });

describe('the customer’s ticket page', () => {
  it('offers a viewer no reply, reopen or rating, and says why', () => {
    const html = render(
      <AuthProvider initialUser={member('viewer')}>
        <TicketDetailRoute id="t1" />
      </AuthProvider>,
      (c) => c.setQueryData(ticketKeys.one('t1'), customerTicket),
    );
    expect(html).toContain('Restart the controller, please.');
    expect(html).not.toContain('Reopen the ticket');
    expect(html).not.toContain('How satisfied are you with the answer?');
    expect(html).toContain('Your role (viewer) cannot open or answer support requests.');
  });

  it('shows the conversation with its files, the revoked-or-shared snapshots, reopen and the rating', () => {
    const html = render(
      <AuthProvider initialUser={member('owner')}>
        <TicketDetailRoute id="t1" />
      </AuthProvider>,
      (c) => c.setQueryData(ticketKeys.one('t1'), customerTicket),
    );
    expect(html).toContain('Ingress answers 502');
    expect(html).toContain('href="/api/attachments/a1"');
    expect(html).toContain('Restart the controller, please.');
    expect(html).toContain('support no longer sees it');
    expect(html).toContain('Reopen the ticket');
    expect(html).toContain('How satisfied are you with the answer?');
    expect(html).toContain('Reply and reopen');
  });
});
