import { afterEach, describe, expect, it } from 'vitest';
import { organizationWithOwner } from '../../../test/support/billing-fixtures.ts';
import { BACKENDS } from '../../../test/support/storage.ts';
import { generateApiToken, isWellFormedToken } from './token-format.ts';
import { TokenService } from './tokens.service.ts';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
});
const META = { ip: '203.0.113.9', userAgent: 'ci' };

describe('token values', () => {
  it('carry a checksum that catches a changed character', () => {
    const token = generateApiToken();
    expect(isWellFormedToken(token)).toBe(true);
    const changed = token.slice(0, 12) + (token[12] === 'Z' ? 'Y' : 'Z') + token.slice(13);
    expect(isWellFormedToken(changed)).toBe(false);
    expect(isWellFormedToken(`ghp_${token.slice(5)}`)).toBe(false);
  });
});

describe.each(BACKENDS)('API tokens on a test clock (%s)', (_name, makeBackend) => {
  it('expires at its date with token_expired, and notes reads once an hour', async () => {
    const store = await (await makeBackend()).open();
    opened.push(store);
    const clock = { now: Date.UTC(2026, 0, 10, 8) };
    const tokens = new TokenService({ repositories: store.repositories, now: () => clock.now });
    const { user } = await organizationWithOwner(store.repositories);
    const { token } = await tokens.create(user, { name: 'nightly', scopes: ['read'], expiresInDays: 7 }, META);
    const first = await tokens.authenticate(token, META);
    expect(first.firstUseThisHour).toBe(true);
    clock.now += 30 * 60_000;
    expect((await tokens.authenticate(token, META)).firstUseThisHour).toBe(false);
    clock.now += 61 * 60_000;
    expect((await tokens.authenticate(token, META)).firstUseThisHour).toBe(true);
    clock.now = Date.UTC(2026, 0, 17, 8);
    await expect(tokens.authenticate(token, META)).rejects.toMatchObject({
      status: 401,
      code: 'token_expired',
      message: expect.stringContaining('17 Jan 2026'),
    });
    expect((await tokens.list(user)).tokens[0]).toMatchObject({ status: 'expired', lastUsedIp: '203.0.113.9' });
  });

  it('loses the token when the holder’s role changed by a path that did not revoke it', async () => {
    const store = await (await makeBackend()).open();
    opened.push(store);
    const tokens = new TokenService({ repositories: store.repositories });
    const { user } = await organizationWithOwner(store.repositories);
    const { token } = await tokens.create(user, { name: 'x', scopes: ['read'], expiresInDays: 7 }, META);
    await store.repositories.users.update(user.id, { orgRole: 'viewer' });
    await expect(tokens.authenticate(token, META)).rejects.toMatchObject({
      code: 'token_revoked',
      message: expect.stringContaining('role changed'),
    });
    expect((await tokens.list(user)).tokens[0]).toMatchObject({ status: 'revoked', revokedReason: 'role changed' });
  });
});
