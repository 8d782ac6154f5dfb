import PDFDocument from 'pdfkit';
import { FONTS } from '../invoices/pdf-fonts.ts';
import { registrationLine, seller, sellerAddressLines } from '../invoices/seller.ts';
import { m } from '../../shared/i18n/messages.ts';
import { intlTag } from '../../shared/i18n/locale.ts';
import type { CompliancePack, CredentialHolder, PackEntry } from './compliance-pack.ts';
import { residencyLines } from './residency-section.ts';
import { METHOD_PAGE_PATH } from '../../shared/carbon/factors.ts';
import { formatFootprintMonth, formatGrams, formatKg, formatQuantity } from '../../shared/carbon/format.ts';
import { formatNumber } from '../../shared/format/numbers.ts';

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');
const yesNo = (value: boolean) => (value ? m.compliance_yes() : m.compliance_no());

/** The cluster's status as the pack prints it (the value itself stays in the JSON pack). */
const STATUS_LABELS: Record<string, () => string> = {
  pending: m.compliance_status_pending,
  provisioning: m.compliance_status_provisioning,
  running: m.compliance_status_running,
  updating: m.compliance_status_updating,
  deleting: m.compliance_status_deleting,
  deleted: m.compliance_status_deleted,
  failed: m.compliance_status_failed,
};
const statusLabel = (status: string) => STATUS_LABELS[status]?.() ?? status;

const stateLabel = (h: CredentialHolder) =>
  h.state === 'revoked'
    ? m.compliance_state_revoked({ at: when(h.revokedAt) })
    : h.state === 'expired'
      ? m.compliance_state_expired()
      : m.compliance_state_active();

/** The compliance pack as a PDF (DejaVu Sans, so every European name prints as written), in the request's language. */
export function renderCompliancePackPdf(pack: CompliancePack): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: intlTag(),
    info: { Title: m.compliance_pdf_info_title({ name: pack.cluster.name }), Author: seller().legalName },
    compress: true,
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = 495;
  const heading = (text: string) => {
    doc.moveDown(1);
    doc.font('bold').fontSize(13).fillColor('#000').text(text, 50, doc.y, { width });
    doc.moveDown(0.3);
  };
  const line = (label: string, value: string) => {
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#000')
      .text(m.compliance_label_value({ label }), 50, doc.y, { width, continued: true });
    doc.font('regular').text(value);
  };
  const paragraph = (text: string) =>
    doc.font('regular').fontSize(10).fillColor('#000').text(text, 50, doc.y, { width });
  const entries = (list: PackEntry[], empty: string) => {
    if (list.length === 0) return paragraph(empty);
    for (const e of list) {
      doc
        .font('regular')
        .fontSize(9)
        .fillColor('#000')
        .text(`${when(e.at)} — ${e.who} — ${e.what}`, 60, doc.y, { width: width - 10 });
    }
    return doc;
  };

  doc
    .font('bold')
    .fontSize(20)
    .text(m.compliance_title({ name: pack.cluster.name }), 50, 50, { width });
  doc.font('regular').fontSize(9).fillColor('#444');
  doc.text(
    m.compliance_generated({
      generated: when(pack.generatedAt),
      id: pack.cluster.id,
      tier: pack.cluster.tier,
      version: pack.cluster.kubernetesVersion,
      created: when(pack.cluster.createdAt),
      status: statusLabel(pack.cluster.status),
    }),
    { width },
  );
  if (pack.cluster.testCluster) doc.text(m.compliance_test_cluster(), { width });

  heading(m.compliance_section_location());
  line(m.compliance_provider(), `${pack.location.provider} (${pack.location.managedService})`);
  line(m.compliance_region(), `${pack.location.region}, ${pack.location.city}, ${pack.location.country}`);
  line(m.compliance_jurisdiction(), pack.location.jurisdiction);
  line(m.compliance_sovereign_provider(), yesNo(pack.location.sovereignProvider));
  line(m.compliance_sovereign_region(), yesNo(pack.location.sovereignRegion));
  paragraph(pack.location.statement);

  if (pack.residency) {
    heading(m.compliance_section_residency());
    for (const [label, value] of residencyLines(pack.residency)) line(label, value);
  }

  heading(m.compliance_section_certifications());
  paragraph(pack.certifications.length > 0 ? pack.certifications.join(', ') : m.compliance_no_certification());

  heading(m.compliance_section_credentials());
  if (pack.credentials.holders.length === 0) paragraph(m.compliance_no_kubeconfig());
  for (const h of pack.credentials.holders) {
    const text = m.compliance_holder({
      holder: h.holder,
      issued: when(h.issuedAt),
      expires: when(h.expiresAt),
      used: when(h.lastUsedAt),
      state: stateLabel(h),
    });
    doc
      .font('regular')
      .fontSize(9)
      .text(text, 60, doc.y, { width: width - 10 });
  }
  doc.moveDown(0.5);
  doc.font('bold').fontSize(10).text(m.compliance_credential_events(), 50, doc.y, { width });
  entries(pack.credentials.events, m.compliance_no_credential_event());

  heading(m.compliance_section_admin());
  doc.font('bold').fontSize(10).text(m.compliance_operator_actions(), 50, doc.y, { width });
  entries(pack.adminAccess.operatorActions, m.compliance_no_operator_action());
  doc.moveDown(0.5);
  doc.font('bold').fontSize(10).text(m.compliance_member_changes(), 50, doc.y, { width });
  entries(pack.adminAccess.memberChanges, m.compliance_none());

  const carbon = pack.carbon;
  if (carbon) {
    heading(m.compliance_section_carbon());
    for (const [label, month] of [
      [m.compliance_carbon_last_month, carbon.lastMonth],
      [m.compliance_carbon_month_to_date, carbon.monthToDate],
    ] as const)
      line(
        label({ month: formatFootprintMonth(month.month) }),
        m.compliance_carbon_line({
          kg: formatKg(month.grams),
          grams: formatGrams(month.grams),
          nodeHours: formatQuantity(month.nodeHours),
          kWh: formatQuantity(month.kWh),
        }),
      );
    paragraph(
      m.compliance_carbon_factors({
        pue: formatNumber(carbon.monthToDate.pue),
        grid: formatNumber(carbon.monthToDate.gridIntensity),
        country: carbon.monthToDate.country,
      }),
    );
    paragraph(m.compliance_carbon_method({ path: METHOD_PAGE_PATH }));
  }

  doc.moveDown(1.5);
  doc.font('regular').fontSize(8).fillColor('#555');
  doc.text(
    `${seller().legalName} — ${sellerAddressLines(seller()).join(', ')} — ${registrationLine(seller())}`,
    50,
    doc.y,
    { width },
  );
  doc.end();
  return done;
}
