// Test-only: the signed-in user island tests render with. Not imported by app code.
import type { User } from './auth.ts';

/** Alice, an owner without two-factor and without an organization name, with what a test changes. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    username: 'alice',
    email: 'alice@example.eu',
    name: 'Alice Martin',
    role: 'user',
    companyName: null,
    companyId: null,
    orgRole: 'owner',
    emailVerified: true,
    mfaEnabled: false,
    twoFactorSetupRequired: false,
    officersAccess: false,
    preferences: { currency: 'EUR', billingCycle: 'monthly', theme: 'system' },
    ...overrides,
  };
}
