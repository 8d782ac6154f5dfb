// What the API, unit and end-to-end tests order and pay with, defined once: a test varies only
// what it is about (a name, a pool, a card number) and takes the rest from here.
import type { ClusterSpec } from '../../src/shared/clusters/clusters.schemas.ts';

/** The card number the built-in test payment provider always accepts. */
export const SUCCEEDING_CARD_NUMBER = '4242424242424242';

/** A test card, valid two more years: the succeeding number unless `number` names another (a decline, 3-D Secure). */
export function testCard(number: string = SUCCEEDING_CARD_NUMBER, name = 'Ada Lovelace') {
  return { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', name };
}

/**
 * A cluster the catalog accepts: the standard tier on the sovereign provider in Paris, Kubernetes
 * 1.37 without HA, one pool `web` of three 2 vCPU / 4 GiB nodes (the three the tier's price
 * includes), no add-on; `overrides` replaces whole fields.
 */
export function testClusterSpec(overrides: Partial<ClusterSpec> = {}): ClusterSpec {
  return {
    name: 'test',
    tierId: 'standard',
    providerId: 'sovereign',
    regionId: 'fr-par-1',
    kubernetesVersion: '1.37',
    haControlPlane: false,
    nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 3 }],
    addonIds: [],
    ...overrides,
  };
}
