import { z } from 'zod';
import { salesJournalQuerySchema } from '../../../../shared/accounting/accounting.schemas.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { fileReply } from '../../../../server/http/reply.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The sales journal of every organization over a period, as the FEC (art. A47 A-1 LPF), or as CSV',
    description:
      'Every invoice and credit note issued from `from` to `to` (YYYY-MM-DD, both included, UTC days, at most 366 days), one balanced entry each, ' +
      'and each payment, credit to the credits balance or refund on the day its money moved (its own entry, same PieceRef), ' +
      'and each credits balance paid back to a payment method (D 4191 / C 512, the ledger entry’s id as PieceRef). ' +
      'The 18 columns with their header, `|`-separated, dates YYYYMMDD, amounts in euros with a decimal comma; a document in USD or GBP is converted ' +
      'at the current rate (its own amount in Montantdevise/Idevise). Named `<SIREN>FEC<YYYYMMDD of the period end>.txt`. ' +
      '`format=csv`: the same rows as CSV with decimal points.',
    tags: ['admin'],
    access: 'admin',
    query: salesJournalQuerySchema,
    response: z.string().describe('text/plain (FEC) or text/csv'),
    handler: async ({ services, query }) => {
      const file = await services.salesJournal.export(query);
      return fileReply(Buffer.from(file.body, 'utf8'), file.contentType, file.filename);
    },
  }),
});
