import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { withLocale } from '../../server/i18n/request-locale.ts';
import { $billingCycle, $currency } from '../stores/currency.ts';
import { CurrencyPicker } from './CurrencyPicker.tsx';
import { CurrencyProvider, useCurrency } from './CurrencyProvider.tsx';
import { PriceTag } from './PriceTag.tsx';
import { NodeSizesTable } from './NodeSizesTable.tsx';
import { PricingPlans } from './PricingPlans.tsx';
import type { TierView } from './catalog-view.ts';

function Probe() {
  const { currency, billingCycle, source, format } = useCurrency();
  return <p>{`${currency}:${billingCycle}:${source}:${format(14_900)}`}</p>;
}

const standard: TierView = {
  id: 'standard',
  name: 'Standard (Blue)',
  colour: 'blue',
  page: 'blue',
  description: 'A production cluster.',
  features: ['Control plane replicated across 3 availability zones'],
  priceMonthlyUsdCents: 14_900,
  priceYearlyUsdCents: 149_000,
  includedNodes: 3,
  maxNodes: 100,
  sla: '99.95%',
  haControlPlane: true,
};

afterEach(() => {
  vi.restoreAllMocks();
  $currency.set('EUR');
  $billingCycle.set('monthly');
});

describe('useCurrency', () => {
  it('throws outside a CurrencyProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(<Probe />)).toThrow(new Error('useCurrency must be used within a CurrencyProvider'));
  });

  it('gives EUR, monthly and the built-in rates inside one', () => {
    const html = renderToString(
      <CurrencyProvider>
        <Probe />
      </CurrencyProvider>,
    );
    expect(html).toContain('EUR:monthly:fallback:€135');
  });

  it('renders the defaults on the server whatever the stores hold, so hydration matches', () => {
    // A visitor's stored choice is only known in the browser; the server HTML must not depend on it.
    $currency.set('GBP');
    $billingCycle.set('yearly');
    const html = renderToString(
      <CurrencyProvider>
        <Probe />
      </CurrencyProvider>,
    );
    expect(html).toContain('EUR:monthly:fallback:€135');
  });

  it('does not fetch rates while rendering on the server', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderToString(<PricingPlans tiers={[standard]} />);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('server HTML of the pricing islands', () => {
  it('shows a PriceTag in EUR at the built-in rates, with or without a provider', () => {
    expect(renderToString(<PriceTag usdCents={14_900} suffix="/month" />)).toMatch(/€135.*\/month/);
    expect(renderToString(<PriceTag usdCents={0} freeLabel="Free" />)).toContain('Free');
  });

  it('shows hourly node prices to four decimals and monthly ones in whole units', () => {
    const size = { id: 'gp-2-4', name: 'General S', family: 'general', vcpu: 2, memoryGb: 4, diskGb: 50 } as const;
    const html = renderToString(
      <NodeSizesTable sizes={[{ ...size, priceHourlyMicroUsd: 32_900, priceMonthlyUsdCents: 2_402 }]} />,
    );
    expect(html).toContain('€0.0299'); // $0.0329 × 0.91 = 0.029939
    expect(html).toContain('€21'); // $24.02 × 0.91 = 21.86
  });

  it('renders the currency picker labelled Currency with EUR selected', () => {
    const html = renderToString(<CurrencyPicker />);
    expect(html).toMatch(/<label[^>]*>Currency<\/label>/);
    expect(html).toMatch(/<option value="EUR" selected="">€ EUR<\/option>/);
    expect(html).toContain('<option value="USD">$ USD</option>');
    expect(html).toContain('<option value="GBP">£ GBP</option>');
  });

  it('renders a tier card with its monthly price, discount hint and links', () => {
    const html = renderToString(<PricingPlans tiers={[standard]} />);
    expect(html).toContain('€135');
    expect(html).toContain('Save 17% with yearly billing');
    expect(html).toContain('href="/configure-cluster?tier=standard"');
    expect(html).toContain('href="/cluster-types/blue"');
  });

  it('renders the pricing plans in French on a French page', () => {
    const html = withLocale('fr', () => renderToString(<PricingPlans tiers={[standard]} />));
    expect(html).toMatch(/<label[^>]*>Devise<\/label>/);
    expect(html).toContain('Économisez 17\u202f% avec la facturation annuelle');
    // The SLA as French writes a percentage, not as the catalog stores it.
    expect(html).toContain('99,95\u202f%');
    expect(html).toContain('/mois');
    expect(html).toContain('Oui, sur 3 zones');
    expect(html).not.toContain('Save 17%');
  });
});
