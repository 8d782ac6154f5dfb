// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TicketConversation } from './TicketConversation.tsx';
import type { VisitorTicket } from './ticket-view.ts';

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en';
});

const ticket: VisitorTicket = {
  trackingCode: 'TCK-AB12-CD34-EF56',
  subject: 'Nodes not ready',
  category: 'technical',
  priority: 'high',
  status: 'awaiting_customer',
  createdAt: '2026-05-04T09:02:00Z',
  updatedAt: '2026-05-04T10:02:00Z',
  canReply: true,
  messages: [
    { id: 'm1', author: 'customer', body: 'Two nodes stay NotReady.', at: '2026-05-04T09:02:00Z' },
    { id: 'm2', author: 'support', body: 'Which region?', at: '2026-05-04T10:02:00Z' },
  ],
};

describe('TicketConversation', () => {
  it('shows the status, the details and the reply form in English', () => {
    render(<TicketConversation ticket={ticket} email="ada@example.com" onChange={() => undefined} />);
    expect(screen.getByText('Waiting for your reply').parentElement?.textContent).toBe(
      'Status: Waiting for your reply',
    );
    expect(screen.getByText('Technical')).toBeTruthy();
    expect(screen.getByText('Support team')).toBeTruthy();
    expect(screen.getByLabelText('Your reply')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeTruthy();
  });

  it('speaks French on a French page', () => {
    document.documentElement.lang = 'fr';
    render(<TicketConversation ticket={ticket} email="ada@example.com" onChange={() => undefined} />);
    expect(screen.getByText('En attente de votre réponse').parentElement?.textContent).toBe(
      'Statut\u00a0: En attente de votre réponse',
    );
    expect(screen.getByText('Nous avons répondu et avons besoin d’un élément de votre part.')).toBeTruthy();
    expect(screen.getByText('Technique')).toBeTruthy();
    expect(screen.getByText('Haute')).toBeTruthy();
    expect(screen.getByText('Équipe support')).toBeTruthy();
    expect(screen.getByLabelText('Votre réponse')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer la réponse' })).toBeTruthy();
  });
});
