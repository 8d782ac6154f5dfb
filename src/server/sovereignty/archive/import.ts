import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sequenceName } from '../../invoices/invoice-builder.ts';
import { createCounterRepository } from '../../store/counters.repository.ts';
import { type Row, UniqueViolation } from '../../store/db.ts';
import { createRepositories } from '../../store/repositories.ts';
import { ALL_TABLES } from '../../store/tables.ts';
import type { TableSpec } from '../../store/table-spec.ts';
import { archiveTableOf, type Restore } from './archive-tables.ts';
import { schemaProblem } from './json-schema.ts';
import {
  ARCHIVE_KIND,
  ARCHIVE_SCHEMA_VERSION,
  type ArchiveManifest,
  ArchiveRejected,
  archiveDb,
  type ArchiveServices,
} from './manifest.ts';
import { extractTarGz, MalformedTar } from './tar.ts';

/** Rows written per statement inside the one transaction. */
const BATCH = 500;

/** What an import stored. */
export type ImportResult = { organizationId: string; users: number; records: number };

const malformed = (message: string) => new ArchiveRejected('archive_malformed', message);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each JSON Lines record of a file, parsed (a line that is not a JSON object refuses the archive). */
async function* linesOf(path: string, label: string): AsyncGenerator<Record<string, unknown>> {
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Number.POSITIVE_INFINITY });
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (line === '') continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      throw malformed(`${label} line ${number} is not JSON.`);
    }
    if (!isObject(record) || typeof record.id !== 'string')
      throw malformed(`${label} line ${number} is not a record with an id.`);
    yield record;
  }
}

/** Reads and checks manifest.json: its version first, then its shape. */
async function readManifest(dir: string): Promise<ArchiveManifest> {
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'));
  } catch {
    throw malformed('The archive has no readable manifest.json.');
  }
  if (!isObject(manifest)) throw malformed('manifest.json is not an object.');
  if (manifest.schemaVersion !== ARCHIVE_SCHEMA_VERSION)
    throw new ArchiveRejected(
      'archive_schema_version',
      `This console reads archives of schema version ${ARCHIVE_SCHEMA_VERSION}, not ${JSON.stringify(manifest.schemaVersion)}.`,
    );
  if (manifest.kind !== ARCHIVE_KIND) throw malformed(`The archive is not an ${ARCHIVE_KIND}.`);
  const validFile = (f: unknown) =>
    isObject(f) &&
    typeof f.path === 'string' &&
    typeof f.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(f.sha256) &&
    Number.isSafeInteger(f.bytes);
  const validTable = (t: unknown) =>
    isObject(t) && typeof t.name === 'string' && Number.isSafeInteger(t.records) && (t.records as number) >= 0;
  if (
    typeof manifest.organizationId !== 'string' ||
    manifest.organizationId === '' ||
    typeof manifest.organizationName !== 'string' ||
    !Array.isArray(manifest.files) ||
    !manifest.files.every(validFile) ||
    !Array.isArray(manifest.tables) ||
    !manifest.tables.every(validTable)
  )
    throw malformed('manifest.json lacks organizationId, organizationName, files or tables.');
  return manifest as unknown as ArchiveManifest;
}

/**
 * Imports an organization archive into this instance, all or nothing. First it checks
 * everything: the manifest's schema version and kind, that the files are exactly those listed
 * with their sizes and SHA-256, every record against its table's schema and organization, the
 * attachments' bytes, and that neither the organization nor its members exist here. Then it
 * writes every row in one transaction, raises the document counters past the imported numbers
 * and records `organization.imported` in the organization's audit chain. Refusals throw
 * ArchiveRejected and change nothing.
 */
