import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { centsFromMicroUsd, formatMinorUnits, FALLBACK_RATES } from '../../shared/money.ts';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import type { ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import { clusterLines } from '../../shared/price-lines.ts';
import { priceQuote } from '../pricing/quote.ts';
import { convertCents } from '../pricing/rounding.ts';
import { vatFor } from '../../shared/vat.ts';
import { meterCluster, type ConfigChange } from '../usage/usage-meter.ts';
import { nextRenewal } from './billing-period.ts';
import { testClusterSpec } from '../../../test/support/builders.ts';

// The worked example of the "How billing works" page, recomputed with the engines the console
// runs: the pricing engine for the order and its renewal, the usage rounding for the overage, the
// renewal calendar for the next charge. A figure on the page that drifts from them fails here.

const page = () => readFile(new URL('../../content/docs/how-billing-works.mdx', import.meta.url), 'utf8');
const eur = (minor: number) => formatMinorUnits(minor, 'EUR');
const RATE = FALLBACK_RATES.EUR;
const spec: ClusterSpec = testClusterSpec({
  name: 'example',
  kubernetesVersion: '1.36',
  haControlPlane: true,
  nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 3, autoscale: { min: 3, max: 6 } }],
  addonIds: ['monitoring'],
});

describe('the worked example of "How billing works"', () => {
  it('shows the figures the engines compute', async () => {
    const text = await page();
    expect(text).toContain(`1 USD = ${RATE} EUR`);
    const quote = priceQuote({
      lines: clusterLines(spec, catalogSeed, 'monthly'),
      currency: 'EUR',
      rate: RATE,
      billingCycle: 'monthly',
      promoCode: null,
      vat: vatFor({ country: 'FR', vatNumber: null }),
    });
    const [tier, nodes, included, addon] = quote.lines.map((line) => line.amount);
    expect(quote.lines).toHaveLength(4);
    const net = quote.total - quote.tax;
    for (const [label, amount] of [
      ['Standard cluster, one month', tier],
      ['3 × General S', nodes],
      ['Nodes included in Standard', included],
      ['Monitoring add-on', addon],
      ['**Before VAT**', net],
      ['VAT 20%', quote.tax],
      ['**Charged on 10 November**', quote.total],
    ] as const) {
      const shown = (amount ?? 0) < 0 ? `−${eur(-(amount ?? 0))}` : eur(amount ?? 0);
      expect(text).toMatch(
        new RegExp(`\\| ${label.replace(/[*]/g, '\\*')} \\| (\\*\\*)?${shown.replace(/[.$]/g, '\\$&')}(\\*\\*)? \\|`),
      );
    }

    // 3 more nodes for 24 hours, at the size's hourly price, rounded once and converted once.
    const size = catalogSeed.nodeSizes.find((s) => s.id === 'gp-2-4');
    const hourly = size?.priceHourlyMicroUsd ?? 0;
    expect(text).toContain(`$${(hourly / 1_000_000).toFixed(4)} an hour`);
    const overage = convertCents(centsFromMicroUsd(3 * 24 * hourly), RATE);
    expect(text).toContain(`that is **${eur(overage)}**`);
    // The meter agrees: the autoscaler's 6 nodes (3 above the count) for 24 hours from the 20th.
    const history: ConfigChange[] = [
      { at: '2026-11-10T09:00:00.000Z', spec },
      { at: '2026-11-20T00:00:00.000Z', spec, autoscaledNodes: { web: 6 } },
      { at: '2026-11-21T00:00:00.000Z', spec, autoscaledNodes: {} },
    ];
    const metered = meterCluster(
      history,
      catalogSeed,
      Date.parse('2026-11-01T00:00:00Z'),
      Date.parse('2026-12-01T00:00:00Z'),
    );
    const overageMicro = metered
      .flatMap((h) => h.items)
      .filter((i) => i.kind === 'autoscaled-nodes')
      .reduce((sum, i) => sum + i.amountMicroUsd, 0);
    expect(convertCents(centsFromMicroUsd(overageMicro), RATE)).toBe(overage);

    // On 25 November: spent, the 7-day average over the 6 days left, the forecast, the renewal.
    const spent = net + overage;
    const perDay = Math.round(overage / 7);
    expect(text).toContain(`${eur(net)} + ${eur(overage)} = **${eur(spent)}**`);
    expect(text).toContain(`6 days × ${eur(perDay)}`);
    expect(text).toContain(`= **${eur(spent + 6 * perDay)}**`);
    const renewal = nextRenewal(Date.parse('2026-11-10T09:00:00Z'), 'monthly', Date.parse('2026-11-25T00:00:00Z'));
    expect(new Date(renewal).toISOString()).toBe('2026-12-10T09:00:00.000Z');
    expect(text).toContain(`**${eur(quote.total)} on 10 December**`);
  });
});
