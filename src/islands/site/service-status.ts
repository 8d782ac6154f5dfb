// The checks of /test-service: the API, the /ws WebSocket and the exchange-rate source, each
// with its latency. Pure apart from the fetch and WebSocket passed in, so tests drive them.
import { m } from '../../shared/i18n/messages.ts';

/** 'up' works; 'auth' is the WebSocket refusing a visitor without a session, as it should. */
export type ServiceState = 'up' | 'degraded' | 'auth' | 'down';

/** The outcome of one check. */
export interface CheckResult {
  state: ServiceState;
  /** Short verdict shown beside the state. */
  summary: string;
  /** Extra facts (store status, rates date, hello message). */
  details: string[];
  latencyMs: number | null;
}

/** A monotonic clock in milliseconds (performance.now in the browser). */
export type Clock = () => number;

const ms = (start: number, clock: Clock) => Math.round(clock() - start);

/** GET /api/health: 200 ok is up, 503 degraded (the store fails), anything else down. */
export async function checkApi(fetchImpl: typeof fetch, clock: Clock): Promise<CheckResult> {
  const start = clock();
  try {
    const response = await fetchImpl('/api/health', { cache: 'no-store' });
    const latencyMs = ms(start, clock);
    const body = (await response.json().catch(() => ({}))) as {
      status?: string;
      checks?: { store?: string };
      uptimeSeconds?: number;
    };
    const details: string[] = [m.site_status_store({ status: body.checks?.store ?? m.site_status_unknown() })];
    if (typeof body.uptimeSeconds === 'number')
      details.push(m.site_status_up_for({ uptime: formatUptime(body.uptimeSeconds) }));
    if (response.ok && body.status === 'ok')
      return { state: 'up', summary: m.site_status_operational(), details, latencyMs };
    if (response.status === 503)
      return { state: 'degraded', summary: m.site_status_store_failing(), details, latencyMs };
    return { state: 'down', summary: m.site_status_unexpected_answer({ status: response.status }), details, latencyMs };
  } catch {
    return { state: 'down', summary: m.site_status_unreachable(), details: [], latencyMs: null };
  }
}

/** '3 d 4 h', '2 h 5 min', '42 s'. */
export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const min = Math.floor((seconds % 3600) / 60);
  if (d > 0) return m.site_status_uptime_days({ days: d, hours: h });
  if (h > 0) return m.site_status_uptime_hours({ hours: h, minutes: min });
  return min > 0 ? m.site_status_uptime_minutes({ minutes: min }) : m.site_status_uptime_seconds({ seconds });
}

interface RatesBody {
  rates?: { EUR?: unknown; GBP?: unknown };
  date?: unknown;
  source?: unknown;
}

/** GET /api/exchange-rates: live and cached rates are up; the hard-coded fallback is degraded. */
export async function checkRates(fetchImpl: typeof fetch, clock: Clock): Promise<CheckResult> {
  const start = clock();
  try {
    const response = await fetchImpl('/api/exchange-rates', { cache: 'no-store' });
    const latencyMs = ms(start, clock);
    if (!response.ok)
      return { state: 'down', summary: m.site_status_unavailable({ status: response.status }), details: [], latencyMs };
    const body = (await response.json()) as RatesBody;
    const eur = body.rates?.EUR;
    const gbp = body.rates?.GBP;
    // A reply is valid only with numeric EUR and GBP rates.
    if (typeof eur !== 'number' || typeof gbp !== 'number') {
      return { state: 'down', summary: m.site_status_rates_invalid(), details: [], latencyMs };
    }
    const details = [
      m.site_status_rates_source({ source: String(body.source ?? m.site_status_unknown()) }),
      m.site_status_rates_date({ date: String(body.date ?? m.site_status_unknown_date()) }),
      `1 USD = ${eur} EUR = ${gbp} GBP`,
    ];
    if (body.source === 'live') return { state: 'up', summary: m.site_status_rates_live(), details, latencyMs };
    if (body.source === 'cached') return { state: 'up', summary: m.site_status_rates_cached(), details, latencyMs };
    return { state: 'degraded', summary: m.site_status_rates_fallback(), details, latencyMs };
  } catch {
    return { state: 'down', summary: m.site_status_unreachable(), details: [], latencyMs: null };
  }
}

/** The part of the browser's WebSocket constructor the check uses. */
export type WebSocketFactory = (url: string) => Pick<WebSocket, 'addEventListener' | 'close'>;

export interface WebSocketCheckOptions {
  url: string;
  /** Whether GET /api/user answered 200: /ws only accepts upgrades that carry a session. */
  signedIn: boolean;
  /** Whether the API answered: then the host is reachable even if the handshake fails. */
  apiReachable: boolean;
  open: WebSocketFactory;
  clock: Clock;
  timeoutMs?: number;
}

/**
 * Opens /ws, waits for its hello message and closes. A browser never sees the handshake status,
 * so a failed handshake from a signed-out visitor, while the API on the same server answers, is
 * reported as the 401 refusal it is ('Reachable, sign-in required'); otherwise 'Unreachable'.
 */
export function checkWebSocket({
  url,
  signedIn,
  apiReachable,
  open,
  clock,
  timeoutMs = 5000,
}: WebSocketCheckOptions): Promise<CheckResult> {
  const start = clock();
  return new Promise((resolve) => {
    let settled = false;
    let openedAt: number | null = null;
    let socket: ReturnType<WebSocketFactory> | undefined;
    const finish = (result: CheckResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      try {
        socket?.close(1000, 'Status check done');
      } catch {
        // Already closed.
      }
      resolve(result);
    };
    const failed = () => {
      const latencyMs = ms(start, clock);
      if (openedAt !== null)
        finish({ state: 'degraded', summary: m.site_status_ws_closed_early(), details: [], latencyMs: openedAt });
      else if (!signedIn && apiReachable)
        finish({
          state: 'auth',
          summary: m.site_status_ws_sign_in_required(),
          details: [m.site_status_ws_refused()],
          latencyMs,
        });
      else finish({ state: 'down', summary: m.site_status_unreachable(), details: [], latencyMs: null });
    };
    const timer = setTimeout(failed, timeoutMs);
    try {
      socket = open(url);
    } catch {
      failed();
      return;
    }
    socket.addEventListener('open', () => {
      openedAt = ms(start, clock);
    });
    socket.addEventListener('message', (event) => {
      const data = String((event as MessageEvent).data);
      finish({
        state: 'up',
        summary: m.site_status_connected(),
        details: [m.site_status_first_message({ data: data.slice(0, 200) })],
        latencyMs: openedAt ?? ms(start, clock),
      });
    });
    socket.addEventListener('error', failed);
    socket.addEventListener('close', failed);
  });
}

/** The page's headline from the three states. */
export function overallStatus(states: ServiceState[]): { text: string; state: ServiceState } {
  if (states.includes('down')) return { text: m.site_status_some_down(), state: 'down' };
  if (states.includes('degraded')) return { text: m.site_status_some_degraded(), state: 'degraded' };
  return { text: m.site_status_all_up(), state: 'up' };
}

/** ws(s)://host/ws for the page's own origin (secure scheme on https). */
export function webSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}
