import { billingProfileSchema } from '../../src/shared/organizations/organizations.schemas.ts';
import type { TestPaymentProvider } from '../../src/server/payments/test-provider.ts';
import type { Repositories } from '../../src/server/store/repositories.ts';
import { testCard } from './builders.ts';

// Service-level billing tests on a test clock: an organization with its owner, and a test card
// saved as its default method, written straight to the repositories.

const tag = () => Math.random().toString(36).slice(2, 8);

/** A French company's complete billing profile (SIREN and VAT number that check out): 20 % VAT. */
export const FRENCH_BILLING_PROFILE = billingProfileSchema.parse({
  legalName: 'Boulangerie Numérique SAS',
  addressLine1: '12 avenue des Gobelins',
  postalCode: '75013',
  city: 'Paris',
  country: 'FR',
  vatNumber: 'FR44732829320',
  siren: '732829320',
});

/** A new organization, with the billing profile every payment needs, and its owner, Ada. */
export async function organizationWithOwner(repositories: Repositories) {
  const created = await repositories.organizations.create({ companyName: `Acme ${tag()}` });
  const organization = await repositories.organizations.change(created.id, () => ({
    billingProfile: FRENCH_BILLING_PROFILE,
  }));
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

/** Saves a test card (/documentation/test-payments) as the organization's default payment method. */
export async function addTestCard(
  repositories: Repositories,
  provider: TestPaymentProvider,
  organizationId: string,
  userId: string,
  number: string,
) {
  const card = await provider.tokenizeCard(testCard(number));
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
