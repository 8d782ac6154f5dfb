import PDFDocument from 'pdfkit';
import { FONTS } from '../invoices/pdf-fonts.ts';
import { registrationLine, seller, sellerAddressLines } from '../invoices/seller.ts';
import type { CompliancePack, PackEntry } from './compliance-pack.ts';

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The compliance pack as a PDF (DejaVu Sans, so every European name prints as written). */
export function renderCompliancePackPdf(pack: CompliancePack): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Compliance pack — ${pack.cluster.name}`, Author: seller().legalName }, compress: true });
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
    doc.font('bold').fontSize(10).fillColor('#000').text(`${label}: `, 50, doc.y, { width, continued: true });
    doc.font('regular').text(value);
  };
  const paragraph = (text: string) => doc.font('regular').fontSize(10).fillColor('#000').text(text, 50, doc.y, { width });
  const entries = (list: PackEntry[], empty: string) => {
    if (list.length === 0) return paragraph(empty);
    for (const e of list) {
      doc.font('regular').fontSize(9).fillColor('#000').text(`${when(e.at)} — ${e.who} — ${e.what}`, 60, doc.y, { width: width - 10 });
    }
    return doc;
  };

  doc.font('bold').fontSize(20).text(`Compliance pack: ${pack.cluster.name}`, 50, 50, { width });
  doc.font('regular').fontSize(9).fillColor('#444');
  doc.text(`Generated ${when(pack.generatedAt)} for GDPR, HDS and CISPE audits. Cluster ${pack.cluster.id}, ${pack.cluster.tier}, Kubernetes ${pack.cluster.kubernetesVersion}, created ${when(pack.cluster.createdAt)}, now ${pack.cluster.status}.`, { width });
  if (pack.cluster.testCluster) doc.text('This is a provider test cluster: it was created without an order and is not billed.', { width });

  heading('1. Data location and jurisdiction');
  line('Provider', `${pack.location.provider} (${pack.location.managedService})`);
  line('Region', `${pack.location.region}, ${pack.location.city}, ${pack.location.country}`);
  line('Jurisdiction', pack.location.jurisdiction);
  line('Sovereign provider', yesNo(pack.location.sovereignProvider));
  line('Sovereign region', yesNo(pack.location.sovereignRegion));
  paragraph(pack.location.statement);

  heading('2. Provider certifications');
  paragraph(pack.certifications.length > 0 ? pack.certifications.join(', ') : 'The provider declares no certification.');

  heading('3. Who holds credentials');
  if (pack.credentials.holders.length === 0) paragraph('No kubeconfig has been issued for this cluster.');
  for (const h of pack.credentials.holders) {
    const state = h.state === 'revoked' ? `revoked ${when(h.revokedAt)}` : h.state;
    doc.font('regular').fontSize(9).text(`${h.holder} — issued ${when(h.issuedAt)}, expires ${when(h.expiresAt)}, last used ${when(h.lastUsedAt)} — ${state}`, 60, doc.y, { width: width - 10 });
  }
  doc.moveDown(0.5);
  doc.font('bold').fontSize(10).text('Every issue, revocation and use of a kubeconfig', 50, doc.y, { width });
  entries(pack.credentials.events, 'No credential event.');

  heading('4. Administrative access');
  doc.font('bold').fontSize(10).text('Actions by our operators on this cluster', 50, doc.y, { width });
  entries(pack.adminAccess.operatorActions, 'None: no one outside your organization acted on this cluster.');
  doc.moveDown(0.5);
  doc.font('bold').fontSize(10).text('Changes made by members of your organization', 50, doc.y, { width });
  entries(pack.adminAccess.memberChanges, 'None.');

  doc.moveDown(1.5);
  doc.font('regular').fontSize(8).fillColor('#555');
  doc.text(`${seller().legalName} — ${sellerAddressLines(seller()).join(', ')} — ${registrationLine(seller())}`, 50, doc.y, { width });
  doc.end();
  return done;
}
