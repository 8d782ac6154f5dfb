import { describe, expect, it } from 'vitest';
import {
  isSuperAdmin,
  mayApprovePromotion,
  mayChangeRole,
  mayDecidePromotion,
  mayManageAccount,
} from './staff-rules.ts';

const user = { role: 'user' };
const admin = { role: 'admin' };
const superAdmin = { role: 'super_admin' };

describe('staff rules', () => {
  it('knows a super_admin', () => {
    expect([user, admin, superAdmin].map(isSuperAdmin)).toEqual([false, false, true]);
  });

  it('lets an administrator manage customers, and only a super_admin manage staff', () => {
    expect(mayManageAccount(admin, user)).toBe(true);
    expect(mayManageAccount(admin, admin)).toBe(false);
    expect(mayManageAccount(admin, superAdmin)).toBe(false);
    expect(mayManageAccount(superAdmin, admin)).toBe(true);
  });

  it('leaves staff roles to a super_admin, given or taken', () => {
    expect(mayChangeRole(admin, user, 'admin')).toBe(false);
    expect(mayChangeRole(admin, admin, 'user')).toBe(false);
    expect(mayChangeRole(admin, user, 'user')).toBe(true);
    expect(mayChangeRole(superAdmin, admin, 'super_admin')).toBe(true);
  });

  it('decides a request for the admin role by a super_admin, officers access by any administrator', () => {
    expect(mayDecidePromotion(admin, 'admin')).toBe(false);
    expect(mayDecidePromotion(superAdmin, 'admin')).toBe(true);
    expect(mayDecidePromotion(admin, 'officers_access')).toBe(true);
  });

  it('approves officers access for a staff member by a super_admin only', () => {
    expect(mayApprovePromotion(admin, 'officers_access', user)).toBe(true);
    expect(mayApprovePromotion(admin, 'officers_access', admin)).toBe(false);
    expect(mayApprovePromotion(superAdmin, 'officers_access', admin)).toBe(true);
    expect(mayApprovePromotion(admin, 'admin', user)).toBe(false);
  });
});
