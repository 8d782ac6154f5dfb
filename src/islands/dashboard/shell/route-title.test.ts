// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_NAMES, ROUTES } from '../../../shared/routes/index.ts';
import { routeTitle } from './route-title.ts';

describe('routeTitle', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('is the route table’s title in English, for every route', () => {
    for (const name of ROUTE_NAMES) expect(routeTitle(name)).toBe(ROUTES[name].title);
  });

  it('is French on a French page', () => {
    document.documentElement.lang = 'fr';
    expect(routeTitle('settings')).toBe('Paramètres');
    expect(routeTitle('gcpClusterTest')).toBe('Test Google Cloud GKE');
  });
});
