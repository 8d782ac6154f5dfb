import { z } from 'zod';
import {
  addonSchema,
  billingPlanSchema,
  clusterTierSchema,
  marketplaceProductSchema,
  providerSchema,
  regionSchema,
} from './catalog.schemas.ts';

// The words of the catalog in another language (seed/catalog.fr.json), by collection and item id.
// Only prose goes here: ids, amounts, flags, versions and brand or product names never do, so a
// translation cannot change them. Tier, add-on, product and node size names are product names and
// stay as they are; a billing plan name is here because one of them ('Pay as you go') is plain words.

const byId = <T extends z.ZodType>(texts: T) => z.record(z.string(), texts);

export const catalogTextsSchema = z.strictObject({
  tiers: byId(clusterTierSchema.pick({ description: true, audience: true, features: true })),
  providers: byId(providerSchema.pick({ description: true })),
  regions: byId(regionSchema.pick({ name: true, city: true })),
  addons: byId(addonSchema.pick({ description: true })),
  products: byId(marketplaceProductSchema.pick({ description: true })),
  billingPlans: byId(billingPlanSchema.pick({ name: true, description: true, features: true })),
});
export type CatalogTexts = z.infer<typeof catalogTextsSchema>;

/** The catalog collections that have words to translate. */
export type TextCollection = keyof CatalogTexts;
export const TEXT_COLLECTIONS = catalogTextsSchema.keyof().options;
