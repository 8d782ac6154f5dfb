// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The session probe, answered as the test says: a visitor (null) or a member of one role.
const probed = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('../site/use-probed-user.ts', () => ({ useProbedUser: () => probed.user }));

const { TicketForm } = await import('./TicketForm.tsx');

afterEach(() => {
  cleanup();
  probed.user = null;
});

describe('the ticket form of /submit-ticket, by who is signed in', () => {
  it('gives a visitor and a member the form', () => {
    render(<TicketForm />);
    expect(screen.getByRole('button', { name: 'Submit ticket' })).toBeTruthy();
    cleanup();
    probed.user = { orgRole: 'member' };
    render(<TicketForm />);
    expect(screen.getByRole('button', { name: 'Submit ticket' })).toBeTruthy();
  });

  it('tells a viewer why there is no form (the server would refuse it: 403) and where the tickets are', () => {
    probed.user = { orgRole: 'viewer' };
    render(<TicketForm />);
    expect(screen.queryByRole('button', { name: 'Submit ticket' })).toBeNull();
    expect(screen.queryByLabelText('Subject')).toBeNull();
    expect(screen.getByText('Your role (viewer) cannot open or answer support requests.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Follow the tickets' }).getAttribute('href')).toBe('/orders/support');
  });
});