export async function importOrganizationArchive(services: ArchiveServices, archivePath: string): Promise<ImportResult> {
  const staging = await mkdtemp(join(tmpdir(), 'org-import-'));
  try {
    let extracted: Awaited<ReturnType<typeof extractTarGz>>;
    try {
      extracted = await extractTarGz(archivePath, staging);
    } catch (error) {
      if (error instanceof MalformedTar) throw malformed(error.message);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw malformed(`No archive at ${archivePath}.`);
      throw error;
    }
    const manifest = await readManifest(staging);
    const organizationId = manifest.organizationId;

    // The files are exactly the ones listed, each with its size and checksum.
    const onDisk = new Map(extracted.filter((f) => f.path !== 'manifest.json').map((f) => [f.path, f]));
    const listed = new Set<string>();
    for (const file of manifest.files) {
      if (listed.has(file.path)) throw malformed(`manifest.json lists ${file.path} twice.`);
      listed.add(file.path);
      const found = onDisk.get(file.path);
      if (!found) throw malformed(`${file.path} is listed in manifest.json but missing from the archive.`);
      if (found.bytes !== file.bytes || found.sha256 !== file.sha256)
        throw new ArchiveRejected('archive_checksum', `${file.path} does not match its checksum in manifest.json.`);
    }
    for (const path of onDisk.keys())
      if (!listed.has(path)) throw malformed(`${path} is in the archive but not in manifest.json.`);

    // Every table's records: known table, its schema met, this organization's rows only.
    const at = new Date().toISOString();
    const plan: { spec: TableSpec<Row>; path: string; restore: Restore | undefined }[] = [];
    // Attachment files are named `<id>-<name>`: found by each prefix ending before a dash.
    const attachmentFiles = new Map<string, string>();
    for (const { path } of manifest.files) {
      if (!/^(?:tickets\/[^/]+\/)?attachments\/[^/]+$/.test(path)) continue;
      const base = path.slice(path.lastIndexOf('/') + 1);
      for (let dash = base.indexOf('-'); dash > 0; dash = base.indexOf('-', dash + 1))
        attachmentFiles.set(base.slice(0, dash), path);
    }
    const attachmentPaths = new Map<string, string>();
    const counters = new Map<string, number>();
    const raise = (name: string, value: number) => counters.set(name, Math.max(counters.get(name) ?? 0, value));
    const emails: string[] = [];
    const usernames: string[] = [];
    let organizationRows = 0;
    let users = 0;
    const seenTables = new Set<string>();
    for (const table of manifest.tables) {
      const spec = ALL_TABLES.find((t) => t.name === table.name);
      if (!spec) throw malformed(`The archive holds a table this console does not know: ${table.name}.`);
      if (seenTables.has(table.name)) throw malformed(`manifest.json lists the table ${table.name} twice.`);
      seenTables.add(table.name);
      const path = `data/${table.name}.jsonl`;
      const schemaPath = `schemas/${table.name}.schema.json`;
      if (!listed.has(path) || !listed.has(schemaPath)) throw malformed(`The table ${table.name} lacks its files.`);
      let schema: unknown;
      try {
        schema = JSON.parse(await readFile(join(staging, schemaPath), 'utf8'));
      } catch {
        throw malformed(`${schemaPath} is not JSON.`);
      }
      if (!isObject(schema)) throw malformed(`${schemaPath} is not a JSON Schema.`);
      let records = 0;
      for await (const row of linesOf(join(staging, path), path)) {
        const id = row.id as string;
        records += 1;
        const problem = schemaProblem(schema, row);
        if (problem) throw malformed(`${path} line ${records}: ${problem}.`);
        if ('organizationId' in row && row.organizationId !== organizationId)
          throw malformed(`${path} holds a row of another organization.`);
        if ((spec.name === 'organizations' || spec.name === 'audit_chains') && row.id !== organizationId)
          throw malformed(`${path} holds another organization.`);
        if (spec.name === 'organizations') organizationRows += 1;
        if (spec.name === 'users') {
          users += 1;
          emails.push(String(row.email));
          usernames.push(String(row.username));
        }
        if (spec.name === 'invoices') {
          const number = /^(INV|CN)-(\d{4})-(\d+)$/.exec(String(row.number));
          if (number) raise(sequenceName(number[1] as 'INV' | 'CN', Number(number[2])), Number(number[3]));
        }
        if (spec.name === 'orders') {
          const number = /^ORD-(\d{4})-(\d+)$/.exec(String(row.number));
          if (number) raise(`order-${number[1]}`, Number(number[2]));
        }
        if (spec.name === 'custom_solutions') {
          const number = /^CS-(\d{4})-(\d+)$/.exec(String(row.reference));
          if (number) raise(`custom-solution-${number[1]}`, Number(number[2]));
        }
        if (spec.name === 'attachments') {
          const file = attachmentFiles.get(id);
          if (!file) throw malformed(`The file of attachment ${id} is missing.`);
          const bytes = await readFile(join(staging, file));
          if (createHash('sha256').update(bytes).digest('hex') !== row.sha256)
            throw new ArchiveRejected('archive_checksum', `${file} is not the file its record describes.`);
          attachmentPaths.set(id, file);
        }
      }
      if (records !== table.records) throw malformed(`${path} holds ${records} records, not ${table.records}.`);
      plan.push({ spec, path, restore: archiveTableOf(spec)?.restore });
    }
    if (organizationRows !== 1) throw malformed('The archive does not hold its organization.');

    // Only into an instance that has neither the organization nor its members.
    const { repositories } = services;
    const taken = async () => {
      if (await repositories.organizations.findById(organizationId)) return `The organization ${organizationId}`;
      for (const email of emails) if (await repositories.users.findByEmail(email)) return `A user with ${email}`;
      for (const name of usernames) if (await repositories.users.findByUsername(name)) return `The user ${name}`;
      return undefined;
    };
    const present = await taken();
    if (present) throw new ArchiveRejected('archive_not_empty', `${present} already exists in this instance.`);

    // Everything in one transaction, in the order of the store's tables.
    const order = (name: string) => ALL_TABLES.findIndex((t) => t.name === name);
    plan.sort((a, b) => order(a.spec.name) - order(b.spec.name));
    let records = 0;
    try {
      await archiveDb(services).transaction(async (tx) => {
        for (const { spec, path, restore } of plan) {
          if (!restore) continue;
          const collection = tx.collection(spec);
          let batch: Row[] = [];
          for await (const row of linesOf(join(staging, path), path)) {
            const restored = restore(row, at);
            const file = spec.name === 'attachments' ? attachmentPaths.get(row.id as string) : undefined;
            if (file) restored.dataBase64 = (await readFile(join(staging, file))).toString('base64');
            batch.push(restored as Row);
            if (batch.length >= BATCH) {
              records += await collection.insertMany(batch);
              batch = [];
            }
          }
          if (batch.length > 0) records += await collection.insertMany(batch);
        }
        const sequences = createCounterRepository(tx);
        for (const [name, value] of counters) await sequences.raise(name, value);
        await createRepositories(tx, repositories.hooks).audit.append({
          id: randomUUID(),
          at: new Date().toISOString(),
          actorId: null,
          action: 'organization.imported',
          result: 'success',
          ip: '',
          userAgent: '',
          // When the archive was made: the entries before this one come from it.
          detail: String(manifest.exportedAt),
          organizationId,
          targetType: 'organization',
          targetId: organizationId,
        });
      });
    } catch (error) {
      if (error instanceof UniqueViolation)
        throw new ArchiveRejected(
          'archive_not_empty',
          `A ${error.table} record of the archive already exists in this instance.`,
        );
      throw error;
    }
    return { organizationId, users, records };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
