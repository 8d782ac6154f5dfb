// Client-safe: the one formula of the carbon footprint, used by the API, the screens, the CSV,
// the compliance pack and the order estimator alike.
//
//   grams CO2e = node-hours × watts(size) × PUE(provider) × intensity(country) / 1000
//
// computed exactly in integers (node-hours to 1/10 000 h, watts in milliwatts, PUE in
// thousandths) and rounded once, half up, per cluster-month line. Totals add rounded lines.

import type { CatalogSeed, NodeSize } from '../catalog/catalog.schemas.ts';
import {
  AVERAGE_CPU_UTILIZATION,
  CPU_MAX_WATTS_PER_VCPU,
  CPU_MIN_WATTS_PER_VCPU,
  DEFAULT_PUE,
  ESTIMATE_HOURS_PER_MONTH,
  GPU_BOARD_WATTS,
  GRID_INTENSITY,
  MEMORY_WATTS_PER_GB,
  PROVIDER_PUE,
} from './factors.ts';

/** The node sizes a line needs: id, vCPU, memory and GPUs. */
type SizeFacts = Pick<NodeSize, 'id' | 'vcpu' | 'memoryGb' | 'gpu'>;

/** Watts drawn by one vCPU at the average utilisation (min + use × (max − min)). */
export const WATTS_PER_VCPU =
  CPU_MIN_WATTS_PER_VCPU + AVERAGE_CPU_UTILIZATION * (CPU_MAX_WATTS_PER_VCPU - CPU_MIN_WATTS_PER_VCPU);

const milli = (value: number) => Math.round(value * 1000);

/** A node size's power draw in milliwatts (integer): vCPUs, memory and its GPUs' board power. */
export function nodeMilliwatts(size: SizeFacts): number {
  const gpu = size.gpu ? (GPU_BOARD_WATTS[size.gpu.model]?.watts ?? 0) * size.gpu.count : 0;
  return size.vcpu * milli(WATTS_PER_VCPU) + size.memoryGb * milli(MEMORY_WATTS_PER_GB) + gpu * 1000;
}

/** A node size's power draw in watts. */
export const nodeWatts = (size: SizeFacts) => nodeMilliwatts(size) / 1000;

/** The PUE applied to a provider's data centres, and whether it is the provider's own figure. */
export function pueOf(providerId: string): { pue: number; published: boolean } {
  const own = PROVIDER_PUE[providerId];
  return own ? { pue: own.pue, published: true } : { pue: DEFAULT_PUE, published: false };
}

/** Grid intensity of a country in g CO2e/kWh, or null when no figure is published here. */
export const gridIntensityOf = (country: string): number | null => GRID_INTENSITY[country]?.grams ?? null;

/** Node-hours as an integer number of 1/10 000 h (how metering stores them). */
export const tenThousandths = (hours: number) => Math.round(hours * 10_000);

/** The factors of one cluster's place: its provider's PUE and its region's country. */
export type Place = { providerId: string; country: string };

/** Node-hours per node size id (hours, any precision; counted to 1/10 000 h). */
export type SizeHours = Readonly<Record<string, number>>;

/** The energy and emissions of one cluster-month line. */
export type LineFootprint = {
  /** Node-hours of every size, to 1/10 000 h. */
  nodeHours: number;
  /** Energy at the data centre (PUE included), kWh to 1/1000. */
  kWh: number;
  /** The line's emissions, integer grams, rounded once (half up). */
  grams: number;
  pue: number;
  gridIntensity: number;
};

const divideHalfUp = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (denominator * 2n);

/**
 * One cluster-month line: Σ size (node-hours × milliwatts) × PUE × intensity, rounded once to
 * the gram. A country without a published intensity counts 0 g (its kWh still show).
 */
export function lineFootprint(hours: SizeHours, place: Place, sizes: readonly SizeFacts[]): LineFootprint {
  const { pue } = pueOf(place.providerId);
  const intensity = gridIntensityOf(place.country) ?? 0;
  let energy = 0n; // 1/10 000 h × mW
  let total = 0;
  for (const [sizeId, value] of Object.entries(hours)) {
    const size = sizes.find((s) => s.id === sizeId);
    const units = tenThousandths(value);
    total += units;
    if (size) energy += BigInt(units) * BigInt(nodeMilliwatts(size));
  }
  const pueMilli = BigInt(milli(pue));
  // mWh × 10⁴ × PUE × 10³ → Wh: divide by 10⁴ × 10³ × 10³; grams = kWh × g/kWh = Wh × g / 1000.
  const grams = divideHalfUp(energy * pueMilli * BigInt(intensity), 10n ** 13n);
  const kWh = Number(divideHalfUp(energy * pueMilli, 10n ** 10n)) / 1000;
  return { nodeHours: total / 10_000, kWh, grams: Number(grams), pue, gridIntensity: intensity };
}

/** Kilograms from grams, exact (three decimals). */
export const kilogramsOf = (grams: number) => grams / 1000;

/** The "YYYY-MM" month holding `ms` (UTC). */
export const monthOf = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/**
 * The estimate of a configuration before ordering: its pools' configured nodes for 730 hours
 * (autoscaled nodes above the count are not known yet), in its region's grid.
 */
export function monthlyEstimate(
  spec: { providerId: string; regionId: string; nodePools: readonly { nodeSizeId: string; count: number }[] },
  catalog: Pick<CatalogSeed, 'regions' | 'nodeSizes'>,
): LineFootprint | null {
  const region = catalog.regions.find((r) => r.id === spec.regionId);
  if (!region) return null;
  const hours: Record<string, number> = {};
  for (const pool of spec.nodePools)
    hours[pool.nodeSizeId] = (hours[pool.nodeSizeId] ?? 0) + pool.count * ESTIMATE_HOURS_PER_MONTH;
  return lineFootprint(hours, { providerId: spec.providerId, country: region.country }, catalog.nodeSizes);
}
