import type { TestPaymentProvider } from '../../src/server/payments/test-provider.ts';
import type { Repositories } from '../../src/server/store/repositories.ts';

// Service-level billing tests on a test clock: an organization with its owner, and a test card
// saved as its default method, written straight to the repositories.

const tag = () => Math.random().toString(36).slice(2, 8);

/** A new organization and its owner, Ada. */
export async function organizationWithOwner(repositories: Repositories) {
  const organization = await repositories.organizations.create({ companyName: `Acme ${tag()}` });
  const user = await repositories.users.create({
    username: `ada${tag()}`,
    email: `ada-${tag()}@example.eu`,
    name: 'Ada',
    role: 'user',
    orgRole: 'owner',
    organizationId: organization.id,
    emailVerified: true,
    officersAccess: false,
    passwordHash: 'x',
  });
  return { organization, user };
}

/** Saves a test card (DESIGN.md's numbers) as the organization's default payment method. */
export async function addTestCard(repositories: Repositories, provider: TestPaymentProvider, organizationId: string, userId: string, number: string) {
  const card = await provider.tokenizeCard({ number, expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada' });
  return repositories.paymentMethods.create({
    id: `pm-${card.token}`,
    organizationId,
    kind: 'card',
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    holderName: 'Ada',
    mandateReference: null,
    country: null,
    isDefault: true,
    createdAt: new Date().toISOString(),
    providerToken: card.token,
    createdBy: userId,
  });
}
