import { describe, expect, it } from 'vitest';
import { scopesMissingToGive, TOKEN_SCOPES } from './token-scopes.ts';

describe('scopesMissingToGive (DESIGN.md "Token reach")', () => {
  it('names the scopes a token lacks to give a role; every scope gives every role but owner', () => {
    expect(scopesMissingToGive(['team:write'], 'owner', 'viewer')).toEqual(['read']);
    expect(scopesMissingToGive(['read', 'team:write'], 'owner', 'viewer')).toEqual([]);
    expect(scopesMissingToGive(['read', 'team:write'], 'owner', 'member')).toEqual([
      'clusters:write',
      'kubeconfigs:write',
      'orders:write',
      'billing:read',
      'tickets:write',
    ]);
    expect(scopesMissingToGive(['team:write'], 'owner', 'owner')).toContain('billing:write');
    for (const role of ['member', 'billing', 'viewer'] as const)
      expect(scopesMissingToGive([...TOKEN_SCOPES], 'owner', role)).toEqual([]);
    // An owner exports the whole organization, which no token scope grants: no token makes an owner.
    expect(scopesMissingToGive([...TOKEN_SCOPES], 'owner', 'owner')).toEqual([...TOKEN_SCOPES]);
  });

  it('counts only what the holder’s role holds: a member’s token never reaches billing management', () => {
    expect(scopesMissingToGive([...TOKEN_SCOPES], 'member', 'billing')).toEqual(['billing:write']);
  });
});
