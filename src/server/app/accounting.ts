import { SalesJournalService } from '../accounting/sales-journal.service.ts';
import type { ExchangeRatesService } from '../exchange-rates/exchange-rates.service.ts';
import type { Repositories } from '../store/repositories.ts';

/** The seller's books: the sales journal staff export as the FEC (/api/admin/accounting/**). */
export type Accounting = ReturnType<typeof createAccounting>;

/** Wires the accounting exports; documents in another currency are booked in euros at the current rate. */
export function createAccounting(deps: {
  repositories: Repositories;
  exchangeRates: Pick<ExchangeRatesService, 'current'>;
}) {
  const rateOf = async (currency: 'USD' | 'EUR' | 'GBP') => (await deps.exchangeRates.current()).rates[currency];
  return { salesJournal: new SalesJournalService({ repositories: deps.repositories, rateOf }) };
}
