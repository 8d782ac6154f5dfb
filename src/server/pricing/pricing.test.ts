import { describe, expect, it } from 'vitest';
import { centsFromMicroUsd, yearlyDiscount } from '../../shared/money.ts';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import type { ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import { clusterSpecProblems } from '../../shared/cluster-rules.ts';
import { clusterLines, productLines, supportPlanLines } from '../../shared/price-lines.ts';
import { HA_CONTROL_PLANE_MONTHLY_USD_CENTS } from '../../shared/pricing-rules.ts';
import { convertCents, percentOf, priceQuote, reconvert } from './quote.ts';
import { vatFor, vatNumberProblem, vatReason } from '../../shared/vat.ts';
import { testClusterSpec } from '../../../test/support/builders.ts';
import { withLocale } from '../i18n/request-locale.ts';

const spec = (overrides: Partial<ClusterSpec> = {}): ClusterSpec =>
  testClusterSpec({
    name: 'shop-prod',
    haControlPlane: true,
    nodePools: [{ name: 'web', nodeSizeId: 'gp-4-16', count: 5 }],
    addonIds: ['monitoring', 'cert-manager'],
    ...overrides,
  });
const french = vatFor(null);
const sum = (lines: { amountUsdCents: number }[]) => lines.reduce((total, line) => total + line.amountUsdCents, 0);

describe('cluster lines', () => {
  it('charges the tier, every node at its size price, a credit for the included nodes at the cheapest size, and paid add-ons', () => {
    const lines = clusterLines(spec(), catalogSeed, 'monthly');
    expect(lines.map((l) => [l.kind, l.quantity, l.amountUsdCents])).toEqual([
      ['tier', 1, 14_900],
      ['nodes', 5, 5 * 7001],
      ['included-nodes', 3, -3 * 2402],
      ['addon', 1, 1900],
    ]);
  });

  it('credits no more nodes than the cluster has', () => {
    const lines = clusterLines(
      spec({ nodePools: [{ name: 'one', nodeSizeId: 'gp-2-4', count: 1 }] }),
      catalogSeed,
      'monthly',
    );
    expect(lines.find((l) => l.kind === 'included-nodes')).toMatchObject({ quantity: 1, amountUsdCents: -2402 });
    expect(sum(lines.filter((l) => l.kind !== 'addon'))).toBe(14_900);
  });

  it('adds a highly available control plane only where the tier does not include one', () => {
    const economy = clusterLines(spec({ tierId: 'economy', addonIds: [] }), catalogSeed, 'monthly');
    expect(economy.find((l) => l.kind === 'ha-control-plane')?.amountUsdCents).toBe(HA_CONTROL_PLANE_MONTHLY_USD_CENTS);
    expect(clusterLines(spec(), catalogSeed, 'monthly').some((l) => l.kind === 'ha-control-plane')).toBe(false);
  });

  it('uses the catalog yearly price for the tier and 12 months for everything else', () => {
    const yearly = clusterLines(spec(), catalogSeed, 'yearly');
    expect(yearly[0]?.amountUsdCents).toBe(149_000);
    expect(yearly[1]?.amountUsdCents).toBe(12 * 5 * 7001);
    expect(yearlyDiscount(14_900, 149_000)).toBe(17);
  });
});

describe('cluster rules', () => {
  it('accepts a valid spec and names every broken rule by field', () => {
    expect(clusterSpecProblems(spec(), catalogSeed)).toEqual({});
    const problems = clusterSpecProblems(
      spec({
        tierId: 'economy',
        regionId: 'us-east-1',
        haControlPlane: false,
        nodePools: [
          { name: 'a', nodeSizeId: 'gpu-h100-1', count: 2 },
          { name: 'a', nodeSizeId: 'gp-2-4', count: 30, autoscale: { min: 1, max: 25 } },
        ],
        addonIds: ['falco'],
      }),
      catalogSeed,
    );
    expect(Object.keys(problems).sort()).toEqual([
      'addonIds.0',
      'nodePools',
      'nodePools.0.nodeSizeId',
      'nodePools.1.autoscale.max',
      'nodePools.1.count',
      'nodePools.1.name',
      'regionId',
    ]);
    expect(problems.nodePools).toMatch(/At most 20 nodes in Economy/);
  });

  it('refuses an HA control plane on Sandbox and a region that is not open', () => {
    expect(
      clusterSpecProblems(
        spec({
          tierId: 'sandbox',
          haControlPlane: true,
          nodePools: [{ name: 'one', nodeSizeId: 'gp-2-4', count: 1 }],
          addonIds: [],
        }),
        catalogSeed,
      ),
    ).toHaveProperty('haControlPlane');
    const closed = catalogSeed.regions.find((r) => !r.available);
    if (closed)
      expect(
        clusterSpecProblems(spec({ providerId: closed.providerId, regionId: closed.id }), catalogSeed),
      ).toHaveProperty('regionId');
  });
});

describe('products and plans', () => {
  it('prices a product unit × quantity from millionths of a dollar, rounded once per line', () => {
    expect(productLines('garage-s3', 250, catalogSeed, 'monthly')[0]?.amountUsdCents).toBe(300);
    expect(productLines('garage-s3', 1, catalogSeed, 'monthly')[0]?.amountUsdCents).toBe(1);
    expect(centsFromMicroUsd(-15_000)).toBe(-2);
    expect(supportPlanLines('business', catalogSeed, 'yearly')[0]?.amountUsdCents).toBe(1_200_000);
  });
});

describe('quotes', () => {
  const lines = productLines('harbor', 1, catalogSeed, 'monthly');

  it('applies the plan discount on list prices, then PARIS, then VAT, in both currencies', () => {
    const quote = priceQuote({
      lines,
      currency: 'EUR',
      rate: 0.91,
      billingCycle: 'monthly',
      planDiscount: { name: 'Business', percent: 10 },
      promoCode: 'PARIS',
      vat: french,
    });
    expect(quote.subtotalUsdCents).toBe(4900);
    expect(quote.discounts.map((d) => d.amountUsdCents)).toEqual([-490, -221]);
    expect(quote.discountUsdCents).toBe(711);
    expect(quote.taxUsdCents).toBe(838);
    expect(quote.totalUsdCents).toBe(4900 - 711 + 838);
    expect(quote.subtotal).toBe(convertCents(4900, 0.91));
    expect(quote.total).toBe(quote.subtotal - quote.discount + quote.tax);
  });

  it('converts half away from zero without floating-point drift', () => {
    expect(convertCents(100, 0.29)).toBe(29);
    expect(convertCents(14_900, 0.91)).toBe(13_559);
    expect(convertCents(-14_900, 0.91)).toBe(-13_559);
    expect(convertCents(5, 0.91)).toBe(5);
  });

  it('converts a unit price once into the currency, then multiplies it by the quantity', () => {
    const quote = priceQuote({
      lines: productLines('valkey', 4, catalogSeed, 'monthly'),
      currency: 'EUR',
      rate: 0.9137,
      billingCycle: 'monthly',
      promoCode: null,
      vat: french,
    });
    const [line] = quote.lines;
    expect(line?.unitAmount).toBe(convertCents(1_500, 0.9137));
    expect(line?.amount).toBe(4 * convertCents(1_500, 0.9137));
    // A price with a fraction of a cent has no unit price that multiplies out: its total is converted.
    const storage = priceQuote({
      lines: productLines('garage-s3', 257, catalogSeed, 'monthly'),
      currency: 'EUR',
      rate: 0.9137,
      billingCycle: 'monthly',
      promoCode: null,
      vat: french,
    });
    expect(storage.lines[0]).toMatchObject({ amount: convertCents(308, 0.9137) });
    expect(storage.lines[0]?.unitAmount).toBeUndefined();
  });

  it('re-prices at a new rate with PARIS recomputed on the new amounts, exactly 5 %', () => {
    const quote = priceQuote({
      lines: productLines('valkey', 3, catalogSeed, 'monthly'),
      currency: 'GBP',
      rate: 0.78,
      billingCycle: 'monthly',
      promoCode: 'PARIS',
      vat: french,
    });
    const again = reconvert(quote, 0.8137, french.rateBp);
    expect(again.discount).toBe(percentOf(again.subtotal, 500));
    expect(again.tax).toBe(percentOf(again.subtotal - again.discount, 2000));
  });

  it('re-prices stored USD amounts at a new rate and keeps the figures adding up', () => {
    const quote = priceQuote({
      lines,
      currency: 'GBP',
      rate: 0.78,
      billingCycle: 'monthly',
      promoCode: 'PARIS',
      vat: french,
    });
    const again = reconvert(quote, 0.8, french.rateBp);
    expect(again.subtotal).toBe(3920);
    expect(again.total).toBe(again.subtotal - again.discount + again.tax);
  });
});

describe('VAT', () => {
  it('follows DESIGN.md: France 20 %, EU with a VAT number reverse charge, EU without its rate, outside the EU none', () => {
    expect(vatFor({ country: 'FR', vatNumber: 'FR41123456789' })).toMatchObject({ rateBp: 2000, reverseCharge: false });
    expect(vatFor({ country: 'DE', vatNumber: 'DE123456789' })).toMatchObject({ rateBp: 0, reverseCharge: true });
    expect(vatFor({ country: 'FI', vatNumber: null })).toMatchObject({ rateBp: 2550 });
    expect(vatFor({ country: 'CH', vatNumber: null })).toMatchObject({ rateBp: 0, reverseCharge: false });
  });

  it('gives its reason in the language of the request that prices, vatFor’s words in English', () => {
    const profiles = [
      null,
      { country: 'DE', vatNumber: 'DE123456789' },
      { country: 'FI', vatNumber: null },
      { country: 'CH', vatNumber: 'CHE123' },
    ];
    for (const profile of profiles) expect(vatReason(vatFor(profile))).toBe(vatFor(profile).reason);
    const lines = clusterLines(spec(), catalogSeed, 'monthly');
    const quote = (profile: (typeof profiles)[number]) =>
      priceQuote({ lines, currency: 'EUR', rate: 0.9, billingCycle: 'monthly', promoCode: null, vat: vatFor(profile) });
    expect(withLocale('fr', () => quote(profiles[1] ?? null)).vat.reason).toBe(
      'Autoliquidation (art. 196 de la directive 2006/112/CE)',
    );
    expect(withLocale('fr', () => quote(profiles[3] ?? null)).vat.reason).toBe('Hors UE\u00a0: pas de TVA');
    expect(quote(profiles[2] ?? null).vat.reason).toBe('FI VAT');
  });

  it('checks VAT numbers against their country format', () => {
    expect(vatNumberProblem('DE', 'DE123456789')).toBeNull();
    expect(vatNumberProblem('GR', 'EL123456789')).toBeNull();
    expect(vatNumberProblem('NL', 'NL123456789B01')).toBeNull();
    expect(vatNumberProblem('DE', 'DE12345')).toMatch(/format/);
    expect(vatNumberProblem('IT', 'FR12345678901')).toMatch(/starts with IT/);
    expect(vatNumberProblem('US', '12-3456789')).toBeNull();
  });
});
