import { useCallback, useEffect, useState } from 'react';
import { BillingCycleToggle } from '../pricing/BillingCycleToggle.tsx';
import { CurrencyPicker } from '../pricing/CurrencyPicker.tsx';
import { CurrencyProvider, useCurrency } from '../pricing/CurrencyProvider.tsx';
import { RATES_STORAGE_KEY, fetchExchangeRates, readRatesRecord, type RatesRecord } from '../pricing/exchange-rates.ts';
import { Button } from '../ui/button.tsx';
import { DiscountExamples, SamplePrices, type DiscountExample } from './PriceExamples.tsx';
import { CachedCard, FallbackCard, LiveCard, type LiveState } from './RateCards.tsx';
import type { RatesSource } from '../../shared/money.ts';
import { richMessage } from '../ui/rich-message.tsx';
import { m } from '../../shared/i18n/messages.ts';

/** The rates' source as this page names it: the value itself in English. */
function sourceLabel(source: RatesSource): string {
  switch (source) {
    case 'live':
      return m.currency_test_source_live();
    case 'cached':
      return m.currency_test_source_cached();
    case 'fallback':
      return m.currency_test_source_fallback();
  }
}

function InUse() {
  const { source, date, settled } = useCurrency();
  const what = !settled
    ? m.currency_test_in_use_loading()
    : date
      ? m.currency_test_in_use_rates_of({ source: sourceLabel(source), date })
      : m.currency_test_in_use_rates({ source: sourceLabel(source) });
  return (
    <p className="text-sm">
      {richMessage((slot) => m.currency_test_in_use({ rates: slot.rates }), {
        rates: <strong className="font-semibold">{what}</strong>,
      })}
    </p>
  );
}

function Diagnostics({ examples }: { examples: DiscountExample[] }) {
  const [live, setLive] = useState<LiveState>({ status: 'loading' });
  const [cached, setCached] = useState<{ record: RatesRecord | undefined; now: number }>({ record: undefined, now: 0 });

  const { settled, timestamp } = useCurrency();

  // The page's own load may store a record after this island first looked: look again then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `settled` and `timestamp` are the triggers: look again once the page's own load stored a record.
  useEffect(() => setCached({ record: readRatesRecord(), now: Date.now() }), [settled, timestamp]);

  const refresh = useCallback(async () => {
    setLive({ status: 'loading' });
    setCached({ record: readRatesRecord(), now: Date.now() });
    const started = performance.now();
    try {
      const reply = await fetchExchangeRates();
      setLive({ status: 'ok', reply, ms: Math.round(performance.now() - started) });
    } catch (error) {
      setLive({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  useEffect(() => void refresh(), [refresh]);

  const forget = () => {
    try {
      window.localStorage.removeItem(RATES_STORAGE_KEY);
    } catch {
      // Storage blocked: there is nothing stored to forget either.
    }
    setCached({ record: undefined, now: Date.now() });
  };

  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <CurrencyPicker showLabel />
        <BillingCycleToggle />
        <Button variant="outline" onClick={() => void refresh()}>
          {m.currency_test_ask_again()}
        </Button>
        <Button variant="ghost" onClick={forget}>
          {m.currency_test_forget()}
        </Button>
      </div>
      <section aria-labelledby="sources-heading">
        <h2 id="sources-heading" className="text-xl font-semibold tracking-tight">
          {m.currency_test_rates_heading()}
        </h2>
        <InUse />
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          <LiveCard live={live} />
          <CachedCard record={cached.record} now={cached.now} />
          <FallbackCard />
        </div>
      </section>
      <section aria-labelledby="samples-heading">
        <h2 id="samples-heading" className="mb-4 text-xl font-semibold tracking-tight">
          {m.currency_test_samples_heading()}
        </h2>
        <SamplePrices />
      </section>
      <section aria-labelledby="discounts-heading">
        <h2 id="discounts-heading" className="mb-1 text-xl font-semibold tracking-tight">
          {m.currency_test_discounts_heading()}
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">{m.currency_test_discount_formula()}</p>
        <DiscountExamples examples={examples} />
      </section>
    </div>
  );
}

/** The /currency-test island: live, cached and fallback rates side by side, with formatted examples. */
export function CurrencyTest({ examples }: { examples: DiscountExample[] }) {
  return (
    <CurrencyProvider>
      <Diagnostics examples={examples} />
    </CurrencyProvider>
  );
}
