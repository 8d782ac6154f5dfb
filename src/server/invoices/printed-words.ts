import { currentLocale, intlTag } from '../../shared/i18n/locale.ts';
import { m } from '../../shared/i18n/messages.ts';
import { formatRate } from '../../shared/vat-rate.ts';
import { formatDay } from '../../shared/format/dates.ts';

type Options = { locale?: 'en' | 'fr' };
/** Any message: each has inputs of its own, all of them strings here. */
type Message = (inputs: never, options?: Options) => string;
const say = (message: Message, inputs: Record<string, string>, options?: Options) =>
  (message as unknown as (inputs: Record<string, string>, options?: Options) => string)(inputs, options);

// The legal words an invoice is issued with (legal-mentions.ts), each with its inputs. Stored in
// English; a reader in another language reads the same sentence in theirs, with the very same
// values (dates, amounts, methods, rates) taken from the stored words.
const ISSUED_WORDS: [Message, string[]][] = [
  [m.invoice_late_payment, []],
  [m.invoice_recovery_fee, []],
  [m.invoice_no_early_discount, []],
  [m.invoice_operation_category, []],
  [m.invoice_french_vat, ['rate']],
  [m.invoice_eu_vat_standard, ['country', 'rate']],
  [m.invoice_eu_vat, ['country', 'rate']],
  [m.invoice_terms_credited, ['date']],
  [m.invoice_terms_refunded, ['method', 'date']],
  [m.invoice_terms_paid, ['date', 'method']],
  [m.invoice_terms_due, ['date']],
  // A credit note's note, and why it was issued (its `reason`, said again in turn).
  [m.invoice_credit_note_balance, ['reason']],
  [m.invoice_note_balance_paid, ['amount']],
  [m.invoice_note_balance_credited, ['amount']],
  [m.notice_credit_reason_support_cancelled, ['plan']],
  [m.notice_credit_reason_support_lowered, ['plan', 'to']],
  [m.notice_credit_reason_cluster_deleted, ['cluster']],
  [m.notice_credit_reason_cluster_lowered, ['cluster']],
  // Payment methods as issued ('Visa •••• 4242' is a name and prints as it is). The mandate first:
  // it is the longer of the two SEPA names.
  [m.invoice_method_sepa_mandate, ['last4', 'mandate']],
  [m.invoice_method_sepa, ['last4']],
  [m.invoice_method_card, ['last4']],
  [m.invoice_method_credits, []],
  [m.invoice_method_nothing, []],
];

const MARK = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English sentence as a pattern that captures its inputs: 'Due on (?<date>.+?): …'. */
function patternOf(message: Message, inputs: string[]): RegExp {
  const template = say(message, Object.fromEntries(inputs.map((name) => [name, `${MARK}${name}${MARK}`])), {
    locale: 'en',
  });
  const source = escapeRegExp(template).replace(
    new RegExp(`${MARK}(\\w+)${MARK}`, 'g'),
    (_, name: string) => `(?<${name}>.+?)`,
  );
  return new RegExp(`^${source}$`, 's');
}

/** A calendar day ('2026-11-26', or the day of an ISO moment, as stored) as the reader writes it: '26 Nov 2026', '26 nov. 2026'; anything else as it is. */
export function printedDay(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(iso) ? formatDay(iso.slice(0, 10)) : iso;
}

/** A stored rate ('20%'; '20 %' or '5.50 %' as older documents wrote it) as the reader writes it; anything else as stored. */
const printedRate = (stored: string) => {
  const number = /^(\d+(?:\.\d+)?) ?%$/.exec(stored)?.[1];
  return number === undefined ? stored : formatRate(Math.round(Number(number) * 100));
};

let patterns: [Message, RegExp][] | undefined;

/** A reason opens its sentence ('cluster … supprimé' mid-sentence in French starts a note with a capital). */
const sentenceStart = (text: string) => text.charAt(0).toLocaleUpperCase(intlTag()) + text.slice(1);

/**
 * Stored invoice words in the language being rendered: a known sentence is said again in that
 * language with the values it holds; anything else (a mention that is bilingual already, a
 * sentence of an older release) prints as stored. English words print as stored but for their
 * days, stored as ISO days and written like every other date.
 */
export function printedWords(stored: string): string {
  const english = currentLocale() === 'en';
  patterns ??= ISSUED_WORDS.map(([message, inputs]) => [message, patternOf(message, inputs)]);
  for (const [message, pattern] of patterns) {
    const match = pattern.exec(stored);
    if (!match) continue;
    const { date, reason, method, rate } = match.groups ?? {};
    if (english) return date ? say(message, { ...match.groups, date: printedDay(date) }) : stored;
    return say(message, {
      ...match.groups,
      ...(date && { date: printedDay(date) }),
      ...(reason && { reason: sentenceStart(printedWords(reason)) }),
      ...(method && { method: printedWords(method) }),
      ...(rate && { rate: printedRate(rate) }),
    });
  }
  return stored;
}
