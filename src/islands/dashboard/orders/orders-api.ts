// The orders API as the console calls it, through the client's uncached calls: order reads must
// never come from the five-minute response cache, creating or paying sends an Idempotency-Key
// minted once per intent (lib/intent-key.ts: a retry of the same request reuses it), and the list
// reads the X-Next-Cursor header.
import type { z } from 'zod';
import type {
  Order,
  OrderInput,
  OrderKind,
  OrderStatus,
  PayInput,
  orderInputSchema,
} from '../../../shared/orders/orders.schemas.ts';
import type { Quote } from '../../../shared/pricing/pricing.schemas.ts';
import { apiResponse, readJson } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { intentKey, settleIntent } from '../../lib/intent-key.ts';

/** The body of POST /api/orders as a form builds it (before the server's defaults). */
export type OrderRequest = z.input<typeof orderInputSchema>;

/** The answer of POST /api/orders/{id}/pay when the bank asks for 3-D Secure. */
export type RequiresAction = Omit<Order, 'status'> & {
  status: 'requires_action';
  challenge: { id: string; expiresAt: string };
};

/** One page of GET /api/orders. */
export interface OrderPage {
  items: Order[];
  nextCursor: string | null;
}

/** What the order lists filter on; the server does the filtering. */
export interface OrderFilters {
  kind?: OrderKind;
  status?: OrderStatus;
  q?: string;
}

interface SendOptions {
  method?: string;
  body?: unknown;
  /** The intent this request carries out (e.g. `pay:<order id>`): sends its Idempotency-Key. */
  intent?: string;
  signal?: AbortSignal;
}

async function send<T>(
  path: string,
  { method = 'GET', body, intent, signal }: SendOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const headers = intent ? { 'Idempotency-Key': intentKey(intent, body) } : undefined;
  let response: Response;
  try {
    response = await apiResponse(path, { method, body, headers, signal });
  } catch (error) {
    // A refusal settles the intent; no answer leaves it open: the request may or may not have
    // been carried out, so a retry keeps the key.
    if (intent)
      settleIntent(
        intent,
        body,
        error instanceof ApiError ? error.status : undefined,
        error instanceof ApiError ? error.code : undefined,
      );
    throw error;
  }
  if (intent) settleIntent(intent, body, response.status);
  return { data: await readJson<T>(response), headers: response.headers };
}

/** GET /api/orders: one page, newest first. */
export async function fetchOrderPage(
  filters: OrderFilters,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
): Promise<OrderPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.status) query.set('status', filters.status);
  if (filters.q) query.set('q', filters.q);
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await send<Order[]>(`/api/orders?${query}`, { signal });
  return { items: data, nextCursor: headers.get('X-Next-Cursor') };
}

/** GET /api/orders/{id}. */
export const fetchOrder = async (id: string, signal?: AbortSignal) =>
  (await send<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal })).data;

/** POST /api/orders: the server prices it; answers the order waiting for payment. */
export const createOrder = async (input: OrderInput | OrderRequest) =>
  (await send<Order>('/api/orders', { method: 'POST', body: input, intent: 'orders:create' })).data;

/** POST /api/orders/{id}/pay: the paid order, or the 3-D Secure step. A decline throws a 402 ApiError. */
export const payOrder = async (id: string, input: PayInput) =>
  (
    await send<Order | RequiresAction>(`/api/orders/${encodeURIComponent(id)}/pay`, {
      method: 'POST',
      body: input,
      intent: `pay:${id}`,
    })
  ).data;

/** POST /api/orders/{id}/challenge: the customer's answer on the bank's 3-D Secure screen. */
export const answerChallenge = async (id: string, challengeId: string, outcome: 'approve' | 'fail') =>
  (
    await send<Order>(`/api/orders/${encodeURIComponent(id)}/challenge`, {
      method: 'POST',
      body: { challengeId, outcome },
    })
  ).data;

/** POST /api/orders/{id}/cancel (only while it waits for payment). */
export const cancelOrder = async (id: string) =>
  (await send<Order>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' })).data;

/** POST /api/pricing/quote: what the order would cost, priced as the order would be. */
export const fetchQuote = async (input: OrderInput, signal?: AbortSignal) =>
  (await send<Quote>('/api/pricing/quote', { method: 'POST', body: input, signal })).data;

/** True when the pay answer is the 3-D Secure step rather than a paid order. */
export const needsAction = (answer: Order | RequiresAction): answer is RequiresAction =>
  answer.status === 'requires_action';

/** The address of an invoice's or credit note's PDF. */
export const invoicePdfHref = (invoiceId: string) => `/api/billing/invoices/${encodeURIComponent(invoiceId)}/pdf`;
