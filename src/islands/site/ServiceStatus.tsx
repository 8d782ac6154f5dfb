import { mayBeSignedIn } from '../../shared/session-hint.ts';
import { answersOk } from '../lib/api/public-json.ts';
import { formatClock } from '../../shared/format/dates.ts';
import { m } from '../../shared/i18n/messages.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  checkApi,
  checkRates,
  checkWebSocket,
  overallStatus,
  webSocketUrl,
  type CheckResult,
  type ServiceState,
} from './service-status.ts';

/** How often the checks run while the page is visible. */
export const REFRESH_MS = 10_000;

type Results = { api: CheckResult; ws: CheckResult; rates: CheckResult; at: Date };

const STATE_STYLE: Record<ServiceState, { label: () => string; className: string }> = {
  up: { label: m.site_status_up, className: 'bg-success text-success-foreground' },
  auth: { label: m.site_status_reachable, className: 'bg-info text-info-foreground' },
  degraded: { label: m.site_status_degraded, className: 'bg-warning text-warning-foreground' },
  down: { label: m.site_status_down, className: 'bg-destructive text-destructive-foreground' },
};

/** The time of a check, to the second. */
const checkedTime = (at: Date) => formatClock(at);

async function runChecks(): Promise<Results> {
  const clock = () => performance.now();
  const [api, rates, user] = await Promise.all([
    checkApi(fetch, clock),
    checkRates(fetch, clock),
    // A visitor (no session hint) is not asked about: the answer would be a 401 in the console.
    mayBeSignedIn() ? answersOk('/api/user', { credentials: 'include', cache: 'no-store' }) : Promise.resolve(false),
  ]);
  const ws = await checkWebSocket({
    url: webSocketUrl(window.location),
    signedIn: user,
    apiReachable: api.state !== 'down',
    open: (url) => new WebSocket(url),
    clock,
  });
  return { api, ws, rates, at: new Date() };
}

function ServiceCard({ name, what, result }: { name: string; what: string; result: CheckResult | undefined }) {
  const style = result ? STATE_STYLE[result.state] : undefined;
  return (
    // The minimum height holds the longest result (three detail lines), so results arriving
    // every 10 s never push the page around.
    <section aria-label={name} className="flex min-h-60 flex-col rounded-xl border border-border bg-card p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold">{name}</h2>
          <p className="text-xs text-muted-foreground">{what}</p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${style?.className ?? 'bg-muted text-muted-foreground'}`}
        >
          {style?.label() ?? m.site_status_checking()}
        </span>
      </div>
      <p className="mt-4 text-sm font-medium">{result?.summary ?? m.site_status_checking()}</p>
      <dl className="mt-2 text-sm">
        <div className="flex gap-2">
          <dt className="text-muted-foreground">{m.site_status_latency()}</dt>
          <dd className="font-mono">
            {result ? (result.latencyMs === null ? '—' : m.site_status_latency_ms({ ms: result.latencyMs })) : '…'}
          </dd>
        </div>
      </dl>
      {result && result.details.length > 0 ? (
        <ul className="mt-2 grid gap-1 text-xs break-words text-muted-foreground">
          {result.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** /test-service (issue 4 item 6): live health of the API, /ws and the rates source, every 10 s while visible. */
export function ServiceStatus() {
  const [results, setResults] = useState<Results | null>(null);
  const [checking, setChecking] = useState(false);
  const running = useRef(false);

  const refresh = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setChecking(true);
    try {
      setResults(await runChecks());
    } finally {
      running.current = false;
      setChecking(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
    // Hidden tabs are not checked; coming back checks at once.
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, REFRESH_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refresh]);

  const overall = results ? overallStatus([results.api.state, results.ws.state, results.rates.state]) : null;
  return (
    <div>
      <div className="rounded-xl border border-border bg-muted/40 p-5">
        <div className="flex items-center justify-between gap-4">
          <p role="status" className="flex items-center gap-3 text-lg font-semibold max-sm:min-h-14">
            <span
              aria-hidden="true"
              className={`size-3 shrink-0 rounded-full ${overall ? STATE_STYLE[overall.state].className : 'bg-muted-foreground'}`}
            />
            {overall?.text ?? m.site_status_checking_services()}
          </p>
          <button
            type="button"
            onClick={() => void refresh()}
            disabled={checking}
            className="inline-flex h-9 w-28 shrink-0 items-center justify-center rounded-md border border-input bg-background text-sm font-medium text-foreground hover:bg-accent disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {checking ? m.site_status_checking() : m.site_status_check_now()}
          </button>
        </div>
        {/* Always one line, filled in after the first check, so nothing below moves. */}
        <p className="mt-2 text-sm text-muted-foreground">
          {results ? m.site_status_checked_at({ time: checkedTime(results.at), seconds: REFRESH_MS / 1000 }) : '\u00a0'}
        </p>
      </div>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <ServiceCard name={m.site_status_api()} what="GET /api/health" result={results?.api} />
        <ServiceCard name={m.site_status_websocket()} what={m.site_status_websocket_what()} result={results?.ws} />
        <ServiceCard name={m.site_status_rates()} what="GET /api/exchange-rates" result={results?.rates} />
      </div>
    </div>
  );
}
