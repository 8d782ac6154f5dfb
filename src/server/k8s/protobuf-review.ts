import { badRequest } from './api-status.ts';

// kubectl's typed clients send built-in objects as Kubernetes protobuf ("k8s\0", then a
// runtime.Unknown wrapping the object). The only bodies this API reads are the access reviews,
// so this reads just their fields (strings and nested messages) into the JSON shape they have.

const MAGIC = Buffer.from([0x6b, 0x38, 0x73, 0x00]);

type Fields = Map<number, Buffer[]>;

/** The length-delimited fields of one message; other wire types are skipped. */
function fields(message: Buffer): Fields {
  const found: Fields = new Map();
  let offset = 0;
  const varint = (): number => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (offset >= message.length) throw badRequest('the request body is not valid protobuf');
      const byte = message[offset++] ?? 0;
      result += (byte & 0x7f) * 2 ** shift;
      if ((byte & 0x80) === 0) return result;
      shift += 7;
    }
  };
  while (offset < message.length) {
    const key = varint();
    const [field, wire] = [Math.floor(key / 8), key % 8];
    if (wire === 0) varint();
    else if (wire === 1) offset += 8;
    else if (wire === 5) offset += 4;
    else if (wire === 2) {
      const length = varint();
      if (offset + length > message.length) throw badRequest('the request body is not valid protobuf');
      found.set(field, [...(found.get(field) ?? []), message.subarray(offset, offset + length)]);
      offset += length;
    } else throw badRequest('the request body is not valid protobuf');
  }
  return found;
}

const text = (message: Fields, field: number) => message.get(field)?.[0]?.toString('utf8');
const nested = (message: Fields, field: number): Fields | undefined => {
  const bytes = message.get(field)?.[0];
  return bytes ? fields(bytes) : undefined;
};
/** Only the strings that are set, under their JSON names. */
const named = (message: Fields | undefined, names: Record<number, string>) =>
  message
    ? Object.fromEntries(
        Object.entries(names).flatMap(([field, name]) =>
          text(message, Number(field)) !== undefined ? [[name, text(message, Number(field))]] : [],
        ),
      )
    : undefined;

/** Whether a body is Kubernetes protobuf. */
export function isKubernetesProtobuf(body: Buffer): boolean {
  return body.subarray(0, 4).equals(MAGIC);
}

/** The review in a protobuf body, as the JSON the handler reads: its kind and spec. */
export function decodeReview(body: Buffer): Record<string, unknown> {
  const unknown = fields(body.subarray(4));
  const kind = text(nested(unknown, 1) ?? new Map(), 2) ?? '';
  const raw = unknown.get(2)?.[0];
  if (!raw) throw badRequest('the request body is not valid protobuf');
  const spec = nested(fields(raw), 2);
  if (kind === 'SelfSubjectAccessReview') {
    const resourceAttributes = named(spec && nested(spec, 1), {
      1: 'namespace',
      2: 'verb',
      3: 'group',
      4: 'version',
      5: 'resource',
      6: 'subresource',
      7: 'name',
    });
    const nonResourceAttributes = named(spec && nested(spec, 2), { 1: 'path', 2: 'verb' });
    return {
      kind,
      spec: {
        ...(resourceAttributes ? { resourceAttributes } : {}),
        ...(nonResourceAttributes ? { nonResourceAttributes } : {}),
      },
    };
  }
  if (kind === 'SelfSubjectRulesReview') return { kind, spec: named(spec, { 1: 'namespace' }) ?? {} };
  return { kind, spec: {} };
}
