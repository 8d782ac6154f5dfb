import type { ResidencyRegion } from '../../../../shared/residency/residency.schemas.ts';
import type {
  PersonalDataKind,
  Subprocessor,
  SubprocessorPurpose,
} from '../../../../shared/residency/subprocessors.ts';
import { currentLocale } from '../../../../shared/i18n/locale.ts';
import { m } from '../../../../shared/i18n/messages.ts';

/** A country's name in the page's language ("France"), or its code when the browser knows none. */
export function countryLabel(code: string): string {
  try {
    return new Intl.DisplayNames([currentLocale()], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Paris 1 — Paris, France (EU, sovereign)". */
export function regionLabel(region: ResidencyRegion): string {
  return m.account_residency_region({
    name: region.name,
    city: region.city,
    country: countryLabel(region.country),
    jurisdiction: region.jurisdiction,
  });
}

const PURPOSES: Record<SubprocessorPurpose, () => string> = {
  email_delivery: m.account_residency_purpose_email,
  payments: m.account_residency_purpose_payments,
  exchange_rates: m.account_residency_purpose_exchange_rates,
};

const DATA: Record<PersonalDataKind, () => string> = {
  names_and_email_addresses: m.account_residency_data_names_emails,
  message_content: m.account_residency_data_messages,
  card_details: m.account_residency_data_cards,
  none: m.account_residency_data_none,
};

export const purposeLabel = (purpose: SubprocessorPurpose) => PURPOSES[purpose]();
export const personalDataLabel = (kinds: readonly PersonalDataKind[]) => kinds.map((k) => DATA[k]()).join(', ');

/** Who does the work: the outside host, or the console itself. */
export const operatorLabel = (subprocessor: Subprocessor) => subprocessor.host ?? m.account_residency_in_house();
