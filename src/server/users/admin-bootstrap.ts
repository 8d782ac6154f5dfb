import { hashPassword } from '../passwords/password-hasher.ts';
import type { Repositories } from '../store/repositories.ts';

/**
 * Creates the ADMIN_EMAIL super_admin, verified, unless a user already has that e-mail. A
 * super_admin left unverified by an earlier release is verified: the operator who configured the
 * address and its password vouches for it, and the console's "verify your e-mail" dialog would
 * otherwise block every sign-in.
 */
export async function bootstrapAdmin(
  repositories: Repositories,
  admin: { email: string; password: string } | undefined,
): Promise<'created' | 'exists' | 'skipped'> {
  if (!admin) return 'skipped';
  const { users, organizations } = repositories;
  const existing = await users.findByEmail(admin.email.toLowerCase());
  if (existing) {
    if (existing.role === 'super_admin' && !existing.emailVerified)
      await users.update(existing.id, { emailVerified: true });
    return 'exists';
  }
  const organization =
    (await organizations.findByName('Platform Operations')) ??
    (await organizations.create({ companyName: 'Platform Operations' }));
  await users.create({
    username: await freeUsername(repositories, admin.email.split('@')[0] || 'admin'),
    email: admin.email.toLowerCase(),
    name: 'Administrator',
    role: 'super_admin',
    orgRole: 'owner',
    organizationId: organization.id,
    emailVerified: true,
    officersAccess: true,
    passwordHash: await hashPassword(admin.password),
  });
  return 'created';
}

async function freeUsername(repositories: Repositories, wanted: string): Promise<string> {
  const base = wanted.toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'admin';
  for (let suffix = 0; ; suffix += 1) {
    const candidate = suffix === 0 ? base : `${base}${suffix}`;
    if (!(await repositories.users.findByUsername(candidate))) return candidate;
  }
}
