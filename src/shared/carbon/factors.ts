// Client-safe: the published factors of the carbon footprint estimate, each with its public source.
// The method page (/documentation/carbon-footprint) prints these same values.

/** A public source: its title and address. */
export type CarbonSource = { title: string; url: string };

const CCF_METHODOLOGY: CarbonSource = {
  title: 'Cloud Carbon Footprint — Methodology (Appendix I: Energy Coefficients)',
  url: 'https://www.cloudcarbonfootprint.org/docs/methodology/',
};

/**
 * Watts per vCPU at 0 % and 100 % CPU use: Cloud Carbon Footprint's average over the processor
 * micro-architectures of the SPECpower database (its AWS figures), used for every node size
 * because the processors behind a size are not published per provider.
 */
export const CPU_MIN_WATTS_PER_VCPU = 0.74;
export const CPU_MAX_WATTS_PER_VCPU = 3.5;
export const CPU_WATTS_SOURCE = CCF_METHODOLOGY;

/** Average CPU use when it is not measured: 50 % (CCF, after the 2016 US Data Center Energy Usage Report). */
export const AVERAGE_CPU_UTILIZATION = 0.5;

/** Memory: 0.392 W per GB (CCF: the mean of Crucial's and Micron's DDR4 figures). */
export const MEMORY_WATTS_PER_GB = 0.392;
export const MEMORY_WATTS_SOURCE = CCF_METHODOLOGY;

/** A GPU at its board power (maximum power consumption) from NVIDIA's datasheets. */
export const GPU_BOARD_WATTS: Readonly<Record<string, { watts: number; source: CarbonSource }>> = {
  'NVIDIA L4': {
    watts: 72,
    source: {
      title: 'NVIDIA L4 Tensor Core GPU datasheet (max thermal design power 72 W)',
      url: 'https://www.nvidia.com/en-us/data-center/l4/',
    },
  },
  'NVIDIA L40S': {
    watts: 350,
    source: {
      title: 'NVIDIA L40S datasheet (max power consumption 350 W)',
      url: 'https://www.nvidia.com/en-us/data-center/l40s/',
    },
  },
  'NVIDIA H100 PCIe': {
    watts: 350,
    source: {
      title: 'NVIDIA H100 PCIe GPU product brief PB-11133-001 (maximum TDP 350 W)',
      url: 'https://www.nvidia.com/en-us/data-center/h100/',
    },
  },
};

/** The PUE of a provider that publishes none: the Uptime Institute's 2023 global industry average. */
export const DEFAULT_PUE = 1.58;
export const DEFAULT_PUE_SOURCE: CarbonSource = {
  title:
    'Uptime Institute — Large data centers are mostly more efficient, analysis confirms (2023 industry average PUE 1.58)',
  url: 'https://intelligence.uptimeinstitute.com/resource/large-data-centers-are-mostly-more-efficient-analysis-confirms',
};

/** Power usage effectiveness per provider: CCF's published figures; the others use DEFAULT_PUE. */
export const PROVIDER_PUE: Readonly<Record<string, { pue: number; source: CarbonSource }>> = {
  aws: { pue: 1.135, source: CCF_METHODOLOGY },
  gcp: { pue: 1.1, source: CCF_METHODOLOGY },
  azure: { pue: 1.185, source: CCF_METHODOLOGY },
};

const EMBER_OWID: CarbonSource = {
  title: 'Ember, via Our World in Data — Carbon intensity of electricity generation (lifecycle), 2023',
  url: 'https://ourworldindata.org/grapher/carbon-intensity-electricity',
};
const EMBER_2022: CarbonSource = {
  title:
    'Ember yearly electricity data, 2022 (latest year published for Singapore in the Green Web Foundation co2.js dataset)',
  url: 'https://github.com/thegreenwebfoundation/co2.js/blob/main/data/output/average-intensities.json',
};

/**
 * Lifecycle grid intensity of electricity generation, grams CO2e per kWh, by country (ISO 3166
 * alpha-2), rounded to the gram: Ember's 2023 figures, except Singapore (2022, the latest there).
 */
export const GRID_INTENSITY: Readonly<Record<string, { grams: number; year: number; source: CarbonSource }>> = {
  AT: { grams: 111, year: 2023, source: EMBER_OWID },
  BE: { grams: 138, year: 2023, source: EMBER_OWID },
  CH: { grams: 35, year: 2023, source: EMBER_OWID },
  CZ: { grams: 450, year: 2023, source: EMBER_OWID },
  DE: { grams: 381, year: 2023, source: EMBER_OWID },
  DK: { grams: 152, year: 2023, source: EMBER_OWID },
  ES: { grams: 174, year: 2023, source: EMBER_OWID },
  FI: { grams: 79, year: 2023, source: EMBER_OWID },
  FR: { grams: 56, year: 2023, source: EMBER_OWID },
  GB: { grams: 238, year: 2023, source: EMBER_OWID },
  IE: { grams: 291, year: 2023, source: EMBER_OWID },
  IT: { grams: 331, year: 2023, source: EMBER_OWID },
  NL: { grams: 268, year: 2023, source: EMBER_OWID },
  PL: { grams: 662, year: 2023, source: EMBER_OWID },
  SE: { grams: 41, year: 2023, source: EMBER_OWID },
  SG: { grams: 474, year: 2022, source: EMBER_2022 },
};

/** The hours of a month in estimates (as prices: monthly = hourly × 730). */
export const ESTIMATE_HOURS_PER_MONTH = 730;

/** The method page, in English (the French one is under /fr/). */
export const METHOD_PAGE_PATH = '/documentation/carbon-footprint';
