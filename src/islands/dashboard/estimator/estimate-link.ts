import type { Currency } from '../../../shared/money.ts';
import { isCurrency } from '../../../shared/money.ts';
import { configureClusterHref } from '../../../shared/links.ts';
import type { EstimateItem } from '../../../shared/pricing/estimate.schemas.ts';

// The shareable estimate: its items and currency as base64url JSON in `?e=`.

export interface SharedEstimate {
  currency: Currency;
  items: EstimateItem[];
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const base64 = value.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeEstimate(estimate: SharedEstimate): string {
  return toBase64Url(JSON.stringify(estimate));
}

/** The estimate of a link, or null when `e` is missing or not one (the server checks the items). */
export function decodeEstimate(value: string | null): SharedEstimate | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(fromBase64Url(value)) as { currency?: unknown; items?: unknown };
    if (!isCurrency(parsed.currency) || !Array.isArray(parsed.items)) return null;
    // Checked by the server's schema when priced; a malformed item shows as a field error there.
    return { currency: parsed.currency, items: parsed.items as EstimateItem[] };
  } catch {
    return null;
  }
}

/** The wizard prefilled with one cluster (the query parameters /configure-cluster reads). */
export function wizardHref(cluster: Extract<EstimateItem, { kind: 'cluster' }>['cluster']): string {
  const pool = cluster.nodePools[0];
  return configureClusterHref({
    tier: cluster.tierId,
    provider: cluster.providerId,
    region: cluster.regionId,
    nodeSize: pool?.nodeSizeId,
    nodes: pool?.count,
    addons: cluster.addonIds,
  });
}
