import { describe, expect, it } from 'vitest';
import { BACKENDS } from '../../../test/support/storage.ts';
import { bootstrapAdmin } from './admin-bootstrap.ts';

const ADMIN = { email: 'Root@Example.eu', password: 'correct horse battery staple' };

describe.each(BACKENDS)('the ADMIN_EMAIL super_admin (%s)', (_name, backend) => {
  it('is created verified, once', async () => {
    const { repositories, close } = await (await backend()).open();
    try {
      expect(await bootstrapAdmin(repositories, ADMIN)).toBe('created');
      expect(await bootstrapAdmin(repositories, ADMIN)).toBe('exists');
      expect(await repositories.users.findByEmail('root@example.eu')).toMatchObject({
        role: 'super_admin',
        emailVerified: true,
      });
      expect(await repositories.users.count()).toBe(1);
    } finally {
      await close();
    }
  });

  it('is verified at start when an earlier release left it unverified, and no other user is', async () => {
    const { repositories, close } = await (await backend()).open();
    try {
      await bootstrapAdmin(repositories, ADMIN);
      const admin = await repositories.users.findByEmail('root@example.eu');
      await repositories.users.update(admin?.id ?? '', { emailVerified: false });
      const customer = await repositories.users.create({
        username: 'ada',
        email: 'ada@example.eu',
        name: 'Ada',
        role: 'user',
        orgRole: 'owner',
        organizationId: admin?.organizationId ?? '',
        emailVerified: false,
        officersAccess: false,
        passwordHash: 'x',
      });
      expect(await bootstrapAdmin(repositories, ADMIN)).toBe('exists');
      expect(await repositories.users.findByEmail('root@example.eu')).toMatchObject({ emailVerified: true });
      // Another address configured as ADMIN_EMAIL never verifies a customer's account.
      expect(await bootstrapAdmin(repositories, { email: customer.email, password: ADMIN.password })).toBe('exists');
      expect(await repositories.users.findById(customer.id)).toMatchObject({ role: 'user', emailVerified: false });
    } finally {
      await close();
    }
  });
});
