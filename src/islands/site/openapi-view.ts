// Turns /api/openapi.json into what /api-reference shows: operations grouped by tag, and every
// schema flattened into readable field rows. Pure; reads only the OpenAPI subset the server emits.
import { m } from '../../shared/i18n/messages.ts';

/** The JSON Schema keywords the reference reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  description?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  example?: unknown;
  $defs?: Record<string, JsonSchema>;
}

interface MediaType {
  content?: Record<string, { schema?: JsonSchema }>;
  description?: string;
}

interface OperationObject {
  summary?: string;
  description?: string;
  tags?: string[];
  /** Who may call it ('public' | 'user' | 'admin' | 'officer'), when the server states it. */
  'x-access'?: string;
  /** The API token scope it needs (`any`: every token; null: tokens cannot call it). */
  'x-token-scope'?: string | null;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema; description?: string }[];
  requestBody?: MediaType & { required?: boolean };
  responses?: Record<string, MediaType>;
}

/** The parts of an OpenAPI 3.1 document the reference reads. */
export interface OpenApiDocument {
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One operation, ready to render. */
export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  tag: string;
  access?: string;
  /** Undefined when the document does not say (public and staff operations). */
  tokenScope?: string | null;
  parameters: { name: string; in: string; required: boolean; type: string; notes: string[] }[];
  requestBody?: JsonSchema;
  responses: { status: string; description: string; schema?: JsonSchema }[];
}

/** The element id of a tag's section: ids hold no spaces ("provider tests" → "tag-provider-tests"). */
export const sectionId = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];
const jsonSchemaOf = (media: MediaType | undefined) => media?.content?.['application/json']?.schema;

