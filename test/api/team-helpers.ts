// What the team API tests share: an organization with one member of every role, joined through
// real invitation e-mails.
import { expect } from 'vitest';
import { ApiClient, latestMail, newAccount } from './api-client.ts';
import { registeredCustomer } from './commerce-helpers.ts';

export type Role = 'owner' | 'member' | 'billing' | 'viewer';

/** Invites `email` with `orgRole` as `owner`; answers the invitation's token from the mailbox. */
export async function invite(owner: ApiClient, email: string, orgRole: Role): Promise<string> {
  const response = await owner.post('/api/organization/invitations', { email, orgRole });
  expect(response.status, response.text).toBe(201);
  const { token } = await latestMail(owner.base, email, /invited to join/);
  expect(token).toMatch(/^[a-f0-9]{64}$/);
  return token as string;
}

/** Accepts an invitation as a new client; answers it signed in. */
export async function accept(base: string, token: string): Promise<{ client: ApiClient; id: string }> {
  const client = new ApiClient(base);
  const account = newAccount();
  const response = await client.post('/api/invitations/accept', {
    token,
    username: account.username,
    name: account.name,
    password: account.password,
  });
  expect(response.status, response.text).toBe(201);
  return { client, id: response.json.id as string };
}

/** An organization with an owner and one member of each other role, all signed in. */
export async function team(base: string): Promise<Record<Role, ApiClient> & { ids: Record<Role, string> }> {
  const owner = await registeredCustomer(base);
  const ownerId = (await owner.get('/api/user')).json.id as string;
  const joined = {} as Record<Exclude<Role, 'owner'>, { client: ApiClient; id: string }>;
  for (const role of ['member', 'billing', 'viewer'] as const) {
    joined[role] = await accept(base, await invite(owner, newAccount().email, role));
  }
  return {
    owner,
    member: joined.member.client,
    billing: joined.billing.client,
    viewer: joined.viewer.client,
    ids: { owner: ownerId, member: joined.member.id, billing: joined.billing.id, viewer: joined.viewer.id },
  };
}
