import type { Api } from '../api.ts';
import type { OutputFormat } from '../output.ts';

/** What every command gets: the API client (built on first use) and the output format. */
export type Context = {
  api(): Promise<Api>;
  output(): OutputFormat;
};
