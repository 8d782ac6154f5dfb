import { notAcceptable } from './api-status.ts';

// Content negotiation as kubectl uses it: `get` asks for a Table first, discovery for the
// aggregated document first, each followed by plain application/json as the fallback.

type MediaRange = { type: string; params: Map<string, string> };

function parseAccept(header: string | undefined): MediaRange[] {
  if (!header) return [{ type: '*/*', params: new Map() }];
  return header.split(',').flatMap((entry) => {
    const [type = '', ...rest] = entry.split(';').map((part) => part.trim());
    const params = new Map(
      rest.map((param) => {
        const [key = '', value = ''] = param.split('=').map((part) => part.trim());
        return [key.toLowerCase(), value];
      }),
    );
    return params.get('q') === '0' ? [] : [{ type: type.toLowerCase(), params }];
  });
}

const isJson = (range: MediaRange) => ['application/json', 'application/*', '*/*'].includes(range.type);
const isPlain = (range: MediaRange) => isJson(range) && !range.params.has('as');

export const TABLE_V1 = 'application/json;as=Table;v=v1;g=meta.k8s.io';
export const TABLE_V1BETA1 = 'application/json;as=Table;v=v1beta1;g=meta.k8s.io';

/** How to answer a resource request: a Table (v1 or v1beta1) or the plain object. */
export type ResourceFormat =
  | { table: false; contentType: 'application/json' }
  | { table: 'v1' | 'v1beta1'; contentType: string };

export function negotiateResource(accept: string | undefined): ResourceFormat {
  for (const range of parseAccept(accept)) {
    if (isJson(range) && range.params.get('as') === 'Table' && range.params.get('g') === 'meta.k8s.io') {
      const version = range.params.get('v');
      if (version === 'v1') return { table: 'v1', contentType: TABLE_V1 };
      if (version === 'v1beta1') return { table: 'v1beta1', contentType: TABLE_V1BETA1 };
    }
    if (isPlain(range)) return { table: false, contentType: 'application/json' };
  }
  throw notAcceptable(['application/json', TABLE_V1, TABLE_V1BETA1]);
}

/** How to answer /api and /apis: the aggregated discovery document, or the legacy one. */
export type DiscoveryFormat = { aggregated: false } | { aggregated: 'v2' | 'v2beta1'; contentType: string };

export function negotiateDiscovery(accept: string | undefined): DiscoveryFormat {
  for (const range of parseAccept(accept)) {
    if (
      isJson(range) &&
      range.params.get('as') === 'APIGroupDiscoveryList' &&
      range.params.get('g') === 'apidiscovery.k8s.io'
    ) {
      const version = range.params.get('v');
      if (version === 'v2' || version === 'v2beta1') {
        return {
          aggregated: version,
          contentType: `application/json;g=apidiscovery.k8s.io;v=${version};as=APIGroupDiscoveryList`,
        };
      }
    }
    if (isPlain(range)) return { aggregated: false };
  }
  throw notAcceptable(['application/json', 'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList']);
}

/** A boolean query parameter as the apiserver reads it (Go's ParseBool: 1, t, T, TRUE, true, True). */
export function queryFlag(query: URLSearchParams, name: string): boolean {
  return ['1', 't', 'T', 'TRUE', 'true', 'True'].includes(query.get(name) ?? '');
}
