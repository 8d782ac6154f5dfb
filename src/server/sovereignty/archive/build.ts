import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { auditExportEntry } from '../../audit/audit-export.ts';
import { auditEventsTable } from '../../audit/audit.repository.ts';
import { attachmentsTable } from '../../attachments/attachments.repository.ts';
import { withLocale } from '../../i18n/request-locale.ts';
import { hasEInvoice } from '../../invoices/invoice-pdf.ts';
import { invoicesTable } from '../../invoices/invoices.repository.ts';
import { InvoiceService } from '../../invoices/invoices.service.ts';
import { toCsv } from '../../platform/csv.ts';
import type { Cursor, Db, Row } from '../../store/db.ts';
import { ALL_TABLES } from '../../store/tables.ts';
import type { TableSpec } from '../../store/table-spec.ts';
import type { UsageDayRecord } from '../../usage/usage.repository.ts';
import type { AttachmentRecord } from '../../../shared/attachments/attachments.schemas.ts';
import type { AuditEventRecord } from '../../../shared/audit/audit.schemas.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locale.ts';
import type { InvoiceRecord } from '../../../shared/invoices/invoices.schemas.ts';
import type { TicketRecord } from '../../../shared/tickets/tickets.schemas.ts';
import { ArchiveFileWriter, type ManifestFile, safeFileName, writeArchiveFile } from './archive-files.ts';
import { type ArchiveTable, archiveTableOf, EXCLUDED_TABLES, exportedRow, type RowSource } from './archive-tables.ts';
import { SchemaLearner } from './json-schema.ts';
import {
  ARCHIVE_KIND,
  ARCHIVE_SCHEMA_VERSION,
  type ArchiveManifest,
  type ArchiveProgress,
  archiveDb,
  type ArchiveServices,
  type BuiltArchive,
} from './manifest.ts';
import { archiveReadme } from './readme.ts';
import { writeTarGz } from './tar.ts';

/** Rows read per query: memory holds one page, whatever the organization's size. */
const PAGE = 500;

/**
 * Options of a build: who asked (manifest), the language the invoice PDFs are printed in, and the
 * carbon footprint CSV since a date (ISO; the organization's creation), when the caller has it.
 */
export type BuildOptions = {
  exportedBy?: string | null;
  locale?: Locale;
  footprint?: (since: string) => Promise<string>;
};

/** What later tables are found from: the members, clusters and webhook endpoints seen. */
type Found = { users: string[]; clusters: string[]; endpoints: string[] };

/** Every row of one source, a page at a time, oldest first. */
async function* pagesOf(db: Db, spec: TableSpec<Row>, source: RowSource, organizationId: string, found: Found) {
  const collection = db.collection(spec);
  if (source.by === 'id') {
    const row = await collection.get(organizationId);
    if (row) yield [row];
    return;
  }
  const keys = source.by === 'index' ? [organizationId] : found[source.of];
  for (const key of keys) {
    let after: Cursor | undefined;
    for (;;) {
      const page = await collection.list({ where: { [source.index]: key }, direction: 'asc', after, limit: PAGE });
      if (page.length > 0) yield page;
      const last = page.at(-1);
      if (page.length < PAGE || !last) break;
      after = { order: spec.order.key(last), id: last.id };
    }
  }
}

/** True when the row is this organization's (rows that name an organization must name it). */
const belongs = (row: Row, organizationId: string) =>
  !('organizationId' in row) || (row as { organizationId: unknown }).organizationId === organizationId;

// Tables whose rows later tables are found from come first.
const FIRST = ['organizations', 'users', 'clusters', 'webhook_endpoints', 'tickets'];

/**
 * Builds the organization's archive as a .tar.gz in `outDir` (data, schemas, documents, ticket
 * files, audit log, hourly usage, README and manifest), reporting progress. Reads a page at a
 * time and writes each file as it goes; a staging folder in `outDir` is removed at the end.
 */
