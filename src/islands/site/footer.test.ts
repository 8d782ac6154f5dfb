import { describe, expect, it } from 'vitest';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import {
  FALLBACK_TIERS,
  VERSION_FALLBACK,
  footerTierLinks,
  parseTierList,
  parseVersionSummary,
  tierPage,
} from './footer.ts';

describe('tierPage (SPEC §2 keyword table)', () => {
  it.each([
    ['Blue', 'blue'],
    ['Standard', 'blue'],
    ['Red', 'red'],
    ['Enterprise', 'red'],
    ['Green', 'green'],
    ['Economy', 'green'],
    ['Data', 'data'],
    ['AI', 'ai'],
    ['ML', 'ai'],
    ['Violet', 'ai'],
    ['Sandbox', 'sandbox'],
    ['Gray', 'sandbox'],
    ['Dev', 'orange'],
    ['Test', 'orange'],
    ['Orange', 'orange'],
  ])('maps the keyword %s to the %s page', (name, page) => {
    expect(tierPage(name)).toBe(page);
  });

  it('ignores case and finds keywords inside longer names', () => {
    expect(tierPage('STANDARD production')).toBe('blue');
    expect(tierPage('Big Data Lake')).toBe('data');
    expect(tierPage('GenAI inference')).toBe('ai');
    expect(tierPage('Developer playground')).toBe('orange');
  });

  it('maps anything else to blue', () => {
    expect(tierPage('Premium')).toBe('blue');
    expect(tierPage('')).toBe('blue');
    expect(tierPage('Kubernetes 🚀')).toBe('blue');
  });

  it('lets the first matching row of the table win', () => {
    expect(tierPage('Enterprise Data')).toBe('red');
    expect(tierPage('Data Science ML')).toBe('data');
    expect(tierPage('Sandbox for dev')).toBe('sandbox');
  });

  it('maps every tier of the catalog seed to the page the seed declares', () => {
    for (const tier of catalogSeed.tiers) expect(tierPage(tier.name), tier.name).toBe(tier.page);
  });
});

describe('footerTierLinks', () => {
  const fixedSeven = [
    ['Standard', '/cluster-types/blue'],
    ['Enterprise', '/cluster-types/red'],
    ['Economy', '/cluster-types/green'],
    ['Data Analytics', '/cluster-types/data'],
    ['AI/ML', '/cluster-types/ai'],
    ['Dev/Test', '/cluster-types/orange'],
    ['Sandbox', '/cluster-types/sandbox'],
  ];

  it('shows the fixed list of 7 types when the list is not loaded', () => {
    expect(footerTierLinks(undefined).map((l) => [l.label, l.href])).toEqual(fixedSeven);
    expect(footerTierLinks(null).map((l) => [l.label, l.href])).toEqual(fixedSeven);
  });

  it('shows the fixed list of 7 types when the list is empty', () => {
    expect(footerTierLinks([]).map((l) => [l.label, l.href])).toEqual(fixedSeven);
    expect(FALLBACK_TIERS).toHaveLength(7);
  });

  it('shows the loaded tiers, parentheticals dropped, on the pages of the keyword table', () => {
    const links = footerTierLinks([
      { id: 't1', name: 'Standard (Blue)' },
      { id: 't2', name: 'GPU Training (Violet)' },
      { id: 't3', name: 'Premium' },
    ]);
    expect(links).toEqual([
      { key: 't1', label: 'Standard', href: '/cluster-types/blue' },
      { key: 't2', label: 'GPU Training', href: '/cluster-types/ai' },
      { key: 't3', label: 'Premium', href: '/cluster-types/blue' },
    ]);
  });
});

describe('parseTierList', () => {
  it('keeps well-formed items and drops the rest', () => {
    expect(parseTierList([{ id: 'a', name: 'A' }, { id: 1, name: 'B' }, null, { id: 'c', name: ' ' }])).toEqual([
      { id: 'a', name: 'A' },
    ]);
  });

  it('gives an empty list for an answer that is not a list', () => {
    expect(parseTierList({ message: 'boom' })).toEqual([]);
    expect(parseTierList(undefined)).toEqual([]);
  });
});

describe('parseVersionSummary', () => {
  it('reads displayVersion and environment', () => {
    expect(parseVersionSummary({ displayVersion: 'v1.5.0 (abc1234)', environment: 'development', x: 1 })).toEqual({
      displayVersion: 'v1.5.0 (abc1234)',
      environment: 'development',
    });
  });

  it('rejects other shapes, so the footer keeps its fallback text', () => {
    expect(parseVersionSummary({ displayVersion: 1 })).toBeNull();
    expect(parseVersionSummary('v2')).toBeNull();
    expect(VERSION_FALLBACK).toBe('v1.5.0 (loading...)');
  });
});
