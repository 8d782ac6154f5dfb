import { m } from '../../shared/i18n/messages.ts';
import { intlTag } from '../../shared/i18n/locale.ts';

// Client-safe (messages only): which cluster types an add-on runs on, said in words the customer
// can act on, in the language being rendered. The marketplace, the add-ons page and the order
// check share it.

type TierLike = { id: string; name: string };
type AddonLike = { name: string; tiers: string[] };

/** A tier's name without its colour in brackets: "Economy (Green)" → "Economy". */
const shortName = (name: string) => name.replace(/\s*\(.*\)\s*$/, '');

/** "A, B and C" ("A, B et C" in French). */
function listOf(names: string[]): string {
  return new Intl.ListFormat(intlTag(), { type: 'conjunction' }).format(names);
}

/**
 * Why an add-on cannot go on a cluster of `tierId`, or null when it can: names the cluster's
 * type and the types it runs on, so the customer knows what to choose instead.
 */
export function addonRefusal(addon: AddonLike, tierId: string, catalog: { tiers: TierLike[] }): string | null {
  if (addon.tiers.includes(tierId)) return null;
  const tier = catalog.tiers.find((t) => t.id === tierId);
  const allowed = catalog.tiers.filter((t) => addon.tiers.includes(t.id)).map((t) => shortName(t.name));
  return m.rules_addon_refusal({
    addon: addon.name,
    tier: tier ? shortName(tier.name) : tierId,
    tiers: listOf(allowed),
  });
}