export async function buildOrganizationArchive(
  services: ArchiveServices,
  organizationId: string,
  outDir: string,
  onProgress: (p: ArchiveProgress) => void | Promise<void>,
  options: BuildOptions = {},
): Promise<BuiltArchive> {
  const { repositories } = services;
  const db = archiveDb(services);
  const organization = await repositories.organizations.findById(organizationId);
  if (!organization) throw new Error(`No organization ${organizationId}.`);
  const exportedAt = new Date().toISOString();
  const exporter = options.exportedBy ? await repositories.users.findById(options.exportedBy) : undefined;
  const locale = options.locale ?? exporter?.preferences.language ?? DEFAULT_LOCALE;
  const invoices = new InvoiceService(repositories.invoices);

  const specs = [...ALL_TABLES]
    .map((spec) => ({ spec, table: archiveTableOf(spec) }))
    .filter((t): t is { spec: TableSpec<Row>; table: ArchiveTable } => t.table !== undefined)
    .sort((a, b) => rank(a.spec.name) - rank(b.spec.name));
  const documents = await db.collection(invoicesTable).count({ organization: organizationId });
  const files = await db.collection(attachmentsTable).count({ organization: organizationId });
  const total = specs.length + documents + files + 3;
  let done = 0;
  let told = { percent: -1, step: '' };
  // Told when the step or the whole percentage changes: a hundred documents are not a hundred writes.
  const progress = async (step: string, steps = 1) => {
    done = Math.min(done + steps, total);
    const percent = Math.floor((done * 100) / total);
    if (percent === told.percent && step === told.step) return;
    told = { percent, step };
    await onProgress({ done, total, step });
  };
  await onProgress({ done: 0, total, step: 'start' });

  await mkdir(outDir, { recursive: true });
  const staging = await mkdtemp(join(outDir, '.archive-'));
  try {
    const written: ManifestFile[] = [];
    const tables: ArchiveManifest['tables'] = [];
    const redacted: Record<string, string[]> = {};
    const found: Found = { users: [], clusters: [], endpoints: [] };
    const names = new Map<string, string>();
    const clusterNames = new Map<string, string>();
    const ticketOfAttachment = new Map<string, string>();

    for (const { spec, table } of specs) {
      const data = await ArchiveFileWriter.open(staging, `data/${spec.name}.jsonl`);
      const learner = new SchemaLearner();
      const left = new Set(table.redact);
      const usage = spec.name === 'usage_days' ? await UsageCsv.open(staging, clusterNames) : undefined;
      try {
        for await (const page of pagesOf(db, spec, table.source, organizationId, found)) {
          for (const row of page) {
            if (!belongs(row, organizationId)) continue;
            const out = exportedRow(table, row);
            for (const field of out.redacted) left.add(field);
            learner.add(out.row);
            await data.line(out.row);
            await remember(spec.name, row);
            if (spec.name === 'invoices') {
              written.push(...(await documentsOf(row as unknown as InvoiceRecord)));
              await progress(`documents`);
            }
            if (spec.name === 'attachments') {
              written.push(await attachmentFile(row as unknown as AttachmentRecord));
              await progress('attachments');
            }
            if (usage) await usage.add(row as unknown as UsageDayRecord);
          }
        }
      } catch (error) {
        await data.abandon();
        await usage?.abandon();
        throw error;
      }
      written.push(await data.close(true));
      if (usage) written.push(await usage.close());
      const schema = learner.schema({
        id: `schemas/${spec.name}.schema.json`,
        title: spec.name,
        description: `One record of the ${spec.name} table per line of data/${spec.name}.jsonl, ordered by ${spec.order.column}.`,
      });
      written.push(
        await writeArchiveFile(staging, `schemas/${spec.name}.schema.json`, `${JSON.stringify(schema, null, 2)}\n`),
      );
      tables.push({ name: spec.name, records: data.records, restored: table.restore !== undefined });
      if (left.size > 0) redacted[spec.name] = [...left].sort();
      await progress(`table ${spec.name}`);
    }

    // The audit log as the organization's audit export gives it, oldest first.
    const audit = await ArchiveFileWriter.open(staging, 'audit/audit.jsonl');
    let after: Cursor | undefined;
    for (;;) {
      const page = (await db
        .collection(auditEventsTable)
        .list({ where: { organization: organizationId }, direction: 'asc', after, limit: PAGE })) as AuditEventRecord[];
      for (const entry of page)
        await audit.line(auditExportEntry(entry, entry.actorId ? (names.get(entry.actorId) ?? null) : null));
      const last = page.at(-1);
      if (page.length < PAGE || !last) break;
      after = { order: last.at, id: last.id };
    }
    written.push(await audit.close(true));
    await progress('audit');

    if (options.footprint)
      written.push(
        await writeArchiveFile(staging, 'carbon/footprint.csv', await options.footprint(organization.createdAt)),
      );

    written.push(
      await writeArchiveFile(
        staging,
        'README.txt',
        archiveReadme({ organizationName: organization.companyName, organizationId, exportedAt }),
      ),
    );
    const manifest: ArchiveManifest = {
      schemaVersion: ARCHIVE_SCHEMA_VERSION,
      kind: ARCHIVE_KIND,
      organizationId,
      organizationName: organization.companyName,
      exportedAt,
      exportedBy: options.exportedBy ?? null,
      tables,
      redacted,
      excludedTables: { ...EXCLUDED_TABLES },
      files: written,
    };
    await writeArchiveFile(staging, 'manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
    await progress('manifest');

    const stamp = exportedAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    const fileName = `organization-${safeFileName(organizationId, 80)}-${stamp}.tar.gz`;
    const path = join(outDir, fileName);
    const partial = join(staging, 'archive.partial');
    const packed = await writeTarGz(
      staging,
      ['manifest.json', ...written.map((f) => f.path)],
      partial,
      Date.parse(exportedAt),
    );
    await rename(partial, path);
    await progress('done');
    return { fileName, bytes: packed.bytes, sha256: packed.sha256, path };

    async function remember(table: string, row: Row) {
      if (table === 'users') {
        found.users.push(row.id);
        names.set(row.id, (row as unknown as { name: string }).name);
      } else if (table === 'clusters') {
        found.clusters.push(row.id);
        clusterNames.set(row.id, (row as unknown as { name: string }).name);
      } else if (table === 'webhook_endpoints') found.endpoints.push(row.id);
      else if (table === 'tickets') {
        for (const message of (row as unknown as TicketRecord).messages)
          for (const file of message.attachments ?? []) ticketOfAttachment.set(file.id, row.id);
      }
    }

    // The PDF and XML the invoice downloads serve, by the same service.
    async function documentsOf(invoice: InvoiceRecord): Promise<ManifestFile[]> {
      const folder = invoice.kind === 'credit_note' ? 'documents/credit-notes' : 'documents/invoices';
      const base = `${folder}/${safeFileName(invoice.number, 80)}`;
      const pdf = await withLocale(locale, () => invoices.pdf(organizationId, invoice.id));
      const out = [await writeArchiveFile(staging, `${base}.pdf`, pdf.bytes)];
      if (hasEInvoice(invoice)) {
        const xml = await withLocale(locale, () => invoices.xml(organizationId, invoice.id));
        out.push(await writeArchiveFile(staging, `${base}.xml`, xml.bytes));
      }
      return out;
    }

    async function attachmentFile(file: AttachmentRecord): Promise<ManifestFile> {
      const ticket = ticketOfAttachment.get(file.id);
      const name = `${file.id}-${safeFileName(file.name)}`;
      const path = ticket ? `tickets/${safeFileName(ticket, 80)}/attachments/${name}` : `attachments/${name}`;
      return writeArchiveFile(staging, path, Buffer.from(file.dataBase64, 'base64'));
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function rank(name: string): number {
  const first = FIRST.indexOf(name);
  return first === -1 ? FIRST.length + ALL_TABLES.findIndex((t) => t.name === name) : first;
}

/** usage/hourly.csv: one row per cluster, hour and metric with a value. */
class UsageCsv {
  #file: ArchiveFileWriter;
  #clusters: ReadonlyMap<string, string>;

  private constructor(file: ArchiveFileWriter, clusters: ReadonlyMap<string, string>) {
    this.#file = file;
    this.#clusters = clusters;
  }

  static async open(root: string, clusters: ReadonlyMap<string, string>): Promise<UsageCsv> {
    const csv = new UsageCsv(await ArchiveFileWriter.open(root, 'usage/hourly.csv'), clusters);
    await csv.#file.write(toCsv([['cluster_id', 'cluster_name', 'hour_utc', 'metric', 'quantity', 'unit']]));
    return csv;
  }

  async add(day: UsageDayRecord): Promise<void> {
    const rows: string[][] = [];
    const name = this.#clusters.get(day.clusterId) ?? '';
    for (let hour = 0; hour < 24; hour += 1) {
      const at = `${day.day}T${String(hour).padStart(2, '0')}:00:00Z`;
      const nodeHours = day.nodeHours[hour] ?? 0;
      if (nodeHours !== 0) rows.push([day.clusterId, name, at, 'node_hours', String(nodeHours), 'node-hour']);
      for (const [kind, costs] of Object.entries(day.kinds)) {
        const cost = costs?.[hour] ?? 0;
        if (cost !== 0) rows.push([day.clusterId, name, at, `cost_${kind}`, String(cost), 'micro-usd']);
      }
      const prepaid = day.prepaidHours[hour] ?? 0;
      if (prepaid !== 0) rows.push([day.clusterId, name, at, 'prepaid', String(prepaid), 'micro-usd']);
    }
    if (rows.length > 0) await this.#file.write(toCsv(rows));
  }

  close(): Promise<ManifestFile> {
    return this.#file.close();
  }

  abandon(): Promise<void> {
    return this.#file.abandon();
  }
}
