import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withLocale } from '../../../../server/i18n/request-locale.ts';
import type { Cluster } from '../cluster-types.ts';
import { AutoscaleHoldNotice } from './AutoscaleHoldNotice.tsx';

const held = {
  autoscaleHold: { at: '2026-11-02T10:00:00.000Z', pools: ['web'], cap: 100_000, projected: 112_345, currency: 'EUR' },
} as Cluster;

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');

describe('the autoscaler held at the spending cap, on the cluster page', () => {
  it('names the pools, the cap and what one more node would reach', () => {
    const notice = text(renderToString(<AutoscaleHoldNotice cluster={held} />));
    expect(notice).toContain('The autoscaler is holding at the spending cap: one more node in web');
    expect(notice).toContain('€1,123.45');
    expect(notice).toContain('€1,000.00');
    expect(notice).toContain('See the spending cap');
  });

  it('says nothing when the autoscaler is not held', () => {
    expect(renderToString(<AutoscaleHoldNotice cluster={{ ...held, autoscaleHold: null }} />)).toBe('');
  });

  it('reads in French', () => {
    const notice = text(withLocale('fr', () => renderToString(<AutoscaleHoldNotice cluster={held} />)));
    expect(notice).toContain('L’autoscaling est retenu par le plafond de dépenses\u00a0:');
    expect(notice).toContain('1\u202f000,00\u00a0€');
  });
});
