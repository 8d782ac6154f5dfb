import { describe, expect, it } from 'vitest';
import type { NewUser } from '../../../shared/users/users.schemas.ts';
import { withRepositories, type ContractBackend } from './contract-backend.ts';

const user = (organizationId: string, username: string, email: string): NewUser => ({
  username,
  email,
  name: 'Ada Lovelace',
  role: 'user',
  orgRole: 'owner',
  emailVerified: false,
  officersAccess: false,
  passwordHash: null,
  organizationId,
});

/** Units of work across repositories: all or nothing, and serialised on the rows they share. */
export function describeTransactionContract(name: string, makeBackend: () => Promise<ContractBackend>) {
  describe(`${name} transactions`, () => {
    it('leaves nothing behind when the work fails midway, and runs no after-commit task', () =>
      withRepositories(makeBackend, async (repositories) => {
        const ran: string[] = [];
        await expect(
          repositories.transaction(async (tx) => {
            const org = await tx.organizations.create({ companyName: 'Doomed SAS' });
            await tx.users.create(user(org.id, 'doomed', 'doomed@example.eu'));
            tx.afterCommit(() => ran.push('after'));
            expect(await tx.users.findByUsername('doomed')).toBeDefined();
            throw new Error('payment provider down');
          }),
        ).rejects.toThrow('payment provider down');
        expect(await repositories.organizations.findByName('Doomed SAS')).toBeUndefined();
        expect(await repositories.users.findByUsername('doomed')).toBeUndefined();
        expect(await repositories.users.count()).toBe(0);
        expect(ran).toEqual([]);
      }));

    it('commits every write together and runs after-commit tasks once it is durable', () =>
      withRepositories(makeBackend, async (repositories, backend) => {
        const ran: string[] = [];
        const created = await repositories.transaction(async (tx) => {
          const org = await tx.organizations.create({ companyName: 'Acme SAS' });
          const ada = await tx.users.create(user(org.id, 'ada', 'ada@example.eu'));
          // Nested units join the outer one.
          await tx.transaction(async (inner) => inner.jobs.enqueue({ kind: 'welcome', id: `welcome-${ada.id}` }));
          tx.afterCommit(() => ran.push('after'));
          expect(ran).toEqual([]);
          return ada;
        });
        expect(ran).toEqual(['after']);
        expect(await repositories.users.findById(created.id)).toBeDefined();
        expect(await repositories.jobs.findById(`welcome-${created.id}`)).toBeDefined();
        expect(backend.name).toMatch(/embedded|postgres/);
      }));

    it('closes only once the work a commit started has ended: what it writes after the commit is kept', async () => {
      const backend = await makeBackend();
      const first = await backend.open();
      const org = await first.repositories.transaction(async (tx) => {
        const created = await tx.organizations.create({ companyName: 'Notified SAS' });
        // A notice written a moment after the commit, as the order and billing notices do.
        tx.afterCommit(async () => {
          await new Promise((resolve) => setTimeout(resolve, 100));
          await first.repositories.jobs.enqueue({ kind: 'notice', id: `notice-${created.id}` });
        });
        return created;
      });
      await first.close();
      const reopened = await backend.open();
      try {
        expect(await reopened.repositories.jobs.findById(`notice-${org.id}`)).toBeDefined();
      } finally {
        await reopened.close();
      }
    });

    it('lets one of two registrations racing for one username win; the other gets a 409 and leaves no organization', () =>
      withRepositories(makeBackend, async (repositories) => {
        const register = (company: string, email: string) =>
          repositories.transaction(async (tx) => {
            const org = await tx.organizations.create({ companyName: company });
            return tx.users.create(user(org.id, 'grace', email));
          });
        const results = await Promise.allSettled([
          register('One SAS', 'one@example.eu'),
          register('Two SAS', 'two@example.eu'),
        ]);
        const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(failures).toHaveLength(1);
        expect(failures[0]?.reason).toMatchObject({ status: 409, fields: { username: expect.any(String) } });
        const orgs = [
          await repositories.organizations.findByName('One SAS'),
          await repositories.organizations.findByName('Two SAS'),
        ];
        expect(orgs.filter(Boolean)).toHaveLength(1);
        expect(await repositories.users.count()).toBe(1);
      }));

    it('serialises concurrent read-check-write units on the same row', () =>
      withRepositories(makeBackend, async (repositories) => {
        const org = await repositories.organizations.create({ companyName: 'Counter SAS' });
        const ada = await repositories.users.create(user(org.id, 'ada', 'ada@example.eu'));
        // Ten "accept this TOTP step once" checks at once: exactly one may pass.
        let accepted = 0;
        await Promise.all(
          Array.from({ length: 10 }, () =>
            repositories.users.change(ada.id, (current) => {
              if (current.name === 'Stepped') return undefined;
              accepted += 1;
              return { name: 'Stepped' };
            }),
          ),
        );
        expect(accepted).toBe(1);
      }));

    it('numbers a sequence without gaps when batches reserve blocks and some roll back', () =>
      withRepositories(makeBackend, async (repositories) => {
        const taken: number[] = [];
        await Promise.all(
          Array.from({ length: 6 }, (_, k) =>
            repositories
              .transaction(async (tx) => {
                const first = await tx.counters.reserve('INV-2031', 3);
                if (k === 2) throw new Error('batch failed');
                taken.push(first, first + 1, first + 2);
              })
              .catch(() => undefined),
          ),
        );
        taken.push(await repositories.counters.next('INV-2031'));
        expect(taken.sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
      }));
  });
}
