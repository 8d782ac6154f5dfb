// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomSolution } from '../../../shared/custom-solutions/custom-solutions.schemas.ts';
import { RequestCard } from './RequestCard.tsx';
import { fileProblem } from './upload-attachment.ts';

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en';
});

const request = {
  id: 'cs1',
  reference: 'CS-1042',
  title: 'HDS GPU platform',
  status: 'awaiting_customer',
  attachments: [],
  requester: { name: 'Inès Dupont', email: 'ines@example.eu', companyName: 'Clinique Nord' },
  messages: [{ id: 'm1', author: 'support', body: 'Which GPUs?', at: '2026-05-20T10:00:00.000Z' }],
  createdAt: '2026-05-20T09:00:00.000Z',
} as unknown as CustomSolution;

describe('custom solutions in French', () => {
  it('shows a request’s status and conversation in French', () => {
    document.documentElement.lang = 'fr';
    render(
      <ul>
        <RequestCard request={request} showRequester />
      </ul>,
    );
    expect(screen.getByText('Statut : En attente de votre réponse.')).toBeTruthy();
    expect(screen.getByText('Échanges (1)')).toBeTruthy();
    expect(screen.getByText('De Inès Dupont (ines@example.eu), Clinique Nord')).toBeTruthy();
  });

  it('says why a file is refused in French, and in English on an English page', () => {
    document.documentElement.lang = 'fr';
    expect(fileProblem({ name: 'notes.exe', size: 10 })).toBe('notes.exe\u00a0: ce type de fichier n’est pas accepté.');
    document.documentElement.lang = 'en';
    expect(fileProblem({ name: 'notes.exe', size: 10 })).toBe('notes.exe: this type of file is not accepted.');
    render(
      <ul>
        <RequestCard request={request} />
      </ul>,
    );
    expect(screen.getByText('Status: Waiting for your reply.')).toBeTruthy();
  });
});
