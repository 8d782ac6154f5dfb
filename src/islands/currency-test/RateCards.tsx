import type { ReactNode } from 'react';
import type { ExchangeRatesReply } from '../../server/exchange-rates/exchange-rates.schemas.ts';
import type { RatesRecord } from '../pricing/exchange-rates.ts';
import { RATES_CACHE_MS } from '../pricing/exchange-rates.ts';
import { FALLBACK_RATES, type Rates } from '../../shared/money.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';

/** The live fetch of this page: not yet done, answered, or failed with a reason. */
export type LiveState = { status: 'loading' } | { status: 'ok'; reply: ExchangeRatesReply; ms: number } | { status: 'error'; message: string };

const time = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');

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

const Line = ({ children }: { children: ReactNode }) => <p className="mt-2 text-sm text-muted-foreground">{children}</p>;

/** GET /api/exchange-rates as answered just now, bypassing this browser's cache. */
export function LiveCard({ live }: { live: LiveState }) {
  if (live.status === 'loading') return <Card title="Live from the server"><Line>Asking /api/exchange-rates…</Line></Card>;
  if (live.status === 'error') {
    return (
      <Card title="Live from the server" badge="failed">
        <Line>The request failed: {live.message}. Prices use the cached or built-in rates meanwhile.</Line>
      </Card>
    );
  }
  const { reply, ms } = live;
  return (
    <Card title="Live from the server" badge={`source: ${reply.source}`}>
      <RateList rates={reply.rates} />
      <Line>Reference date: {reply.date || 'none (built-in rates)'}</Line>
      <Line>Fetched by the server at {time(reply.timestamp)}; answered in {ms} ms.</Line>
    </Card>
  );
}

/** The record kept in this browser's localStorage, with its age against the one-hour validity. */
export function CachedCard({ record, now }: { record: RatesRecord | undefined; now: number }) {
  if (!record) {
    return (
      <Card title="Cached in this browser" badge="empty">
        <Line>Nothing stored yet: the first good answer from the server is kept here for an hour.</Line>
      </Card>
    );
  }
  const ageMin = Math.max(0, Math.floor((now - record.timestamp) / MS_PER_MINUTE));
  const fresh = now - record.timestamp >= 0 && now - record.timestamp < RATES_CACHE_MS;
  return (
    <Card title="Cached in this browser" badge={fresh ? 'fresh' : 'expired'}>
      <RateList rates={record.rates} />
      <Line>Reference date: {record.date || 'unknown'}</Line>
      <Line>
        Stored at {time(record.timestamp)} ({ageMin} min ago).{' '}
        {fresh ? 'Used without asking the server.' : 'Used only if the server cannot be reached.'}
      </Line>
    </Card>
  );
}

/** The built-in rates of SPEC §9. */
export function FallbackCard() {
  return (
    <Card title="Built-in fallback" badge="fixed">
      <RateList rates={FALLBACK_RATES} />
      <Line>Used when there are no live or cached rates.</Line>
    </Card>
  );
}
