// Client-safe (no imports beyond types): which cluster types an add-on runs on, said in words
// the customer can act on. The marketplace, the add-ons page and the order check share it.

type TierLike = { id: string; name: string };
type AddonLike = { name: string; tiers: string[] };

/** A tier's name without its colour in brackets: "Economy (Green)" → "Economy". */
const shortName = (name: string) => name.replace(/\s*\(.*\)\s*$/, '');

/** "A, B and C". */
function listOf(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Why an add-on cannot go on a cluster of `tierId`, or null when it can: names the cluster's
 * type and the types it runs on, so the customer knows what to choose instead.
 */
export function addonRefusal(addon: AddonLike, tierId: string, catalog: { tiers: TierLike[] }): string | null {
  if (addon.tiers.includes(tierId)) return null;
  const tier = catalog.tiers.find((t) => t.id === tierId);
  const allowed = catalog.tiers.filter((t) => addon.tiers.includes(t.id)).map((t) => shortName(t.name));
  return `${addon.name} does not run on ${tier ? shortName(tier.name) : tierId} clusters; it runs on ${listOf(allowed)} clusters.`;
}
