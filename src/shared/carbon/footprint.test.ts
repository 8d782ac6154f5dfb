import { describe, expect, it } from 'vitest';
import { catalogSeed } from '../catalog-seed.ts';
import { GRID_INTENSITY, PROVIDER_PUE, DEFAULT_PUE, GPU_BOARD_WATTS } from './factors.ts';
import {
  gridIntensityOf,
  lineFootprint,
  monthlyEstimate,
  nodeMilliwatts,
  nodeWatts,
  pueOf,
  WATTS_PER_VCPU,
} from './footprint.ts';

const sizes = catalogSeed.nodeSizes;
const size = (id: string) => {
  const found = sizes.find((s) => s.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('node power', () => {
  it('is 2.12 W per vCPU at 50 % use, 0.392 W per GB and the GPUs at board power', () => {
    expect(WATTS_PER_VCPU).toBeCloseTo(2.12, 10);
    expect(nodeMilliwatts(size('gp-2-4'))).toBe(2 * 2120 + 4 * 392);
    expect(nodeWatts(size('gp-4-16'))).toBe(14.752);
    expect(nodeMilliwatts(size('gpu-l4-1'))).toBe(8 * 2120 + 48 * 392 + 72_000);
    expect(nodeMilliwatts(size('gpu-h100-2'))).toBe(48 * 2120 + 480 * 392 + 2 * 350_000);
  });

  it('knows the board power of every GPU and the grid of every country the catalog offers', () => {
    for (const s of sizes) if (s.gpu) expect(GPU_BOARD_WATTS[s.gpu.model], s.gpu.model).toBeDefined();
    for (const region of catalogSeed.regions) expect(gridIntensityOf(region.country), region.id).not.toBeNull();
  });
});

describe('factors', () => {
  it('uses the published PUE of AWS, GCP and Azure and the stated default elsewhere', () => {
    expect(pueOf('aws')).toEqual({ pue: 1.135, published: true });
    expect(pueOf('gcp')).toEqual({ pue: 1.1, published: true });
    expect(pueOf('azure')).toEqual({ pue: 1.185, published: true });
    for (const provider of ['sovereign', 'ibm', 'huawei', 'alibaba', 'digitalocean'])
      expect(pueOf(provider)).toEqual({ pue: DEFAULT_PUE, published: false });
    expect(Object.keys(PROVIDER_PUE).sort()).toEqual(['aws', 'azure', 'gcp']);
  });

  it('has the verified Ember figures', () => {
    expect(Object.fromEntries(Object.entries(GRID_INTENSITY).map(([c, v]) => [c, v.grams]))).toMatchObject({
      FR: 56,
      DE: 381,
      PL: 662,
      SE: 41,
      IE: 291,
    });
  });
});

describe('a cluster-month line', () => {
  it('computes grams = node-hours × W × PUE × g/kWh / 1000, rounded once', () => {
    // 3 × gp-2-4 for 744 h in Paris on the sovereign cloud: 2232 h × 5.808 W × 1.58 × 56 / 1000.
    const line = lineFootprint({ 'gp-2-4': 2232 }, { providerId: 'sovereign', country: 'FR' }, sizes);
    expect(line.grams).toBe(Math.round((2232 * 5.808 * 1.58 * 56) / 1000));
    expect(line.grams).toBe(1147);
    expect(line.kWh).toBe(20.482);
    expect(line.nodeHours).toBe(2232);
    expect(line).toMatchObject({ pue: 1.58, gridIntensity: 56 });
  });

  it('adds the sizes before rounding, and rounds half up', () => {
    const hours = { 'gp-2-4': 10.5, 'gp-4-16': 3.25 };
    const line = lineFootprint(hours, { providerId: 'aws', country: 'DE' }, sizes);
    const exact = ((10.5 * 5.808 + 3.25 * 14.752) * 1.135 * 381) / 1000;
    expect(line.grams).toBe(Math.round(exact));
    // 0.8 h of gp-2-4 in Paris is 0.41 g, 1.6 h is 0.82 g: the rounding is of the line, once.
    const paris = { providerId: 'sovereign', country: 'FR' };
    expect(lineFootprint({ 'gp-2-4': 0.8 }, paris, sizes).grams).toBe(0);
    expect(lineFootprint({ 'gp-2-4': 1.6 }, paris, sizes).grams).toBe(1);
  });

  it('counts no emissions for an unknown country but keeps the energy', () => {
    const line = lineFootprint({ 'gp-2-4': 100 }, { providerId: 'sovereign', country: 'ZZ' }, sizes);
    expect(line.grams).toBe(0);
    expect(line.kWh).toBeGreaterThan(0);
  });
});

describe('the estimate before ordering', () => {
  it('is 730 hours of the configured nodes in the region’s grid', () => {
    const estimate = monthlyEstimate(
      { providerId: 'sovereign', regionId: 'de-fra-1', nodePools: [{ nodeSizeId: 'gp-4-16', count: 3 }] },
      catalogSeed,
    );
    expect(estimate?.nodeHours).toBe(2190);
    expect(estimate?.grams).toBe(Math.round((2190 * 14.752 * 1.58 * 381) / 1000));
    expect(monthlyEstimate({ providerId: 'sovereign', regionId: 'nowhere', nodePools: [] }, catalogSeed)).toBeNull();
  });
});
