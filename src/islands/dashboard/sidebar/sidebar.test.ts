import { describe, expect, it } from 'vitest';
import { NAV_SECTIONS, badgeText, isWithin, sectionsFor } from './sidebar.ts';
import { statusFromHealth } from './sidebar.queries.ts';
import type { OrgRole } from '../../../shared/permissions.ts';
import { consoleShortcuts } from '../shell/shortcuts.tsx';

const labels = (role: 'user' | 'admin' | 'super_admin') =>
  sectionsFor(role).flatMap((section) => section.items.map((item) => item.label()));
/** Every item and sub-item a member of `orgRole` is offered, by address. */
const offered = (orgRole: OrgRole) =>
  sectionsFor('user', orgRole).flatMap((section) =>
    section.items.flatMap((item) => [item.href, ...(item.children ?? []).map((child) => child.href)]),
  );

describe('sectionsFor', () => {
  it('shows User Management to admin and super_admin only', () => {
    expect(labels('user')).not.toContain('User Management');
    expect(labels('admin')).toContain('User Management');
    expect(labels('super_admin')).toContain('User Management');
  });

  it('keeps SPEC §2 order: Dashboard, Infrastructure, Orders, Account', () => {
    expect(labels('admin')).toEqual([
      'Dashboard',
      'Clusters',
      'Add-ons',
      'Marketplace',
      'Orders',
      'Billing',
      'Usage',
      'Price Estimator',
      'User Management',
      'Settings',
    ]);
    expect(NAV_SECTIONS.map((s) => s.title?.())).toEqual([undefined, 'Infrastructure', undefined, 'Account']);
  });
});

describe('what an organization role is offered', () => {
  it('offers the billing role no cluster page (it cannot read clusters: 403)', () => {
    const billing = offered('billing');
    for (const href of ['/my-clusters', '/configure-cluster', '/add-ons']) expect(billing).not.toContain(href);
    expect(billing).toEqual(
      expect.arrayContaining(['/marketplace', '/orders', '/orders/clusters', '/billing', '/usage']),
    );
    expect(consoleShortcuts('/dashboard', 'billing').map((link) => link.href)).toEqual([
      '/dashboard',
      '/orders',
      '/usage',
    ]);
  });

  it('offers a viewer no Billing (it cannot read billing: 403), but the clusters', () => {
    const viewer = offered('viewer');
    expect(viewer).not.toContain('/billing');
    expect(viewer).toEqual(expect.arrayContaining(['/my-clusters', '/add-ons', '/usage']));
    expect(viewer).not.toContain('/configure-cluster');
    expect(consoleShortcuts('/dashboard', 'viewer').map((link) => link.href)).toContain('/my-clusters');
  });

  it('offers an owner every item', () => {
    expect(offered('owner')).toEqual(
      expect.arrayContaining(['/my-clusters', '/configure-cluster', '/add-ons', '/billing']),
    );
  });
});

describe('isWithin', () => {
  const clusters = NAV_SECTIONS[1]!.items[0]!;
  const orders = NAV_SECTIONS[2]!.items[0]!;
  it('highlights an item for its own pages and sub-pages', () => {
    expect(isWithin(clusters, '/my-clusters')).toBe(true);
    expect(isWithin(clusters, '/clusters/c1/topology')).toBe(true);
    expect(isWithin(clusters, '/configure-cluster')).toBe(true);
    expect(isWithin(orders, '/orders/support/t1')).toBe(true);
    expect(isWithin(orders, '/order-status')).toBe(false);
  });
});

describe('badgeText', () => {
  it('shows counts, caps them at 99+, and accepts numeric strings', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText('250')).toBe('99+');
    expect(badgeText('7')).toBe('7');
    expect(badgeText(undefined)).toBeUndefined();
  });
});

describe('statusFromHealth', () => {
  it('reads 200 as Healthy, 503 (store failing) as Degraded, anything else as Unreachable', () => {
    expect(statusFromHealth(200)).toBe('healthy');
    expect(statusFromHealth(503)).toBe('degraded');
    expect(statusFromHealth(502)).toBe('unreachable');
    expect(statusFromHealth(404)).toBe('unreachable');
  });
});
