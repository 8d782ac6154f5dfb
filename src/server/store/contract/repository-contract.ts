import { describe, expect, it } from 'vitest';
import type { CatalogSeed } from '../../../shared/catalog/catalog.schemas.ts';
import type { NewUser } from '../../../shared/users/users.schemas.ts';
import type { ClusterSpec, ClusterStatus } from '../../../shared/clusters/clusters.schemas.ts';
import { runningClusterRecord } from '../../../../test/support/cluster-records.ts';
import type { Repositories } from '../repositories.ts';
import type { ContractBackend } from './contract-backend.ts';

const user = (overrides: Partial<NewUser> & { organizationId: string }): NewUser => ({
  username: 'ada',
  email: 'ada@example.eu',
  name: 'Ada Lovelace',
  role: 'user',
  orgRole: 'owner',
  emailVerified: false,
  officersAccess: false,
  passwordHash: null,
  ...overrides,
});

const clusterSpec = (name: string): ClusterSpec => ({
  name,
  tierId: 'standard',
  providerId: 'sovereign',
  regionId: 'fr-par-1',
  kubernetesVersion: '1.36',
  haControlPlane: false,
  nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 3 }],
  addonIds: [],
});

/**
 * The behaviour every storage backend must have. Written against the repository interfaces only,
 * so the embedded store and a PostgreSQL store run the very same suite.
 */
