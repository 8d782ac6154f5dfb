import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { isMap, isSeq, parse, parseDocument, type Document, type YAMLMap } from 'yaml';
import { CliError, EXIT } from './exit-codes.ts';

// Merging an issued kubeconfig into the user's own, as `doctl kubernetes cluster kubeconfig save`
// and `scw k8s kubeconfig install` do: its entries replace those of the same name, every other
// entry (and comment) of the file stays as it was.

/** The file kubectl reads first: the first path of `$KUBECONFIG`, else `~/.kube/config`. */
export function kubeconfigPath(env: NodeJS.ProcessEnv = process.env): string {
  const first = (env.KUBECONFIG ?? '').split(delimiter).find((path) => path.trim() !== '');
  return first ?? join(env.HOME || homedir(), '.kube', 'config');
}

/** The names the issued kubeconfig brings: its cluster, user and context. */
export type MergedNames = { context: string; cluster: string; user: string };

const SECTIONS = ['clusters', 'users', 'contexts'] as const;

/**
 * `existing` (a kubeconfig's text, or '' for none) with the cluster, user and context entries of
 * `issued` added or replaced by name; current-context set to the issued one when `useContext`.
 */
export function mergeKubeconfig(
  existing: string,
  issued: string,
  useContext: boolean,
): { text: string; names: MergedNames } {
  const incoming = parse(issued) as Record<string, unknown>;
  const doc = existing.trim() === '' ? parseDocument('apiVersion: v1\nkind: Config\n') : parseDocument(existing);
  if (doc.errors.length > 0)
    throw new CliError(
      `The kubeconfig file is not valid YAML (${doc.errors[0]?.message}); fix or move it first.`,
      EXIT.error,
      { code: 'bad_kubeconfig' },
    );
  if (!isMap(doc.contents))
    throw new CliError('The kubeconfig file is not a YAML mapping; fix or move it first.', EXIT.error, {
      code: 'bad_kubeconfig',
    });
  for (const section of SECTIONS) {
    for (const entry of (incoming[section] ?? []) as { name: string }[]) upsert(doc, section, entry);
  }
  const context = String(
    incoming['current-context'] ?? (incoming.contexts as { name: string }[] | undefined)?.[0]?.name ?? '',
  );
  const contextEntry = (
    (incoming.contexts ?? []) as { name: string; context: { cluster: string; user: string } }[]
  ).find((c) => c.name === context);
  if (useContext || !doc.has('current-context')) doc.set('current-context', context);
  return {
    text: doc.toString(),
    names: { context, cluster: contextEntry?.context.cluster ?? context, user: contextEntry?.context.user ?? '' },
  };
}

function upsert(doc: Document, section: string, entry: { name: string }) {
  const list = doc.get(section);
  if (!isSeq(list)) {
    doc.set(section, doc.createNode([entry]));
    return;
  }
  const node = doc.createNode(entry);
  const at = list.items.findIndex((item) => isMap(item) && (item as YAMLMap).get('name') === entry.name);
  if (at === -1) list.items.push(node);
  else list.items[at] = node;
}

/**
 * Writes the merged kubeconfig atomically (a temporary file beside it, then a rename), readable
 * by its owner only: it holds bearer tokens. A symlinked file is written where the link points.
 */
export async function saveKubeconfig(file: string, issued: string, useContext: boolean): Promise<MergedNames> {
  const target = await realpath(file).catch(() => file);
  const existing = await readFile(target, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw new CliError(`Cannot read ${target}: ${error.message}`, EXIT.error, { code: 'kubeconfig_unreadable' });
  });
  const { text, names } = mergeKubeconfig(existing, issued, useContext);
  await mkdir(dirname(target), { recursive: true, mode: 0o700 });
  const temporary = join(dirname(target), `.${randomBytes(6).toString('hex')}.kubeconfig.tmp`);
  try {
    await writeFile(temporary, text, { mode: 0o600, flag: 'wx' });
    await chmod(temporary, 0o600);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw new CliError(`Cannot write ${target}: ${(error as Error).message}`, EXIT.error, {
      code: 'kubeconfig_unwritable',
    });
  }
  return names;
}
