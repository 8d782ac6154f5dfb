import { describe, expect, it } from 'vitest';
import { pageAccess } from '../../../shared/routes/index.ts';
import { ROUTES, canOpen, matchRoute, resolveAppPage } from './routes.ts';

// The signed-in routes of the three layouts, with sample ids.
const DASHBOARD = [
  '/dashboard',
  '/profile',
  '/account',
  '/my-clusters',
  '/clusters/c1',
  '/cluster-detail/c1',
  '/clusters/c1/topology',
  '/orders',
  '/orders/clusters',
  '/orders/products',
  '/orders/products/p1',
  '/orders/support',
  '/orders/support/t1',
  '/orders/addons',
  '/marketplace',
  '/custom-solutions',
  '/billing',
  '/usage',
  '/settings',
  '/simple-settings',
  '/add-ons',
  '/price-estimator',
  '/payment-success',
  '/user-management',
  '/officers/panel',
  '/admin/pending-registrations',
  '/admin/promotion-requests',
  '/admin/organization-users',
];
const PLAIN = [
  '/cluster-topology',
  '/cluster-selection',
  '/smart-suggestions',
  '/gcp-cluster-test',
  '/aws-eks-test',
  '/azure-aks-test',
  '/ibm-iks-test',
  '/huawei-cce-test',
  '/alibaba-ack-test',
  '/digitalocean-doks-test',
  '/order-status',
  '/order-status/o1',
  '/clusters/c1/status',
];
const SLIDE = ['/configure-cluster', '/clusters/configure', '/cluster-provisioning', '/clusters/provisioning'];

describe('matchRoute', () => {
  it.each(DASHBOARD)('gives %s the dashboard layout', (path) =>
    expect(matchRoute(path)?.route.layout).toBe('dashboard'),
  );
  it.each(PLAIN)('gives %s the plain layout', (path) => expect(matchRoute(path)?.route.layout).toBe('plain'));
  it.each(SLIDE)('gives %s the slide layout', (path) => expect(matchRoute(path)?.route.layout).toBe('slide'));

  it('serves every signed-in route of SPEC §2 only behind the middleware guard', () => {
    // The marketplace alone lets visitors browse (its page gives them the public version).
    for (const path of [...DASHBOARD, ...PLAIN, ...SLIDE].filter((p) => p !== '/marketplace')) {
      expect(pageAccess(path), path).not.toBe('public');
    }
  });

  it('gives both addresses of one page the same screen', () => {
    expect(matchRoute('/account')?.route.view).toBe(matchRoute('/profile')?.route.view);
    expect(matchRoute('/simple-settings')?.route.view).toBe('settings');
    expect(matchRoute('/clusters/configure')?.route.view).toBe(matchRoute('/configure-cluster')?.route.view);
  });

  it('reads path parameters, decoded', () => {
    expect(matchRoute('/clusters/prod%20eu')).toMatchObject({ name: 'clusterDetail', params: { id: 'prod eu' } });
    expect(matchRoute('/clusters/c1/topology')).toMatchObject({ name: 'clusterTopology', params: { id: 'c1' } });
    expect(matchRoute('/orders/support/t-9')?.params).toEqual({ id: 't-9' });
  });

  it('does not read fixed cluster pages as cluster ids', () => {
    expect(matchRoute('/clusters/configure')?.name).toBe('clustersConfigure');
    expect(matchRoute('/clusters/provisioning')?.name).toBe('clustersProvisioning');
  });

  it('ignores a trailing slash and rejects unknown paths', () => {
    expect(matchRoute('/orders/')?.name).toBe('orders');
    expect(matchRoute('/no/such/page')).toBeUndefined();
    expect(matchRoute('/clusters')).toBeUndefined();
    expect(matchRoute('/clusters/c1/nodes')).toBeUndefined();
    expect(matchRoute('/pricing')).toBeUndefined();
  });

  it('orders the slide steps forward from configure to provisioning', () => {
    expect([ROUTES.configureCluster.slideStep, ROUTES.clusterProvisioning.slideStep]).toEqual([0, 1]);
    expect([ROUTES.clustersConfigure.slideStep, ROUTES.clustersProvisioning.slideStep]).toEqual([0, 1]);
  });
});

describe('canOpen', () => {
  const customer = { role: 'user', officersAccess: false } as const;
  it('keeps admin pages for admin and super_admin', () => {
    expect(canOpen(ROUTES.userManagement, customer)).toBe(false);
    expect(canOpen(ROUTES.userManagement, { role: 'admin', officersAccess: false })).toBe(true);
    expect(canOpen(ROUTES.pendingRegistrations, { role: 'super_admin', officersAccess: false })).toBe(true);
  });
  it('keeps the officers panel for officers access', () => {
    expect(canOpen(ROUTES.officersPanel, customer)).toBe(false);
    expect(canOpen(ROUTES.officersPanel, { role: 'user', officersAccess: true })).toBe(true);
  });
  it('opens customer pages to everyone signed in', () => expect(canOpen(ROUTES.orders, customer)).toBe(true));
});

describe('resolveAppPage', () => {
  const customer = { role: 'user', officersAccess: false } as const;
  const at = (pathname: string, search = '') => ({ pathname, search });
  it('serves routes to signed-in users', () => {
    expect(resolveAppPage(at('/orders'), customer)).toMatchObject({ status: 'page', match: { name: 'orders' } });
  });
  it('sends signed-out visitors to sign in, remembering the address', () => {
    expect(resolveAppPage(at('/orders', '?x=1'), null)).toEqual({
      status: 'sign-in',
      redirect: '/auth?redirect=%2Forders%3Fx%3D1',
    });
  });
  it('answers not found for unknown paths, and for staff pages to others', () => {
    expect(resolveAppPage(at('/nope'), customer)).toEqual({ status: 'not-found' });
    expect(resolveAppPage(at('/nope'), null)).toEqual({ status: 'not-found' });
    expect(resolveAppPage(at('/admin/organization-users'), customer)).toEqual({ status: 'not-found' });
    expect(resolveAppPage(at('/officers/panel'), { role: 'super_admin', officersAccess: false })).toEqual({
      status: 'not-found',
    });
  });
});