export function describeRepositoryContract(
  name: string,
  makeBackend: () => Promise<ContractBackend>,
  seed: CatalogSeed,
) {
  const withRepos = async (test: (repositories: Repositories, backend: ContractBackend) => Promise<void>) => {
    const backend = await makeBackend();
    const { repositories, close } = await backend.open();
    try {
      await test(repositories, backend);
    } finally {
      await close();
    }
  };

  describe(`${name} repositories`, () => {
    it('creates organizations with distinct billing identities', () =>
      withRepos(async ({ organizations }) => {
        const a = await organizations.create({ companyName: 'Acme SAS' });
        const b = await organizations.create({ companyName: 'Globex GmbH' });
        expect(a.companyId).toMatch(/^ORG-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
        expect(a.companyId).not.toBe(b.companyId);
        expect(await organizations.findByCompanyId(a.companyId)).toEqual(a);
        expect(await organizations.findByName('acme sas')).toEqual(a);
        expect(await organizations.findById('missing')).toBeUndefined();
      }));

    it('finds users by id, e-mail and username regardless of case', () =>
      withRepos(async ({ organizations, users }) => {
        const org = await organizations.create({ companyName: 'Acme SAS' });
        const created = await users.create(user({ organizationId: org.id, username: 'Ada', email: 'Ada@Example.eu' }));
        expect(created.id).toBeTruthy();
        expect(created.disabled).toBe(false);
        expect(await users.findById(created.id)).toEqual(created);
        expect(await users.findByEmail('ada@example.EU')).toEqual(created);
        expect(await users.findByUsername('ADA')).toEqual(created);
        expect(await users.findByLogin('ada@example.eu')).toEqual(created);
        expect(await users.findByLogin('ada')).toEqual(created);
        expect(await users.count()).toBe(1);
      }));

    it('refuses a taken username or e-mail with a 409 naming the field', () =>
      withRepos(async ({ organizations, users }) => {
        const org = await organizations.create({ companyName: 'Acme SAS' });
        await users.create(user({ organizationId: org.id }));
        await expect(
          users.create(user({ organizationId: org.id, email: 'other@example.eu', username: 'ADA' })),
        ).rejects.toMatchObject({
          status: 409,
          fields: { username: expect.any(String) },
        });
        await expect(
          users.create(user({ organizationId: org.id, username: 'other', email: 'ADA@example.eu' })),
        ).rejects.toMatchObject({
          status: 409,
          fields: { email: expect.any(String) },
        });
        expect(await users.count()).toBe(1);
      }));

    it('lets exactly one of two concurrent registrations of a username win', () =>
      withRepos(async ({ organizations, users }) => {
        const org = await organizations.create({ companyName: 'Acme SAS' });
        const results = await Promise.allSettled([
          users.create(user({ organizationId: org.id, email: 'one@example.eu' })),
          users.create(user({ organizationId: org.id, email: 'two@example.eu' })),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect(await users.count()).toBe(1);
      }));

    it('updates a user and moves its indexes with it', () =>
      withRepos(async ({ organizations, users }) => {
        const org = await organizations.create({ companyName: 'Acme SAS' });
        const ada = await users.create(user({ organizationId: org.id }));
        const grace = await users.create(
          user({ organizationId: org.id, username: 'grace', email: 'grace@example.eu' }),
        );
        const updated = await users.update(ada.id, { email: 'countess@example.eu', name: 'Countess' });
        expect(updated).toMatchObject({ id: ada.id, email: 'countess@example.eu', name: 'Countess' });
        expect(await users.findByEmail('ada@example.eu')).toBeUndefined();
        expect(await users.findByEmail('countess@example.eu')).toMatchObject({ id: ada.id });
        await expect(users.update(grace.id, { email: 'COUNTESS@example.eu' })).rejects.toMatchObject({ status: 409 });
        expect(await users.findById(grace.id)).toMatchObject({ email: 'grace@example.eu' });
        await expect(users.update('missing', { name: 'x' })).rejects.toMatchObject({ status: 404 });
      }));

    it('lists the users with officers access, following changes of the flag', () =>
      withRepos(async ({ organizations, users }) => {
        const org = await organizations.create({ companyName: 'Acme SAS' });
        const ada = await users.create(user({ organizationId: org.id }));
        await users.create(user({ organizationId: org.id, username: 'grace', email: 'grace@example.eu' }));
        expect(await users.listOfficers()).toEqual([]);
        await users.update(ada.id, { officersAccess: true });
        expect((await users.listOfficers()).map((u) => u.id)).toEqual([ada.id]);
        await users.update(ada.id, { officersAccess: false });
        expect(await users.listOfficers()).toEqual([]);
      }));

    it('returns copies, so a caller cannot change stored data by accident', () =>
      withRepos(async ({ organizations, users }) => {
        const org = await organizations.create({ companyName: 'Acme SAS' });
        const ada = await users.create(user({ organizationId: org.id }));
        const found = await users.findById(ada.id);
        if (found) found.name = 'Changed';
        expect((await users.findById(ada.id))?.name).toBe('Ada Lovelace');
      }));

    it('seeds the catalog once and lists tiers in display order', () =>
      withRepos(async ({ catalog }) => {
        expect(await catalog.isSeeded()).toBe(false);
        expect(await catalog.listTiers()).toEqual([]);
        expect(await catalog.seedIfEmpty(seed)).toBe(true);
        expect(await catalog.seedIfEmpty(seed)).toBe(false);
        const tiers = await catalog.listTiers();
        expect(tiers.map((t) => t.sortOrder)).toEqual([...tiers.map((t) => t.sortOrder)].sort((a, b) => a - b));
        expect(tiers).toHaveLength(seed.tiers.length);
        const first = seed.tiers[0];
        if (first) expect(await catalog.findTier(first.id)).toMatchObject({ id: first.id, name: first.name });
        expect(await catalog.listRegions()).toHaveLength(seed.regions.length);
      }));

    it("pages an organization's live clusters newest first by keyset, by state too, never another's", () =>
      withRepos(async ({ organizations, clusters }) => {
        const mine = await organizations.create({ companyName: 'Acme SAS' });
        const theirs = await organizations.create({ companyName: 'Globex GmbH' });
        const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
        const make = (organizationId: string, i: number, status: ClusterStatus = 'running') =>
          clusters.create({
            ...runningClusterRecord({
              id: `c-${organizationId}-${i}`,
              organizationId,
              spec: clusterSpec(`c-${i}`),
              createdAt: at(i),
            }),
            status,
          });
        for (let i = 0; i < 7; i += 1) await make(mine.id, i, i % 3 === 0 ? 'failed' : 'running');
        for (let i = 0; i < 3; i += 1) await make(theirs.id, i);
        // Two clusters created at the same instant: the id breaks the tie.
        await clusters.create({
          ...runningClusterRecord({
            id: `c-${mine.id}-same`,
            organizationId: mine.id,
            spec: clusterSpec('same'),
            createdAt: at(6),
          }),
        });

        const seen: string[] = [];
        let after: { createdAt: string; id: string } | undefined;
        for (let round = 0; round < 10; round += 1) {
          const page = await clusters.listLivePage(mine.id, { limit: 3, after });
          seen.push(...page.map((c) => c.id));
          // A cluster created while paging is newer than every cursor: it never shifts the pages.
          if (round === 0) await make(mine.id, 99);
          const last = page.at(-1);
          if (!last || page.length < 3) break;
          after = { createdAt: last.createdAt, id: last.id };
        }
        const expected = [`c-${mine.id}-same`, ...[6, 5, 4, 3, 2, 1, 0].map((i) => `c-${mine.id}-${i}`)].sort(
          (a, b) => {
            const ta = a.endsWith('same') ? at(6) : at(Number(a.split('-').at(-1)));
            const tb = b.endsWith('same') ? at(6) : at(Number(b.split('-').at(-1)));
            return ta === tb ? (a < b ? 1 : -1) : ta < tb ? 1 : -1;
          },
        );
        expect(seen).toEqual(expected);
        expect(new Set(seen).size).toBe(seen.length);

        const failed = await clusters.listLivePage(mine.id, { limit: 10, status: 'failed' });
        expect(failed.map((c) => c.id)).toEqual([6, 3, 0].map((i) => `c-${mine.id}-${i}`));
        expect(await clusters.countLiveWithStatus(mine.id, 'failed')).toBe(3);
        expect(await clusters.countLiveWithStatus(mine.id, 'running')).toBe(6);
        expect(await clusters.countLiveWithStatus(theirs.id, 'failed')).toBe(0);

        // A deleted cluster leaves the pages and the counts; a state change moves it between them.
        await clusters.update(`c-${mine.id}-6`, (c) => ({ ...c, status: 'deleted', deletedAt: at(100) }));
        await clusters.update(`c-${mine.id}-3`, (c) => ({ ...c, status: 'running' }));
        expect((await clusters.listLivePage(mine.id, { limit: 10, status: 'failed' })).map((c) => c.id)).toEqual([
          `c-${mine.id}-0`,
        ]);
        expect(await clusters.countLiveWithStatus(mine.id, 'running')).toBe(7);
        expect((await clusters.listLivePage(mine.id, { limit: 50 })).map((c) => c.id)).not.toContain(`c-${mine.id}-6`);
        expect(
          (await clusters.listLivePage(theirs.id, { limit: 50 })).every((c) => c.organizationId === theirs.id),
        ).toBe(true);
      }));

    it('keeps everything after the backend is closed and opened again', async () => {
      const backend = await makeBackend();
      const first = await backend.open();
      const org = await first.repositories.organizations.create({ companyName: 'Acme SAS' });
      const ada = await first.repositories.users.create(user({ organizationId: org.id }));
      await first.repositories.catalog.seedIfEmpty(seed);
      await first.close();
      const second = await backend.open();
      try {
        expect(await second.repositories.users.findByUsername('ada')).toEqual(ada);
        expect(await second.repositories.organizations.findByCompanyId(org.companyId)).toEqual(org);
        expect(await second.repositories.catalog.isSeeded()).toBe(true);
      } finally {
        await second.close();
      }
    });
  });
}
