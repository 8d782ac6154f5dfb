import { withLocale } from '../i18n/request-locale.ts';
import type { CreditReason, LedgerText } from '../../shared/billing/credits.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import { formatMinorUnits } from '../../shared/money.ts';
import { formatRate } from '../../shared/vat-rate.ts';
import { formatMonth } from '../../shared/format/dates.ts';

/** Why a credit note credited the balance, in the language being written. */
export function creditReasonText(reason: CreditReason): string {
  switch (reason.key) {
    case 'support_cancelled':
      return m.notice_credit_reason_support_cancelled({ plan: reason.plan });
    case 'support_lowered':
      return m.notice_credit_reason_support_lowered({ plan: reason.plan, to: reason.to });
    case 'cluster_deleted':
      return m.notice_credit_reason_cluster_deleted({ cluster: reason.cluster });
    case 'cluster_lowered':
      return m.notice_credit_reason_cluster_lowered({ cluster: reason.cluster });
  }
}

/** A ledger entry's description in the language being written (the reader's, when read), its months written by `month`. */
export function ledgerText(text: LedgerText, month: (yearMonth: string) => string = formatMonth): string {
  switch (text.key) {
    case 'applied':
      return m.notice_ledger_applied({ number: text.invoice });
    case 'unused_prepaid':
      return m.notice_ledger_unused_prepaid({ cluster: text.cluster, month: month(text.month) });
    case 'credits_returned':
      return m.notice_ledger_credits_returned({ creditNote: text.creditNote, order: text.order });
    case 'credit_note':
      return m.notice_ledger_credit_note({ number: text.number, reason: creditReasonText(text.reason) });
    case 'paid_back':
      return text.leaving
        ? m.notice_ledger_paid_back_leaving({ method: text.method })
        : m.notice_ledger_paid_back({ method: text.method });
    case 'payback_returned':
      return m.notice_ledger_payback_returned({ method: text.method });
    case 'vat_correction':
      return m.notice_ledger_vat_correction({
        rate: formatRate(text.rateBp),
        held: formatMinorUnits(text.held, text.currency),
      });
  }
}

/** What a ledger entry stores: its description in English, as always, and the data to say it again. */
export const storedLedgerText = (text: LedgerText): { description: string; text: LedgerText } => ({
  // Stored as it always was, its month as 'YYYY-MM'.
  description: withLocale('en', () => ledgerText(text, (yearMonth) => yearMonth)),
  text,
});

/** An entry's description for its reader: said again in their language when stored as data. */
export const ledgerDescription = (entry: { description: string; text?: LedgerText }): string =>
  entry.text ? ledgerText(entry.text) : entry.description;
