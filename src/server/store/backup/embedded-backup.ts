import { mkdtemp, readFile, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StoreCorruptError, writeFileDurably } from '../durable-file.ts';
import { embeddedMigrations } from '../embedded/migrations.ts';
import { loadSnapshot } from '../embedded/snapshot.ts';

const ATTEMPTS = 20;

async function readOrEmpty(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

/** The sequence numbers of a journal's complete lines (a last line being written is not one). */
function sequences(journal: string): number[] {
  const lines = journal.split('\n');
  lines.pop();
  return lines.flatMap((line) => {
    try {
      return [(JSON.parse(line) as { s: number }).s];
    } catch {
      return [];
    }
  });
}

/**
 * A consistent copy of an embedded store that a running console keeps writing to. Files are
 * read in the order the store replaces them (snapshot, then the journal set aside by a
 * compaction, then the current journal); every acknowledged write is in one of them, on disk,
 * before it is acknowledged. The copy is good when the journal lines after the snapshot's
 * sequence number follow each other without a gap; a compaction between two reads leaves a
 * gap, and the files are read again. Returns the store as one snapshot document (JSON text).
 */
export async function backupEmbedded(dataDir: string): Promise<{ text: string; tables: number; rows: number }> {
  const work = await mkdtemp(join(tmpdir(), 'console-backup-'));
  try {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      const snapshot = await readOrEmpty(join(dataDir, 'store.json'));
      if (!snapshot) throw new StoreCorruptError(`No embedded store in ${dataDir} (store.json is missing).`);
      const aside = await readOrEmpty(join(dataDir, 'store.journal.old'));
      const journal = await readOrEmpty(join(dataDir, 'store.journal'));
      const from = (JSON.parse(snapshot) as { journalSeq?: number }).journalSeq ?? 0;
      const after = [...sequences(aside), ...sequences(journal)].filter((s) => s > from);
      const contiguous = after.every((s, i) => s === from + 1 + i);
      if (!contiguous) continue;
      await writeFile(join(work, 'store.json'), snapshot);
      await writeFile(join(work, 'store.journal.old'), aside);
      await writeFile(join(work, 'store.journal'), journal);
      const { snapshot: loaded } = await loadSnapshot(
        join(work, 'store.json'),
        [join(work, 'store.journal.old'), join(work, 'store.journal')],
        embeddedMigrations,
      );
      const tables = Object.fromEntries([...loaded.tables].map(([name, rows]) => [name, [...rows.values()]]));
      const rows = Object.values(tables).reduce((sum, list) => sum + list.length, 0);
      return {
        text: JSON.stringify({ schemaVersion: loaded.schemaVersion, journalSeq: loaded.journalSeq, tables }),
        tables: loaded.tables.size,
        rows,
      };
    }
    throw new Error(`The store in ${dataDir} kept compacting while it was copied (${ATTEMPTS} tries): try again.`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Puts a backup in place as the store of `dataDir` (the console must be stopped). The backup
 * is checked first (it opens like a store would); what was there is moved to
 * `dataDir/before-restore-<time>/`, never deleted.
 */
export async function restoreEmbedded(
  backupText: string,
  dataDir: string,
): Promise<{ keptAside: string | undefined; rows: number }> {
  const check = await mkdtemp(join(tmpdir(), 'console-restore-'));
  let rows = 0;
  try {
    await writeFile(join(check, 'store.json'), backupText);
    const { snapshot } = await loadSnapshot(join(check, 'store.json'), [], embeddedMigrations);
    rows = [...snapshot.tables.values()].reduce((sum, table) => sum + table.size, 0);
  } catch (error) {
    throw new StoreCorruptError(`This file is not a backup of the embedded store: ${(error as Error).message}`);
  } finally {
    await rm(check, { recursive: true, force: true });
  }
  await mkdir(dataDir, { recursive: true });
  const existing = ['store.json', 'store.journal', 'store.journal.old'];
  let keptAside: string | undefined;
  for (const name of existing) {
    if (!(await readOrEmpty(join(dataDir, name)))) continue;
    keptAside ??= join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await mkdir(keptAside, { recursive: true });
    await rename(join(dataDir, name), join(keptAside, name));
  }
  await writeFileDurably(join(dataDir, 'store.json'), backupText);
  return { keptAside, rows };
}
