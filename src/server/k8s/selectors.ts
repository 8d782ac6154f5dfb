import { badRequest } from './api-status.ts';
import type { KubeObject } from './kube-objects.ts';

// ?labelSelector= and ?fieldSelector= with the apiserver's grammar and errors. Label selectors take
// equality (=, ==, !=), sets (in, notin) and existence (key, !key); field selectors take =, == and !=
// on the fields the apiserver indexes for each resource.

type Predicate = (object: KubeObject) => boolean;

/** Splits on commas outside parentheses: `a in (x,y),b` is two requirements. */
function splitRequirements(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

const KEY = String.raw`([A-Za-z0-9][-A-Za-z0-9_./]*)`;
const VALUE = String.raw`([-A-Za-z0-9_.]*)`;
const SET = new RegExp(String.raw`^${KEY}\s+(in|notin)\s+\(([^()]*)\)$`);
const EQUALITY = new RegExp(String.raw`^${KEY}\s*(==|=|!=)\s*${VALUE}$`);
const EXISTS = new RegExp(String.raw`^(!?)\s*${KEY}$`);

function labelRequirement(text: string): Predicate {
  const labels = (object: KubeObject) => object.metadata.labels ?? {};
  const set = SET.exec(text);
  if (set) {
    const [, key = '', operator, list = ''] = set;
    const values = new Set(list.split(',').map((value) => value.trim()));
    // notin, like !=, also matches objects without the label.
    const inSet = (object: KubeObject) => {
      const value = labels(object)[key];
      return value !== undefined && values.has(value);
    };
    return operator === 'in' ? inSet : (object) => !inSet(object);
  }
  const equality = EQUALITY.exec(text);
  if (equality) {
    const [, key = '', operator, value = ''] = equality;
    return operator === '!=' ? (object) => labels(object)[key] !== value : (object) => labels(object)[key] === value;
  }
  const exists = EXISTS.exec(text);
  if (exists) {
    const [, not, key = ''] = exists;
    return not ? (object) => !(key in labels(object)) : (object) => key in labels(object);
  }
  throw badRequest(`unable to parse requirement: found '${text}', expected: in, notin, =, ==, !=, gt, lt`);
}

/** A predicate for ?labelSelector=; throws a 400 Status for a selector the apiserver would refuse. */
export function parseLabelSelector(selector: string | null): Predicate {
  const requirements = splitRequirements(selector ?? '').map(labelRequirement);
  return (object) => requirements.every((matches) => matches(object));
}

/** The fields each resource can be selected on, and how to read them. */
export type FieldReaders = Record<string, (object: KubeObject) => string>;

/** A predicate for ?fieldSelector=, refusing fields the resource does not support as the apiserver does. */
export function parseFieldSelector(selector: string | null, readers: FieldReaders): Predicate {
  const requirements = splitRequirements(selector ?? '').map((text): Predicate => {
    const match = /^([A-Za-z0-9_.]+)\s*(==|=|!=)\s*(.*)$/.exec(text);
    if (!match) throw badRequest(`invalid selector: '${text}'; can't understand '${text}'`);
    const [, field = '', operator, value = ''] = match;
    const read = readers[field];
    if (!read) throw badRequest(`field label not supported: ${field}`);
    return operator === '!=' ? (object) => read(object) !== value : (object) => read(object) === value;
  });
  return (object) => requirements.every((matches) => matches(object));
}
