// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { QueueSummary } from '../../../../shared/officers/officers.schemas.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { officersPanelKeys } from './officers-panel.queries.ts';
import { OfficersPanel } from './OfficersPanel.tsx';
import { waitedFor } from './queue-age.ts';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('the Officers panel in French', () => {
  it('names the queues and their waits in French', () => {
    document.documentElement.lang = 'fr';
    const client = createQueryClient();
    const queues: QueueSummary[] = [
      {
        id: 'tickets',
        label: 'Support tickets',
        count: 2,
        oldestAt: new Date(Date.now() - 3 * 24 * 3600_000).toISOString(),
      },
      { id: 'payments', label: 'Failed payments and suspended organizations', count: 0, oldestAt: null },
    ];
    client.setQueryData(officersPanelKeys.queues, queues);
    const html = renderToString(
      <QueryClientProvider client={client}>
        <OfficersPanel />
      </QueryClientProvider>,
    );
    expect(html).toContain('Espace officers');
    expect(html).toContain('Tickets de support');
    expect(html).toContain('Le plus ancien attend depuis 3\u00a0jours');
    expect(html).toContain('Rien en attente');
    expect(html).not.toContain('Support tickets');
  });

  it('says how long an item waited in French', () => {
    document.documentElement.lang = 'fr';
    const now = Date.parse('2026-05-10T12:00:00Z');
    expect(waitedFor('2026-05-10T11:59:30Z', now)).toBe('moins d’une minute');
    expect(waitedFor('2026-05-09T11:00:00Z', now)).toBe('1\u00a0jour');
  });
});
