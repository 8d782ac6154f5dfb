import { z } from 'zod';

const rate = z.number().positive().finite();

/**
 * What the rates source must answer (Frankfurter's /latest with base USD): numeric EUR and GBP
 * rates and the reference date. Other fields and currencies are ignored.
 */
export const sourceRatesSchema = z.object({
  // Rates against another base would be silently wrong, so a base other than USD is refused.
  base: z.literal('USD').optional(),
  date: z.iso.date(),
  rates: z.object({ EUR: rate, GBP: rate }),
});
export type SourceRates = z.infer<typeof sourceRatesSchema>;

/** Where the served rates come from. */
export const ratesSourceSchema = z
  .enum(['live', 'cached', 'fallback'])
  .describe(
    "'live': fetched from the source within the last hour; 'cached': the source is failing and this is the last good value; 'fallback': no good value yet, so the built-in rates",
  );

/** GET /api/exchange-rates: how much one US dollar is worth in each currency. */
export const exchangeRatesReplySchema = z.object({
  rates: z.object({ USD: z.literal(1), EUR: rate, GBP: rate }),
  date: z.string().describe("The source's reference date (YYYY-MM-DD); empty for the built-in fallback"),
  timestamp: z.int().nonnegative().describe('When the rates were fetched (ms since the epoch); now for the fallback'),
  source: ratesSourceSchema,
});
export type ExchangeRatesReply = z.infer<typeof exchangeRatesReplySchema>;
