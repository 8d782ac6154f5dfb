import type { TierPage } from '../../shared/catalog/catalog.schemas.ts';
import { shortTierName } from '../../shared/tier-name.ts';

/** A cluster tier as GET /api/cluster-tiers lists it. */
export interface TierSummary {
  id: string;
  name: string;
}

/** A footer link to a cluster-type page. */
export interface TierLink {
  key: string;
  label: string;
  href: string;
}

// The footer's keyword table, row by row and in its order: the first row with a keyword anywhere in
// the (lower-cased) name wins, so 'Enterprise Data' is red, and a name with none of them is blue.
const KEYWORD_TABLE: readonly (readonly [TierPage, readonly string[]])[] = [
  ['blue', ['blue', 'standard']],
  ['red', ['red', 'enterprise']],
  ['green', ['green', 'economy']],
  ['data', ['data']],
  ['ai', ['ai', 'ml', 'violet']],
  ['sandbox', ['sandbox', 'gray']],
  ['orange', ['dev', 'test', 'orange']],
];

/** The cluster-type page a tier name maps to by the keyword table (no keyword → blue). */
export function tierPage(name: string): TierPage {
  const lower = name.toLowerCase();
  for (const [page, keywords] of KEYWORD_TABLE) {
    if (keywords.some((keyword) => lower.includes(keyword))) return page;
  }
  return 'blue';
}

/** The seven cluster types, shown when the tier list is empty or not loaded yet. */
export const FALLBACK_TIERS: readonly TierSummary[] = [
  { id: 'standard', name: 'Standard (Blue)' },
  { id: 'enterprise', name: 'Enterprise (Red)' },
  { id: 'economy', name: 'Economy (Green)' },
  { id: 'data-analytics', name: 'Data Analytics' },
  { id: 'ai-ml', name: 'AI/ML (Violet)' },
  { id: 'dev-test', name: 'Dev/Test (Orange)' },
  { id: 'sandbox', name: 'Sandbox (Gray)' },
];

/** The footer's cluster-type links: one per tier, or the fixed seven when there are none. */
export function footerTierLinks(tiers: readonly TierSummary[] | null | undefined): TierLink[] {
  const source = tiers && tiers.length > 0 ? tiers : FALLBACK_TIERS;
  return source.map((tier) => ({
    key: tier.id,
    label: shortTierName(tier.name),
    href: `/cluster-types/${tierPage(tier.name)}`,
  }));
}

/** Keeps the well-formed items of a /api/cluster-tiers answer; anything else gives []. */
export function parseTierList(body: unknown): TierSummary[] {
  if (!Array.isArray(body)) return [];
  return (body as unknown[]).filter((item): item is TierSummary => {
    if (typeof item !== 'object' || item === null) return false;
    const { id, name } = item as Record<string, unknown>;
    return typeof id === 'string' && typeof name === 'string' && name.trim() !== '';
  });
}

/** The release the footer names before /api/version/summary answers, and when it fails. */
export const VERSION_RELEASE = 'v1.5.0';
/** The footer's text before /api/version/summary answers, in English. */
export const VERSION_FALLBACK = `${VERSION_RELEASE} (loading...)`;

/** A /api/version/summary answer. */
export interface VersionSummary {
  displayVersion: string;
  environment: string;
}

/** Reads a /api/version/summary answer; null when it is not one. */
export function parseVersionSummary(body: unknown): VersionSummary | null {
  if (typeof body !== 'object' || body === null) return null;
  const { displayVersion, environment } = body as Record<string, unknown>;
  if (typeof displayVersion !== 'string' || typeof environment !== 'string') return null;
  return { displayVersion, environment };
}
