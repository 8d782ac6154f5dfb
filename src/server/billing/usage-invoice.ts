import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import { vatFor } from '../../shared/vat.ts';
import type { Currency } from '../../shared/money.ts';
import type { DocumentCause, InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import type { UsdLine } from '../../shared/price-lines.ts';
import type { Quote } from '../../shared/pricing/pricing.schemas.ts';
import { priceQuote } from '../pricing/quote.ts';
import { payFromBalance } from './credit-application.ts';
import { m } from '../../shared/i18n/messages.ts';
import { issueDocument, pricedDocument, type IssueInput } from '../invoices/invoice-document.ts';
import { startOfUtcMonth } from '../../shared/time.ts';
import { formatMonth } from '../../shared/format/dates.ts';

/** One cluster's month: what it used beyond what orders prepaid, US cents (negative: a credit). */
export type ClusterMonth = {
  clusterId: string;
  clusterName: string;
  billableUsdCents: number;
  nodeHours: number;
  overage?: boolean;
};

// Lines are issued in English, whoever reads them (the formatter is built once for the whole run).
const monthLabel = (month: string) => formatMonth(month, 'en');

/**
 * Prices a month of usage like an order: one line per cluster that used more than it prepaid,
 * the plan's discount, then VAT; the credits balance (in the billing currency, VAT included) then
 * pays what it can of the total, like a payment method (`quote.creditsApplied`).
 */
export function priceUsageMonth(input: {
  month: string;
  clusters: ClusterMonth[];
  organization: OrganizationRecord;
  catalog: CatalogSeed;
  currency: Currency;
  rate: number;
  /** The organization's credits balance, minor units of `currency` (its billing currency). */
  balance: number;
}) {
  const lines: UsdLine[] = input.clusters
    .filter((c) => c.billableUsdCents > 0)
    .map((c) => ({
      kind: 'usage',
      description: c.overage
        ? `Autoscaled nodes above the configured count, ${monthLabel(input.month)}: cluster ${c.clusterName}`
        : `Usage beyond prepaid, ${monthLabel(input.month)}: cluster ${c.clusterName} (${c.nodeHours} node-hours)`,
      ref: c.clusterId,
      quantity: 1,
      unitMicroUsd: c.billableUsdCents * 10_000,
      amountUsdCents: c.billableUsdCents,
    }));
  const plan = input.catalog.billingPlans.find((p) => p.id === (input.organization.planId ?? 'pay-as-you-go'));
  const quote = priceQuote({
    lines,
    currency: input.currency,
    rate: input.rate,
    billingCycle: 'monthly',
    planDiscount: plan && plan.discountPercent > 0 ? { name: plan.name, percent: plan.discountPercent } : undefined,
    promoCode: null,
    vat: vatFor(input.organization.billingProfile ?? null),
  });
  return { quote: payFromBalance(quote, input.balance) };
}

/** The usage invoice of a month, `due` until its collection succeeds. */
export function buildUsageInvoice(input: {
  id: string;
  number: string;
  month: string;
  organization: OrganizationRecord;
  priced: ReturnType<typeof priceUsageMonth>['quote'];
  issuedAt: Date;
  /** What the credits balance paid of it at issue (drawn in the issuing transaction). */
  balancePaid?: number;
}): InvoiceRecord {
  const periodStart = new Date(`${input.month}-01T00:00:00Z`);
  const periodEnd = new Date(startOfUtcMonth(periodStart, 1));
  return buildCollectedInvoice({
    ...input,
    periodStart,
    periodEnd,
    usagePeriod: input.month,
    cause: { kind: 'month_end', month: input.month },
  });
}

/**
 * An invoice not paid at checkout (a month's usage, a subscription's renewal), `due` until the
 * organization's default method is charged: collection is attempted from `issuedAt`.
 */
export function buildCollectedInvoice(input: {
  id: string;
  number: string;
  organization: OrganizationRecord;
  priced: Pick<Quote, 'currency' | 'rate' | 'lines' | 'discounts' | 'totalUsdCents' | 'vat'>;
  issuedAt: Date;
  periodStart: Date;
  periodEnd: Date;
  usagePeriod: string | null;
  renewsSubscriptionId?: string | null;
  /** Why it is issued: a month's usage, a subscription's renewal. */
  cause?: DocumentCause;
  /** The part of the total (VAT included) the credits balance paid at issue. */
  balancePaid?: number;
}): InvoiceRecord {
  const { priced, organization } = input;
  const balance = input.balancePaid ?? 0;
  const issue = (payment: IssueInput['payment']) =>
    issueDocument({
      id: input.id,
      kind: 'invoice',
      number: input.number,
      issuedAt: input.issuedAt,
      ...pricedDocument(organization, priced),
      period: { start: input.periodStart, end: input.periodEnd },
      references: { usagePeriod: input.usagePeriod, renewsSubscriptionId: input.renewsSubscriptionId ?? null },
      ...(input.cause ? { cause: input.cause } : {}),
      payment,
    });
  const due = issue({
    status: 'due',
    method: 'Default payment method',
    balance,
    collection: { attempts: 0, nextAttemptAt: input.issuedAt.toISOString(), lastError: null, paidAt: null },
  });
  if (due.amountDue !== 0) return due;
  // Nothing left to collect: the credits balance paid it all (or it is free).
  return issue({
    status: 'paid',
    method: m.invoice_method_credits({}, { locale: 'en' }),
    balance,
    collection: { attempts: 0, nextAttemptAt: null, lastError: null, paidAt: input.issuedAt.toISOString() },
  });
}
