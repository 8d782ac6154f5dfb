import { exchangeRatesReplySchema } from '../../shared/exchange-rates/exchange-rates.schemas.ts';
import { defineEndpoint, operation } from '../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Exchange rates from USD to EUR and GBP',
    description:
      'Fetched by the server from EXCHANGE_RATES_URL (an ECB-based service) and kept for an hour, so browsers never call a third party. When the source fails the last good value is served (source "cached"), or the built-in rates USD 1 / EUR 0.91 / GBP 0.78 (source "fallback").',
    access: 'public',
    tags: ['pricing'],
    response: exchangeRatesReplySchema,
    cacheControl: 'public, max-age=300',
    handler: ({ services }) => services.exchangeRates.current(),
  }),
});
