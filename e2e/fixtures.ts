// The signed-in starting points the specs share, as Playwright fixtures: a test names the one it
// needs and finds it ready in its own page's browser context.
//   customer      a newly registered customer, signed in, past the e-mail verification dialog
//   owner         the same with a billing profile (ready to pay)
//   organization  the owner's organization furnished with one of everything the `:id` screens show
// A test that only needs to be signed in names the fixture without using it: `{ page, customer: _customer }`.
import { test as base } from '@playwright/test';
import type { Account } from './accounts.ts';
import { registerCustomer } from './signed-in.ts';
import { furnishedOrganization, registerOwner, type OrganizationIds } from './team-roles.ts';

export const test = base.extend<{ customer: Account; owner: Account; organization: OrganizationIds }>({
  customer: async ({ page }, use) => {
    await use(await registerCustomer(page));
  },
  owner: async ({ page }, use) => {
    await use(await registerOwner(page));
  },
  organization: async ({ page, owner }, use) => {
    void owner; // the organization is the owner's: signed in first
    await use(await furnishedOrganization(page));
  },
});

export { expect } from '@playwright/test';
