import { describe, expect, it } from 'vitest';
import { withLocale } from '../server/i18n/request-locale.ts';
import { addonRefusal } from '../server/pricing/addon-compatibility.ts';
import { catalogSeed } from './catalog-seed.ts';
import { clusterSpecProblems } from './cluster-rules.ts';
import { refusalMessage, orgRoleName } from './permissions.ts';
import { ticketStatusLabel } from './ticket-options.ts';
import { sirenProblem } from './vat.ts';

// The shared rules speak the language being rendered: English by default, French in a French request.

const tiers = [
  { id: 'economy', name: 'Economy (Green)' },
  { id: 'standard', name: 'Standard (Blue)' },
  { id: 'enterprise', name: 'Enterprise (Red)' },
  { id: 'sandbox', name: 'Sandbox (Gray)' },
];
const addon = { name: 'Falco runtime security', tiers: ['economy', 'standard', 'enterprise'] };

describe('shared rules in words', () => {
  it('say them in English by default', () => {
    expect(refusalMessage('viewer', 'orders.create')).toBe('Your role (viewer) cannot place or cancel orders.');
    expect(refusalMessage('billing', undefined)).toBe('Your role (billing) cannot do this.');
    expect(addonRefusal(addon, 'sandbox', { tiers })).toBe(
      'Falco runtime security does not run on Sandbox clusters; it runs on Economy, Standard and Enterprise clusters.',
    );
    expect(orgRoleName('owner')).toBe('Owner');
    expect(ticketStatusLabel('awaiting_customer')).toBe('Waiting for your reply');
  });

  it('say them in French in a French request', () => {
    withLocale('fr', () => {
      expect(refusalMessage('viewer', 'orders.create')).toBe(
        'Votre rôle (lecteur) ne permet pas de passer ou d’annuler des commandes.',
      );
      expect(addonRefusal(addon, 'sandbox', { tiers })).toBe(
        'Falco runtime security ne fonctionne pas sur les clusters Sandbox, uniquement sur les clusters Economy, Standard et Enterprise.',
      );
      expect(sirenProblem('12345')).toBe('Un SIREN compte 9 chiffres.');
      const sandbox = catalogSeed.tiers.find((t) => t.id === 'sandbox');
      const size = catalogSeed.nodeSizes.find((s) => sandbox && s.tiers.includes(sandbox.id));
      const region = catalogSeed.regions.find((r) => r.available);
      if (!sandbox || !size || !region) throw new Error('the catalog has no sandbox node size or open region');
      const problems = clusterSpecProblems(
        {
          name: 'demo',
          tierId: sandbox.id,
          providerId: region.providerId,
          regionId: region.id,
          kubernetesVersion: catalogSeed.kubernetesVersions[0]!.version,
          haControlPlane: false,
          nodePools: [{ name: 'one', nodeSizeId: size.id, count: 2 }],
          addonIds: [],
        } as Parameters<typeof clusterSpecProblems>[0],
        catalogSeed,
      );
      expect(problems.nodePools).toBe(`1 nœud au maximum pour ${sandbox.name}\u00a0; celui-ci en compte 2.`);
    });
  });
});
