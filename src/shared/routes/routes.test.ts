import { createRouter } from '@nanostores/router';
import { describe, expect, it } from 'vitest';
import { mayAccess, matchRoute, pageAccess, resolveAppPage, ROUTE_NAMES, ROUTES, routePattern } from './index.ts';

describe('routePattern', () => {
  it('builds the very patterns the client router builds, so server and browser pick one screen', () => {
    const router = createRouter(Object.fromEntries(ROUTE_NAMES.map((name) => [name, ROUTES[name].path])));
    expect(router.routes.map(([name, pattern]) => [name, String(pattern)])).toEqual(
      ROUTE_NAMES.map((name) => [name, String(routePattern(ROUTES[name].path))]),
    );
  });
  it('matches without regard to case, as the router does', () =>
    expect(matchRoute('/Dashboard')?.name).toBe('dashboard'));
});

describe('pageAccess', () => {
  it('keeps everything under a staff route staff, known page or not', () => {
    expect(pageAccess('/admin')).toBe('admin');
    expect(pageAccess('/admin/anything')).toBe('admin');
    expect(pageAccess('/user-management/')).toBe('admin');
    expect(pageAccess('/officers')).toBe('officer');
    expect(pageAccess('/officers/panel')).toBe('officer');
  });
  it('asks for sign-in under the segments whose routes take an id', () => {
    for (const path of ['/clusters/x/nodes', '/cluster-detail/c1', '/orders/anything', '/order-status/o1']) {
      expect(pageAccess(path), path).toBe('user');
    }
  });
  it('leaves the public site public', () => {
    for (const path of ['/', '/pricing', '/auth', '/support', '/clusters', '/cluster-types/blue', '/dashboards']) {
      expect(pageAccess(path), path).toBe('public');
    }
  });
  it('guards every route of the table as the route itself asks', () => {
    for (const route of Object.values(ROUTES)) {
      const samplePath = route.path.replace(/:\w+/g, 'x1');
      expect(pageAccess(samplePath), route.path).toBe(route.openToVisitors ? 'public' : route.access);
    }
  });
});

describe('mayAccess', () => {
  const customer = { role: 'user', officersAccess: false };
  const admin = { role: 'admin', officersAccess: false };
  const superAdmin = { role: 'super_admin' };
  const officer = { role: 'user', officersAccess: true };
  it('opens public pages to everyone, signed in or not', () => expect(mayAccess('public', null)).toBe(true));
  it('needs a user for everything else', () => {
    for (const access of ['user', 'admin', 'officer'] as const) expect(mayAccess(access, null), access).toBe(false);
  });
  it('keeps admin access for admin and super_admin', () => {
    expect([customer, admin, superAdmin, officer].map((user) => mayAccess('admin', user))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
  it('keeps officer access for the officers flag, whatever the role', () => {
    expect([customer, admin, superAdmin, officer].map((user) => mayAccess('officer', user))).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});

describe('routes open to visitors', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });
  it('gives a visitor the public marketplace instead of the sign-in page', () => {
    expect(pageAccess('/marketplace')).toBe('public');
    expect(resolveAppPage(at('/marketplace', '?item=addon-velero'), null)).toMatchObject({
      status: 'visitor',
      match: { name: 'marketplace' },
    });
  });
  it('gives a signed-in user the console page at the same address', () => {
    expect(resolveAppPage(at('/marketplace'), { role: 'user' })).toMatchObject({
      status: 'page',
      match: { name: 'marketplace' },
    });
  });
  it('still sends a visitor to sign in from the marketplace pages that order', () => {
    expect(resolveAppPage(at('/orders/products/p1'), null)).toMatchObject({ status: 'sign-in' });
    expect(resolveAppPage(at('/custom-solutions'), null)).toMatchObject({ status: 'sign-in' });
  });
});
