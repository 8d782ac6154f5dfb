import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { catalogSeed } from '../catalog-seed.ts';
import { formatNumber } from '../format/numbers.ts';
import {
  CPU_MAX_WATTS_PER_VCPU,
  CPU_MIN_WATTS_PER_VCPU,
  DEFAULT_PUE,
  GPU_BOARD_WATTS,
  GRID_INTENSITY,
  MEMORY_WATTS_PER_GB,
  PROVIDER_PUE,
} from './factors.ts';
import { monthlyEstimate, nodeWatts } from './footprint.ts';

// The method page names every factor the console computes with, and its worked example is the
// console's own estimate: a factor changed in code and not on the page (or the reverse) fails here.

const page = (locale: 'en' | 'fr') =>
  readFile(new URL(`../../content/docs/${locale === 'fr' ? 'fr/' : ''}carbon-footprint.mdx`, import.meta.url), 'utf8');

describe.each(['en', 'fr'] as const)('the method page (%s)', (locale) => {
  const number = (value: number) => formatNumber(value, { maximumFractionDigits: 3 }, locale).replace(/\u202f/g, ' ');

  it('names every factor with its value', async () => {
    const text = (await page(locale)).replace(/[\u00a0\u202f]/g, ' ');
    for (const value of [CPU_MIN_WATTS_PER_VCPU, CPU_MAX_WATTS_PER_VCPU, MEMORY_WATTS_PER_GB, DEFAULT_PUE])
      expect(text).toContain(number(value));
    for (const { pue, source } of Object.values(PROVIDER_PUE)) {
      expect(text).toContain(`| ${number(pue)} |`);
      expect(text).toContain(source.url);
    }
    for (const { watts, source } of Object.values(GPU_BOARD_WATTS)) {
      expect(text).toContain(`${watts} W`);
      expect(text).toContain(source.url);
    }
    for (const [country, { grams, year, source }] of Object.entries(GRID_INTENSITY)) {
      expect(text).toMatch(new RegExp(`\\(${country}\\) \\| ${grams} \\| (\\*\\*)?${year}`));
      expect(text).toContain(source.url);
    }
    for (const size of catalogSeed.nodeSizes) expect(text).toContain(`| ${size.id} |`);
    for (const size of catalogSeed.nodeSizes) expect(text).toMatch(new RegExp(`\\| ${number(nodeWatts(size))} \\|\\n`));
  });

  it('works its example with the console’s own estimate', async () => {
    const text = (await page(locale)).replace(/[\u00a0\u202f]/g, ' ');
    const paris = monthlyEstimate(
      { providerId: 'sovereign', regionId: 'fr-par-1', nodePools: [{ nodeSizeId: 'gp-4-16', count: 3 }] },
      catalogSeed,
    );
    const frankfurt = monthlyEstimate(
      { providerId: 'sovereign', regionId: 'de-fra-1', nodePools: [{ nodeSizeId: 'gp-4-16', count: 3 }] },
      catalogSeed,
    );
    expect(paris?.grams).toBe(2859);
    expect(frankfurt?.grams).toBe(19448);
    expect(text).toContain(`${number(2859)} g = ${number(2.859)} kg CO2e`);
    expect(text).toContain(`${number(19448)} g`);
    expect(text).toContain(`${number(paris?.kWh ?? 0)} kWh`);
  });
});
