import type { ReactNode } from 'react';
import type { ExchangeRatesReply } from '../../shared/exchange-rates/exchange-rates.schemas.ts';
import type { RatesRecord } from '../pricing/exchange-rates.ts';
import { RATES_CACHE_MS } from '../pricing/exchange-rates.ts';
import { FALLBACK_RATES, type Rates } from '../../shared/money.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';

/** The live fetch of this page: not yet done, answered, or failed with a reason. */
export type LiveState =
  | { status: 'loading' }
  | { status: 'ok'; reply: ExchangeRatesReply; ms: number }
  | { status: 'error'; message: string };

const time = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');

function RateList({ rates }: { rates: Rates }) {
  return (
    <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
      {(['USD', 'EUR', 'GBP'] as const).map((code) => (
        <div key={code} className="rounded-md bg-muted px-2 py-1.5">
          <dt className="text-xs text-muted-foreground">{code}</dt>
          <dd className="font-mono text-sm font-semibold">{rates[code]}</dd>
        </div>
      ))}
    </dl>
  );
}

function Card({ title, badge, children }: { title: string; badge?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col rounded-lg border border-border bg-card p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        {badge && <span className="rounded-sm bg-muted px-2 py-0.5 font-mono text-xs">{badge}</span>}
      </div>
      {children}
    </section>
  );
}

const Line = ({ children }: { children: ReactNode }) => (
  <p className="mt-2 text-sm text-muted-foreground">{children}</p>
);

/** GET /api/exchange-rates as answered just now, bypassing this browser's cache. */
export function LiveCard({ live }: { live: LiveState }) {
  if (live.status === 'loading')
    return (
      <Card title={m.currency_test_live_title()}>
        <Line>{m.currency_test_asking()}</Line>
      </Card>
    );
  if (live.status === 'error') {
    return (
      <Card title={m.currency_test_live_title()} badge={m.currency_test_badge_failed()}>
        <Line>{m.currency_test_request_failed({ message: live.message })}</Line>
      </Card>
    );
  }
  const { reply, ms } = live;
  return (
    <Card title={m.currency_test_live_title()} badge={m.currency_test_badge_source({ source: reply.source })}>
      <RateList rates={reply.rates} />
      <Line>{m.currency_test_reference_date({ date: reply.date || m.currency_test_no_date() })}</Line>
      <Line>{m.currency_test_fetched({ time: time(reply.timestamp), ms })}</Line>
    </Card>
  );
}

/** The record kept in this browser's localStorage, with its age against the one-hour validity. */
export function CachedCard({ record, now }: { record: RatesRecord | undefined; now: number }) {
  if (!record) {
    return (
      <Card title={m.currency_test_cached_title()} badge={m.currency_test_badge_empty()}>
        <Line>{m.currency_test_nothing_stored()}</Line>
      </Card>
    );
  }
  const ageMin = Math.max(0, Math.floor((now - record.timestamp) / MS_PER_MINUTE));
  const fresh = now - record.timestamp >= 0 && now - record.timestamp < RATES_CACHE_MS;
  return (
    <Card
      title={m.currency_test_cached_title()}
      badge={fresh ? m.currency_test_badge_fresh() : m.currency_test_badge_expired()}
    >
      <RateList rates={record.rates} />
      <Line>{m.currency_test_reference_date({ date: record.date || m.currency_test_unknown_date() })}</Line>
      <Line>
        {m.currency_test_stored_at({ time: time(record.timestamp), minutes: ageMin })}{' '}
        {fresh ? m.currency_test_used_without_asking() : m.currency_test_used_if_unreachable()}
      </Line>
    </Card>
  );
}

/** The built-in fallback rates: USD 1, EUR 0.91, GBP 0.78. */
export function FallbackCard() {
  return (
    <Card title={m.currency_test_fallback_title()} badge={m.currency_test_badge_fixed()}>
      <RateList rates={FALLBACK_RATES} />
      <Line>{m.currency_test_fallback_use()}</Line>
    </Card>
  );
}
