import { describe, expect, it } from 'vitest';
import { fold, prepareIndex, search, tokenize } from './search.ts';
import type { SearchDoc } from './search.ts';

function page(overrides: Partial<SearchDoc> & Pick<SearchDoc, 'url' | 'title'>): SearchDoc {
  return {
    description: '',
    section: 'Clusters',
    kind: 'doc',
    headings: [],
    excerpt: '',
    text: '',
    ...overrides,
  };
}

const docs: SearchDoc[] = [
  page({
    url: '/documentation/storage',
    title: 'Storage',
    headings: ['Volume snapshots', 'Expanding a volume'],
    text: 'Block volumes are provisioned by the CSI driver. Snapshots are taken with a VolumeSnapshot.',
  }),
  page({
    url: '/tutorials/velero-backups',
    title: 'Back up a cluster with Velero',
    kind: 'tutorial',
    section: 'Tutorial',
    headings: ['Schedule a backup'],
    text: 'Velero copies resources and volume snapshots to object storage in the same jurisdiction.',
  }),
  page({
    url: '/documentation/security',
    title: 'Security and compliance',
    description: 'Données de santé: HDS hosting in France.',
    text: 'Every region is operated from the EU. Health data (données de santé) stays in France.',
  }),
  page({
    url: '/documentation/networking',
    title: 'Networking',
    headings: ['Storage of flow logs'],
    text: 'Cilium is the CNI of every cluster.',
  }),
];
const index = prepareIndex({ version: 1, docs });

describe('fold and tokenize', () => {
  it('lower-cases and strips accents', () => {
    expect(fold('Données ÉQUIPE')).toBe('donnees equipe');
  });

  it('splits on anything that is not a letter or digit', () => {
    expect(tokenize('kubectl rollout-status, gp-2-4!')).toEqual(['kubectl', 'rollout', 'status', 'gp', '2', '4']);
  });
});

describe('search', () => {
  it('returns nothing for an empty or blank query', () => {
    expect(search(index, '')).toEqual([]);
    expect(search(index, '   ,  ')).toEqual([]);
  });

  it('ranks a title match above a heading match above a body match', () => {
    const urls = search(index, 'storage').map((result) => result.doc.url);
    expect(urls).toEqual(['/documentation/storage', '/documentation/networking', '/tutorials/velero-backups']);
  });

  it('ignores case and accents in both the query and the pages', () => {
    expect(search(index, 'DONNEES').map((r) => r.doc.url)).toEqual(['/documentation/security']);
    expect(search(index, 'Sécurity').map((r) => r.doc.url)).toEqual(['/documentation/security']);
  });

  it('requires every word to match somewhere in the page', () => {
    expect(search(index, 'volume jurisdiction').map((r) => r.doc.url)).toEqual(['/tutorials/velero-backups']);
    expect(search(index, 'volume kubernetes')).toEqual([]);
  });

  it('matches word prefixes so results appear while typing', () => {
    expect(search(index, 'vel').map((r) => r.doc.url)).toEqual(['/tutorials/velero-backups']);
  });

  it('does not treat a single letter as a prefix of every word', () => {
    expect(search(index, 'c')).toEqual([]);
  });

  it('returns a snippet of body text around the first match, with the match split out', () => {
    const [result] = search(index, 'jurisdict');
    expect(result?.snippet?.match).toBe('jurisdiction');
    expect(result?.snippet?.before).toContain('object storage in the same ');
    expect(result?.snippet?.after).toBe('.');
  });

  it('maps the snippet back to the original accented text', () => {
    const [result] = search(index, 'donnees');
    expect(result?.snippet?.match).toBe('données');
  });

  it('gives no snippet when only the title matched', () => {
    const [result] = search(index, 'networking');
    expect(result?.snippet).toBeNull();
  });

  it('caps the number of results', () => {
    expect(search(index, 'the', 2)).toHaveLength(2);
  });
});
