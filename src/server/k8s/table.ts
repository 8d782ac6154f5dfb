import type { KubeObject } from './kube-objects.ts';

// The server-side printing of `kubectl get`: kubectl asks for a meta.k8s.io Table and prints its
// cells as they come, so each resource's columns are the ones the apiserver's printers define
// (priority 1 columns appear with -o wide).

export type ColumnDefinition = { name: string; type: string; format: string; description: string; priority: number };
export type TableRow = { cells: (string | number | boolean)[]; object?: unknown };
export type IncludeObject = 'None' | 'Metadata' | 'Object';

/** A resource's columns and how to fill them for one object at `now`. */
export type Printer = {
  columns: ColumnDefinition[];
  cells: (object: KubeObject, now: Date) => (string | number | boolean)[];
};

/** A column definition; `format: 'name'` marks the column kubectl uses as the object's name. */
export const column = (
  name: string,
  description: string,
  priority = 0,
  format = '',
  type = 'string',
): ColumnDefinition => ({ name, type, format, description, priority });
export const NAME = column(
  'Name',
  'Name must be unique within a namespace. Is required when creating resources, although some resources may allow a client to request the generation of an appropriate name automatically. Name is primarily intended for creation idempotence and configuration definition. Cannot be updated.',
  0,
  'name',
);
export const AGE = column(
  'Age',
  'CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.',
);
export const NONE = '<none>';

/** The row's object: what includeObject asks for (kubectl's default, Metadata, is what -A needs for NAMESPACE). */
function rowObject(object: KubeObject, include: IncludeObject): unknown {
  if (include === 'None') return undefined;
  if (include === 'Object') return object;
  return { kind: 'PartialObjectMetadata', apiVersion: 'meta.k8s.io/v1', metadata: object.metadata };
}

export type TableOptions = {
  now: Date;
  include: IncludeObject;
  apiVersion: 'meta.k8s.io/v1' | 'meta.k8s.io/v1beta1';
  listMeta: Record<string, unknown>;
  /** Watch events after the first leave the column definitions out, as the apiserver does. */
  noHeaders?: boolean;
  /** What a row embeds of its object when it embeds one (the cells read the object itself). */
  embed?: (object: KubeObject) => KubeObject;
};

/** A meta.k8s.io Table of one resource's objects (an empty list still carries its columns). */
export function toTable(printer: Printer, objects: readonly KubeObject[], options: TableOptions) {
  const rows: TableRow[] = objects.map((object) => {
    const cells = printer.cells(object, options.now);
    const embedded = rowObject(options.embed ? options.embed(object) : object, options.include);
    return embedded === undefined ? { cells } : { cells, object: embedded };
  });
  return {
    kind: 'Table',
    apiVersion: options.apiVersion,
    metadata: options.listMeta,
    columnDefinitions: options.noHeaders ? null : printer.columns,
    rows,
  };
}

/** `k=v,k2=v2`, kubectl's way of writing a label map; `<none>` for none. */
export function labelList(labels: Record<string, string> | undefined): string {
  const entries = Object.entries(labels ?? {});
  return entries.length > 0 ? entries.map(([key, value]) => `${key}=${value}`).join(',') : NONE;
}

/** Reads a nested field of a loosely typed object. */
export function field<T>(object: unknown, ...path: string[]): T | undefined {
  let current: unknown = object;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current as T | undefined;
}
