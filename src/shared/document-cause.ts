import type { ClusterConfiguration, DocumentCause, InvoiceReference } from './invoices/invoices.schemas.ts';
import { intlTag } from './i18n/locale.ts';
import { m } from './i18n/messages.ts';
import { formatDayRange, formatMonth } from './format/dates.ts';

// Why an invoice or a credit note was issued, said in the language being written: the title line
// of its PDF, the documents list of /billing, the e-mails. The cause is stored on the document as
// data (invoices.schemas.ts `cause`); a translation never changes a value in it (a cluster's
// name, a number, a day).

/** What a change document states of a cluster's configuration: nodes in all pools, HA, add-ons. */
export function configurationOf(spec: {
  nodePools: readonly { count: number }[];
  haControlPlane: boolean;
  addonIds: readonly string[];
}): ClusterConfiguration {
  return {
    nodes: spec.nodePools.reduce((sum, pool) => sum + pool.count, 0),
    haControlPlane: spec.haControlPlane,
    addonIds: [...spec.addonIds],
  };
}

/** What changed from one configuration to the other ("3 → 5 nodes, high availability added"), or null when none of it did (a node size). */
export function configurationChange(from: ClusterConfiguration, to: ClusterConfiguration): string | null {
  const parts: string[] = [];
  if (from.nodes !== to.nodes) parts.push(m.cause_nodes({ from: String(from.nodes), to: to.nodes }));
  if (from.haControlPlane !== to.haControlPlane)
    parts.push(to.haControlPlane ? m.cause_ha_added() : m.cause_ha_removed());
  for (const addon of to.addonIds.filter((id) => !from.addonIds.includes(id)))
    parts.push(m.cause_addon_added({ addon }));
  for (const addon of from.addonIds.filter((id) => !to.addonIds.includes(id)))
    parts.push(m.cause_addon_removed({ addon }));
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * A service period from its start to its end (exclusive: the next period starts there), as the
 * reader writes a range of days: "6 Dec 2026 – 5 Jan 2027", "6–30 nov. 2026".
 */
export function periodText(start: string, end: string): string {
  const first = new Date(`${start.slice(0, 10)}T00:00:00Z`);
  const ends = new Date(end);
  const last = new Date(Date.UTC(ends.getUTCFullYear(), ends.getUTCMonth(), ends.getUTCDate() - 1));
  return formatDayRange(first, last < first ? first : last);
}

/** A month, YYYY-MM, as the reader writes it: "November 2026", "novembre 2026". */
export const monthText = (month: string): string => formatMonth(month);

/** A document's cause in the language being written. */
export function causeText(cause: DocumentCause): string {
  switch (cause.kind) {
    case 'order':
      return m.cause_order({ number: cause.orderNumber });
    case 'change': {
      const period = periodText(cause.periodStart, cause.periodEnd);
      const change = configurationChange(cause.from, cause.to);
      return change
        ? m.cause_change({ cluster: cause.cluster, change, period })
        : m.cause_change_period({ cluster: cause.cluster, period });
    }
    case 'renewal': {
      const period = periodText(cause.periodStart, cause.periodEnd);
      const subject = cause.subject;
      if (subject.kind === 'cluster') return m.cause_renewal_cluster({ cluster: subject.name, period });
      if (subject.kind === 'product') return m.cause_renewal_product({ product: subject.name, period });
      return m.cause_renewal_support({ plan: subject.plan, period });
    }
    case 'month_end':
      return m.cause_month_end({ month: monthText(cause.month) });
    case 'order_refund':
      return m.cause_order_refund({ number: cause.orderNumber });
    case 'cluster_lowered': {
      const change = cause.from && cause.to ? configurationChange(cause.from, cause.to) : null;
      return change
        ? m.cause_cluster_lowered({ cluster: cause.cluster, change })
        : m.cause_cluster_lowered_plain({ cluster: cause.cluster });
    }
    case 'cluster_deleted':
      return m.cause_cluster_deleted({ cluster: cause.cluster });
    case 'support_cancelled':
      return m.cause_support_cancelled({ plan: cause.plan });
    case 'support_lowered':
      return m.cause_support_lowered({ plan: cause.plan, to: cause.to });
  }
}

/**
 * The invoices a credit note corrects, in one sentence: "Corrects invoice INV-… of 6 Dec 2026",
 * "Corrects invoices INV-… of …, INV-… of … and …". `day` writes a date as the document does.
 */
export function correctsText(invoices: readonly InvoiceReference[], day: (iso: string) => string): string {
  const [only] = invoices;
  if (invoices.length === 1 && only) return m.cause_corrects_invoice({ number: only.number, date: day(only.issuedAt) });
  const each = invoices.map((invoice) =>
    m.cause_corrected_invoice({ number: invoice.number, date: day(invoice.issuedAt) }),
  );
  return m.cause_corrects_invoices({ invoices: new Intl.ListFormat(intlTag(), { type: 'conjunction' }).format(each) });
}
