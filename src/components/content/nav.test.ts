import { describe, expect, it } from 'vitest';
import { groupItems, neighbours, normalizePath, sortByGroup } from './nav.ts';

const entries = [
  { href: '/documentation/api', title: 'API', group: 'API', order: 1 },
  { href: '/documentation/storage', title: 'Storage', group: 'Clusters', order: 3 },
  { href: '/documentation/getting-started', title: 'Getting started', group: 'Get started', order: 1 },
  { href: '/documentation/networking', title: 'Networking', group: 'Clusters', order: 2 },
];
const groupOrder = ['Get started', 'Clusters', 'API'];

describe('sidebar navigation', () => {
  it('orders entries by group, then by their order field', () => {
    expect(sortByGroup(entries, groupOrder).map((entry) => entry.title)).toEqual([
      'Getting started',
      'Networking',
      'Storage',
      'API',
    ]);
  });

  it('groups sorted entries under their section label', () => {
    const groups = groupItems(sortByGroup(entries, groupOrder));
    expect(groups.map((group) => [group.label, group.items.length])).toEqual([
      ['Get started', 1],
      ['Clusters', 2],
      ['API', 1],
    ]);
  });

  it('finds the previous and next page across sections, ignoring a trailing slash', () => {
    const groups = groupItems(sortByGroup(entries, groupOrder));
    const { prev, next } = neighbours(groups, '/documentation/storage/');
    expect(prev?.title).toBe('Networking');
    expect(next?.title).toBe('API');
    expect(neighbours(groups, '/documentation/getting-started').prev).toBeUndefined();
    expect(neighbours(groups, '/nowhere')).toEqual({});
  });

  it('normalizes paths but keeps the root', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/tutorials/')).toBe('/tutorials');
  });
});