/** Every operation of the document, in path order, methods in the usual order. */
export function listOperations(doc: OpenApiDocument): OperationView[] {
  const views: OperationView[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const methods = Object.keys(item).filter((key) => METHOD_ORDER.includes(key));
    methods.sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
    for (const method of methods) {
      const op = item[method] ?? {};
      views.push({
        id: `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-+$/, ''),
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        description: op.description,
        tag: op.tags?.[0] ?? 'other',
        access: op['x-access'],
        tokenScope: op['x-token-scope'],
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required ?? false,
          type: p.schema ? typeLabel(p.schema, doc) : 'string',
          notes: [...(p.description ? [p.description] : []), ...(p.schema ? constraintNotes(p.schema) : [])],
        })),
        requestBody: jsonSchemaOf(op.requestBody),
        responses: Object.entries(op.responses ?? {})
          .filter(([status]) => status !== 'default')
          .map(([status, response]) => ({
            status,
            description: response.description ?? '',
            schema: jsonSchemaOf(response),
          })),
      });
    }
  }
  return views;
}

// Development-only endpoints go last: they do not exist in production.
const LAST_TAGS = new Set(['dev', 'development']);

/** Operations grouped by their first tag, groups sorted by name with development ones last. */
export function groupByTag(operations: OperationView[]): { tag: string; operations: OperationView[] }[] {
  const groups = new Map<string, OperationView[]>();
  for (const op of operations) groups.set(op.tag, [...(groups.get(op.tag) ?? []), op]);
  return [...groups.entries()]
    .sort(([a], [b]) => Number(LAST_TAGS.has(a)) - Number(LAST_TAGS.has(b)) || a.localeCompare(b))
    .map(([tag, ops]) => ({ tag, operations: ops }));
}

/** Follows a local $ref ('#/components/schemas/X' or '#/$defs/X'); unknown refs stay as they are. */
export function resolve(schema: JsonSchema, doc: OpenApiDocument, root?: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  const target = schema.$ref.startsWith('#/components/schemas/')
    ? doc.components?.schemas?.[name]
    : schema.$ref.startsWith('#/$defs/')
      ? root?.$defs?.[name]
      : undefined;
  return target ?? schema;
}

/** A short type: 'string', 'string | null', 'integer[]', '"cluster"', 'map of string', 'Error'. */
export function typeLabel(schema: JsonSchema, doc: OpenApiDocument, root?: JsonSchema): string {
  if (schema.$ref) {
    const resolved = resolve(schema, doc, root);
    return resolved === schema ? (schema.$ref.split('/').pop() ?? 'object') : typeLabel(resolved, doc, root);
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map((s) => typeLabel(s, doc, root)))].join(' | ');
  if (schema.allOf?.length === 1 && schema.allOf[0]) return typeLabel(schema.allOf[0], doc, root);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? 'object' : 'any';
  return types
    .map((type) => {
      if (type === 'array') return `${schema.items ? typeLabel(schema.items, doc, root) : 'any'}[]`;
      if (type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object') {
        return m.site_api_map_of({ type: typeLabel(schema.additionalProperties, doc, root) });
      }
      return type;
    })
    .join(' | ');
}

/** Human notes for a schema's constraints: formats, lengths, ranges, allowed values, defaults. */
export function constraintNotes(schema: JsonSchema): string[] {
  const notes: string[] = [];
  if (schema.description) notes.push(schema.description);
  if (schema.format) notes.push(m.site_api_note_format({ format: schema.format }));
  if (schema.enum) notes.push(m.site_api_note_one_of({ values: schema.enum.map((v) => JSON.stringify(v)).join(', ') }));
  const range = (
    min: number | undefined,
    max: number | undefined,
    say: {
      range: typeof m.site_api_note_characters_range;
      min: typeof m.site_api_note_characters_min;
      max: typeof m.site_api_note_characters_max;
    },
  ) => {
    if (min !== undefined && max !== undefined) notes.push(say.range({ min, max }));
    else if (min !== undefined) notes.push(say.min({ min }));
    else if (max !== undefined) notes.push(say.max({ max }));
  };
  range(schema.minLength, schema.maxLength, {
    range: m.site_api_note_characters_range,
    min: m.site_api_note_characters_min,
    max: m.site_api_note_characters_max,
  });
  range(schema.minItems, schema.maxItems, {
    range: m.site_api_note_items_range,
    min: m.site_api_note_items_min,
    max: m.site_api_note_items_max,
  });
  if (schema.minimum !== undefined) notes.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) notes.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) notes.push(`≤ ${schema.maximum}`);
  if (schema.exclusiveMaximum !== undefined) notes.push(`< ${schema.exclusiveMaximum}`);
  if (schema.pattern) notes.push(m.site_api_note_pattern({ pattern: schema.pattern }));
  if (schema.default !== undefined) notes.push(m.site_api_note_default({ value: JSON.stringify(schema.default) }));
  if (schema.example !== undefined) notes.push(m.site_api_note_example({ value: JSON.stringify(schema.example) }));
  return notes;
}

/** One row of a schema table; nested fields carry their parent's path ('preferences.theme'). */
export interface FieldRow {
  name: string;
  depth: number;
  type: string;
  required: boolean;
  notes: string[];
}

const MAX_DEPTH = 6;

/** The fields of an object schema (through refs and arrays of objects), depth first. */
export function schemaRows(
  schema: JsonSchema,
  doc: OpenApiDocument,
  root: JsonSchema = schema,
  prefix = '',
  depth = 0,
): FieldRow[] {
  const resolved = resolve(schema, doc, root);
  const target = resolved.items && !resolved.properties ? resolve(resolved.items, doc, root) : resolved;
  // A top-level list shows its items' fields as they are; the table's caption says it is a list.
  const itemPrefix = target !== resolved && prefix ? `${prefix}[]` : prefix;
  if (!target.properties || depth > MAX_DEPTH) return [];
  const required = new Set(target.required ?? []);
  return Object.entries(target.properties).flatMap(([key, child]) => {
    const name = itemPrefix ? `${itemPrefix}.${key}` : key;
    const row: FieldRow = {
      name,
      depth,
      type: typeLabel(child, doc, root),
      required: required.has(key),
      notes: constraintNotes(resolve(child, doc, root)),
    };
    return [row, ...schemaRows(child, doc, root, name, depth + 1)];
  });
}

/** The alternatives of a top-level union (e.g. a user, or a pending-approval answer); else [schema]. */
export function alternatives(schema: JsonSchema, doc: OpenApiDocument): JsonSchema[] {
  const resolved = resolve(schema, doc, schema);
  const union = resolved.anyOf ?? resolved.oneOf;
  return union && union.length > 1 ? union.map((s) => ({ ...s, $defs: resolved.$defs })) : [resolved];
}
