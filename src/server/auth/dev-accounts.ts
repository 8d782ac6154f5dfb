import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';

export type DevAccountKind = 'customer' | 'admin' | 'super_admin' | 'officer';

const ACCOUNTS: Record<
  DevAccountKind,
  { username: string; name: string; role: UserRecord['role']; officersAccess: boolean; company: string }
> = {
  customer: {
    username: 'dev-customer',
    name: 'Camille Customer',
    role: 'user',
    officersAccess: false,
    company: 'Demo Customer SAS',
  },
  admin: {
    username: 'dev-admin',
    name: 'Alex Admin',
    role: 'admin',
    officersAccess: false,
    company: 'Platform Operations',
  },
  // As the ADMIN_EMAIL account is made (admin-bootstrap.ts): super_admin with officers access.
  super_admin: {
    username: 'dev-super-admin',
    name: 'Sam Superadmin',
    role: 'super_admin',
    officersAccess: true,
    company: 'Platform Operations',
  },
  officer: {
    username: 'dev-officer',
    name: 'Olivia Officer',
    role: 'user',
    officersAccess: true,
    company: 'Platform Operations',
  },
};

/**
 * The seeded development accounts behind /dev-login, created on first use. They have no
 * password: they can only be entered through /dev-login, which exists only in development.
 */
export function ensureDevAccount(repositories: Repositories, kind: DevAccountKind): Promise<UserRecord> {
  // Two first sign-ins at once (parallel tests) must not both try to create the account.
  const running = creating.get(kind) ?? findOrCreate(repositories, kind).finally(() => creating.delete(kind));
  creating.set(kind, running);
  return running;
}

const creating = new Map<DevAccountKind, Promise<UserRecord>>();

async function findOrCreate(repositories: Repositories, kind: DevAccountKind): Promise<UserRecord> {
  const spec = ACCOUNTS[kind];
  const existing = await repositories.users.findByUsername(spec.username);
  if (existing) return existing;
  const organization =
    (await repositories.organizations.findByName(spec.company)) ??
    (await repositories.organizations.create({ companyName: spec.company }));
  return repositories.users.create({
    username: spec.username,
    email: `${spec.username}@example.eu`,
    name: spec.name,
    role: spec.role,
    orgRole: 'owner',
    organizationId: organization.id,
    emailVerified: true,
    officersAccess: spec.officersAccess,
    passwordHash: null,
  });
}
