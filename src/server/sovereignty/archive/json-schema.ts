// A JSON Schema (draft 2020-12) of a table's exported rows, learnt from the rows as they are
// written: what the archive holds is exactly what the schema describes. Objects with many
// different keys (maps keyed by ids or refs) become `additionalProperties` of one shape, so
// the schema stays small however many rows there are.

/** Past this many distinct keys an object is a map, not a record with named fields. */
const MAP_KEYS = 40;

type Shape = {
  types: Set<'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object'>;
  /** Objects seen, and how many had each key: a key in every one is required. */
  objects: number;
  props: Map<string, { shape: Shape; count: number }>;
  /** Set once the object is a map: the shape of every value. */
  values?: Shape;
  items?: Shape;
};

const emptyShape = (): Shape => ({ types: new Set(), objects: 0, props: new Map() });

function merge(into: Shape, from: Shape): void {
  for (const type of from.types) into.types.add(type);
  if (from.items) {
    into.items ??= emptyShape();
    merge(into.items, from.items);
  }
  into.objects += from.objects;
  if (from.values) {
    toMap(into);
    merge(into.values as Shape, from.values);
  }
  for (const [key, prop] of from.props) addProp(into, key, prop.shape, prop.count);
}

function toMap(shape: Shape): Shape {
  if (!shape.values) {
    shape.values = emptyShape();
    for (const prop of shape.props.values()) merge(shape.values, prop.shape);
    shape.props.clear();
  }
  return shape;
}

function addProp(shape: Shape, key: string, value: Shape, count: number): void {
  if (shape.values) {
    merge(shape.values, value);
    return;
  }
  const known = shape.props.get(key);
  if (known) {
    merge(known.shape, value);
    known.count += count;
    return;
  }
  shape.props.set(key, { shape: value, count });
  if (shape.props.size > MAP_KEYS) toMap(shape);
}

function observe(shape: Shape, value: unknown): void {
  if (value === null) shape.types.add('null');
  else if (typeof value === 'boolean') shape.types.add('boolean');
  else if (typeof value === 'number') shape.types.add(Number.isInteger(value) ? 'integer' : 'number');
  else if (typeof value === 'string') shape.types.add('string');
  else if (Array.isArray(value)) {
    shape.types.add('array');
    shape.items ??= emptyShape();
    for (const item of value) observe(shape.items, item);
  } else if (typeof value === 'object') {
    shape.types.add('object');
    shape.objects += 1;
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (inner === undefined) continue;
      const child = emptyShape();
      observe(child, inner);
      addProp(shape, key, child, 1);
    }
  }
}

type JsonSchema = Record<string, unknown>;

function toSchema(shape: Shape): JsonSchema {
  const types = [...shape.types];
  // An integer column that also holds fractions is a number column.
  const merged = types.includes('number') ? types.filter((t) => t !== 'integer') : types;
  const schema: JsonSchema = {};
  if (merged.length === 1) schema.type = merged[0];
  else if (merged.length > 1) schema.type = merged.sort();
  if (shape.types.has('array')) schema.items = shape.items && shape.items.types.size > 0 ? toSchema(shape.items) : {};
  if (shape.types.has('object')) {
    if (shape.values) {
      schema.additionalProperties = shape.values.types.size > 0 ? toSchema(shape.values) : {};
    } else {
      const keys = [...shape.props.keys()].sort();
      schema.properties = Object.fromEntries(keys.map((key) => [key, toSchema(shape.props.get(key)?.shape as Shape)]));
      const required = keys.filter((key) => shape.props.get(key)?.count === shape.objects);
      if (required.length > 0) schema.required = required;
      schema.additionalProperties = false;
    }
  }
  return schema;
}

/** Learns the schema of one table's rows, row by row. */
export class SchemaLearner {
  #shape = emptyShape();

  add(row: object): void {
    observe(this.#shape, row);
  }

  /** The schema of every row added (an object with a string `id` when there were none). */
  schema(meta: { id: string; title: string; description: string }): JsonSchema {
    const body =
      this.#shape.objects > 0
        ? toSchema(this.#shape)
        : { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };
    return {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: meta.id,
      title: meta.title,
      description: meta.description,
      ...body,
    };
  }
}

/**
 * Checks a value against a schema made by SchemaLearner (type, properties, required,
 * additionalProperties, items); answers the first problem found, or undefined.
 */
export function schemaProblem(schema: JsonSchema, value: unknown, at = '$'): string | undefined {
  const type = schema.type as string | string[] | undefined;
  if (type !== undefined) {
    const allowed = Array.isArray(type) ? type : [type];
    const actual =
      value === null
        ? 'null'
        : Array.isArray(value)
          ? 'array'
          : typeof value === 'number'
            ? Number.isInteger(value)
              ? 'integer'
              : 'number'
            : typeof value;
    const fits = allowed.includes(actual) || (actual === 'integer' && allowed.includes('number'));
    if (!fits) return `${at} is ${actual}, not ${allowed.join(' or ')}`;
  }
  if (Array.isArray(value) && schema.items && typeof schema.items === 'object') {
    for (let i = 0; i < value.length; i += 1) {
      const problem = schemaProblem(schema.items as JsonSchema, value[i], `${at}[${i}]`);
      if (problem) return problem;
    }
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of (schema.required as string[] | undefined) ?? [])
      if (!(key in record)) return `${at}.${key} is missing`;
    const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
    for (const [key, inner] of Object.entries(record)) {
      const own = properties[key];
      if (own) {
        const problem = schemaProblem(own, inner, `${at}.${key}`);
        if (problem) return problem;
      } else if (schema.additionalProperties === false) return `${at}.${key} is not in the schema`;
      else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        const problem = schemaProblem(schema.additionalProperties as JsonSchema, inner, `${at}.${key}`);
        if (problem) return problem;
      }
    }
  }
  return undefined;
}
