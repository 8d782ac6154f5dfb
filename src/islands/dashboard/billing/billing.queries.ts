import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Currency } from '../../../shared/money.ts';
import type { BillingSummary } from '../../../shared/billing/billing.schemas.ts';
import type { BudgetStatus } from '../../../shared/billing/budget.schemas.ts';
import type { Credits } from '../../../shared/billing/credits.schemas.ts';
import type { Statement } from '../../../shared/billing/statement.schemas.ts';
import type { Invoice } from '../../../shared/invoices/invoices.schemas.ts';
import type { PaymentMethod } from '../../../shared/payments/payments.schemas.ts';
import { apiJson, apiResponse, readJson } from '../../lib/api/client.ts';

// The billing reads. Every key starts with its API path, so the invalidation that runs
// on each navigation (shell/navigation.ts) refreshes them.

/** The billing endpoints' paths. */
export const billingPaths = {
  summary: '/api/billing/summary',
  credits: '/api/billing/credits',
  payback: '/api/billing/credits/payback',
  plans: '/api/billing/plans',
  budget: '/api/billing/budget',
  invoices: '/api/billing/invoices',
  paymentMethods: '/api/billing/payment-methods',
  profile: '/api/billing/profile',
  supportSubscription: '/api/billing/support-subscription',
  statement: '/api/billing/statement',
} as const;

/** The one set of billing query keys (the console's billing screens, the checkout, the support plans). */
export const billingKeys = {
  summary: [billingPaths.summary] as const,
  summaryIn: (currency: Currency) => [billingPaths.summary, currency] as const,
  // Under the summary's key: the summary carries the same status, and both change together.
  budget: [billingPaths.summary, 'budget'] as const,
  // Under the summary's key too: every order, payment or change that moves the summary moves the cap's figures.
  spendingCap: [billingPaths.summary, 'spending-cap'] as const,
  credits: [billingPaths.credits] as const,
  invoices: [billingPaths.invoices] as const,
  invoiceList: (kind: InvoiceKindFilter) => [billingPaths.invoices, kind] as const,
  paymentMethods: [billingPaths.paymentMethods] as const,
  plans: [billingPaths.plans] as const,
  profile: [billingPaths.profile] as const,
  supportSubscription: [billingPaths.supportSubscription] as const,
  statement: [billingPaths.statement] as const,
  /** The statement of a period of UTC days, both included (YYYY-MM-DD). */
  statementOf: (from: string, to: string) => [billingPaths.statement, from, to] as const,
} as const;

export const summaryQueryOptions = (currency: Currency) =>
  queryOptions<BillingSummary>({
    queryKey: billingKeys.summaryIn(currency),
    queryFn: ({ signal }) => apiJson(`${billingPaths.summary}?currency=${currency}`, { signal }),
  });

export const creditsQueryOptions = () =>
  queryOptions<Credits>({
    queryKey: billingKeys.credits,
    queryFn: ({ signal }) => apiJson(billingPaths.credits, { signal }),
  });

export const budgetQueryOptions = () =>
  queryOptions<BudgetStatus>({
    queryKey: billingKeys.budget,
    queryFn: ({ signal }) => apiJson(billingPaths.budget, { signal }),
  });

export const paymentMethodsQueryOptions = () =>
  queryOptions<PaymentMethod[]>({
    queryKey: billingKeys.paymentMethods,
    queryFn: ({ signal }) => apiJson(billingPaths.paymentMethods, { signal }),
  });

export type InvoiceKindFilter = 'all' | 'invoice' | 'credit_note';
type InvoicePage = { items: Invoice[]; nextCursor: string | null };

export const INVOICE_PAGE_SIZE = 10;

export const invoicesQueryOptions = (kind: InvoiceKindFilter) =>
  infiniteQueryOptions<InvoicePage, Error, { pages: InvoicePage[] }, readonly unknown[], string | null>({
    queryKey: billingKeys.invoiceList(kind),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextCursor,
    queryFn: async ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(INVOICE_PAGE_SIZE) });
      if (kind !== 'all') query.set('kind', kind);
      if (pageParam) query.set('cursor', pageParam);
      const response = await apiResponse(`${billingPaths.invoices}?${query}`, { signal });
      return { items: await readJson<Invoice[]>(response), nextCursor: response.headers.get('X-Next-Cursor') };
    },
  });

/** The PDF of an invoice or credit note (a plain link: the browser downloads it with the cookie). */
export const invoicePdfHref = (id: string) => `${billingPaths.invoices}/${encodeURIComponent(id)}/pdf`;
/** Where an invoice's EN 16931 XML (the factur-x.xml of its PDF) downloads from. */
export const invoiceXmlHref = (id: string) => `${billingPaths.invoices}/${encodeURIComponent(id)}/xml`;

/** The statement of account from `from` to `to` (YYYY-MM-DD, UTC days, both included). */
export const statementQueryOptions = (from: string, to: string) =>
  queryOptions<Statement>({
    queryKey: billingKeys.statementOf(from, to),
    queryFn: ({ signal }) => apiJson(`${billingPaths.statement}?${new URLSearchParams({ from, to })}`, { signal }),
  });

/** Where the same statement downloads as CSV (a plain link: the browser sends the cookie). */
export const statementCsvHref = (from: string, to: string) =>
  `${billingPaths.statement}?${new URLSearchParams({ from, to, format: 'csv' })}`;
