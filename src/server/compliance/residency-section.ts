import type { ClusterResidencyAnswer, ResidencyRegion } from '../../shared/residency/residency.schemas.ts';
import type { PersonalDataKind, SubprocessorPurpose } from '../../shared/residency/subprocessors.ts';
import { intlTag } from '../../shared/i18n/locale.ts';
import { m } from '../../shared/i18n/messages.ts';

/** The pack's "Where your data lives": the same statement as GET /api/clusters/{id}/residency. */
export type ResidencyPackSection = ClusterResidencyAnswer;

const country = (code: string) => {
  try {
    return new Intl.DisplayNames([intlTag()], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};
const region = (r: ResidencyRegion) =>
  m.compliance_residency_region({
    name: r.name,
    id: r.id,
    city: r.city,
    country: country(r.country),
    jurisdiction: r.jurisdiction,
  });

const PURPOSES: Record<SubprocessorPurpose, () => string> = {
  email_delivery: m.compliance_residency_purpose_email,
  payments: m.compliance_residency_purpose_payments,
  exchange_rates: m.compliance_residency_purpose_exchange_rates,
};
const DATA: Record<PersonalDataKind, () => string> = {
  names_and_email_addresses: m.compliance_residency_data_names_emails,
  message_content: m.compliance_residency_data_messages,
  card_details: m.compliance_residency_data_cards,
  none: m.compliance_residency_data_none,
};

/** The section as label/value lines, in the request's language. */
export function residencyLines(section: ResidencyPackSection): [string, string][] {
  const { cluster } = section;
  return [
    [m.compliance_residency_cluster_data(), region(cluster.region)],
    [
      m.compliance_residency_backups(),
      cluster.backups.region
        ? m.compliance_residency_backups_in({ region: region(cluster.backups.region) })
        : m.compliance_residency_no_backups(),
    ],
    [m.compliance_residency_console(), region(section.console.region)],
    ...section.subprocessors.map((s): [string, string] => [
      PURPOSES[s.purpose](),
      m.compliance_residency_subprocessor({
        operator: s.host ?? m.compliance_residency_in_house(),
        country: country(s.country),
        data: s.personalData.map((kind) => DATA[kind]()).join(', '),
      }),
    ]),
  ];
}
