// /openapi/v2 as kubectl asks for it: the Swagger document in the protobuf encoding of gnostic's
// openapi_v2.Document (client-go decodes nothing else there). Only what the JSON document holds is
// encoded: info, paths (operations, parameters, responses, vendor extensions) and definitions.

type Json = Record<string, unknown>;

function varint(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value;
  while (rest > 0x7f) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
  return Buffer.from(bytes);
}

const EMPTY = Buffer.alloc(0);
const bytesField = (field: number, bytes: Buffer) =>
  Buffer.concat([varint((field << 3) | 2), varint(bytes.length), bytes]);
const stringField = (field: number, value: unknown) =>
  typeof value === 'string' && value !== '' ? bytesField(field, Buffer.from(value)) : EMPTY;
const boolField = (field: number, value: unknown) =>
  value === true ? Buffer.concat([varint(field << 3), Buffer.from([1])]) : EMPTY;
const each = <T>(values: readonly T[] | undefined, encode: (value: T) => Buffer) =>
  Buffer.concat((values ?? []).map(encode));
const entries = (value: unknown) => (value && typeof value === 'object' ? Object.entries(value as Json) : []);

/** A vendor extension (x-…): gnostic keeps its value as YAML, of which JSON is a part. */
const namedAny = (field: number, name: string, value: unknown) =>
  bytesField(field, Buffer.concat([stringField(1, name), bytesField(2, stringField(2, JSON.stringify(value)))]));
const extensions = (field: number, object: Json) =>
  Buffer.concat(
    Object.entries(object)
      .filter(([key]) => key.startsWith('x-'))
      .map(([key, value]) => namedAny(field, key, value)),
  );

function schema(value: Json): Buffer {
  const type = value.type as string | undefined;
  return Buffer.concat([
    stringField(1, value.$ref),
    stringField(2, value.format),
    stringField(4, value.description),
    value.additionalProperties ? bytesField(21, bytesField(1, schema(value.additionalProperties as Json))) : EMPTY,
    type ? bytesField(22, stringField(1, type)) : EMPTY,
    value.items ? bytesField(23, bytesField(1, schema(value.items as Json))) : EMPTY,
    value.properties
      ? bytesField(
          25,
          Buffer.concat(
            entries(value.properties).map(([name, property]) =>
              bytesField(1, Buffer.concat([stringField(1, name), bytesField(2, schema(property as Json))])),
            ),
          ),
        )
      : EMPTY,
    extensions(31, value),
  ]);
}

function parameter(value: Json): Buffer {
  // Query (3) and path (4) parameters differ in where `type` and uniqueItems sit.
  const inPath = value.in === 'path';
  const body = Buffer.concat([
    boolField(1, value.required),
    stringField(2, value.in),
    stringField(3, value.description),
    stringField(4, value.name),
    stringField(inPath ? 5 : 6, value.type),
    boolField(inPath ? 19 : 20, value.uniqueItems),
  ]);
  return bytesField(1, bytesField(2, bytesField(inPath ? 4 : 3, body)));
}

function operation(value: Json): Buffer {
  const responses = Buffer.concat(
    entries(value.responses).map(([code, response]) => {
      const answer = Buffer.concat([
        stringField(1, (response as Json).description),
        (response as Json).schema ? bytesField(2, bytesField(1, schema((response as Json).schema as Json))) : EMPTY,
      ]);
      return bytesField(1, Buffer.concat([stringField(1, code), bytesField(2, bytesField(1, answer))]));
    }),
  );
  return Buffer.concat([
    stringField(3, value.description),
    stringField(5, value.operationId),
    each(value.parameters as Json[] | undefined, (item) => bytesField(8, parameter(item))),
    bytesField(9, responses),
    extensions(13, value),
  ]);
}

const METHODS: [string, number][] = [
  ['get', 2],
  ['put', 3],
  ['post', 4],
  ['delete', 5],
  ['patch', 8],
];

function pathItem(value: Json): Buffer {
  return Buffer.concat([
    ...METHODS.map(([method, field]) => (value[method] ? bytesField(field, operation(value[method] as Json)) : EMPTY)),
    each(value.parameters as Json[] | undefined, (item) => bytesField(9, parameter(item))),
    extensions(10, value),
  ]);
}

/** The Swagger 2.0 JSON document in gnostic's protobuf encoding. */
export function encodeOpenApiV2(document: Json): Buffer {
  const info = document.info as Json;
  return Buffer.concat([
    stringField(1, document.swagger),
    bytesField(2, Buffer.concat([stringField(1, info.title), stringField(2, info.version)])),
    bytesField(
      8,
      Buffer.concat(
        entries(document.paths).map(([path, item]) =>
          bytesField(2, Buffer.concat([stringField(1, path), bytesField(2, pathItem(item as Json))])),
        ),
      ),
    ),
    bytesField(
      9,
      Buffer.concat(
        entries(document.definitions).map(([name, value]) =>
          bytesField(1, Buffer.concat([stringField(1, name), bytesField(2, schema(value as Json))])),
        ),
      ),
    ),
  ]);
}
