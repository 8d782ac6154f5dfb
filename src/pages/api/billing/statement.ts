import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { fileReply } from '../../../server/http/reply.ts';
import { statementQuerySchema, statementSchema } from '../../../shared/billing/statement.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The statement of account over a period: opening, every document and movement of money, closing',
    description:
      'From `from` to `to` (YYYY-MM-DD, both included, UTC days, at most 366 days), in the billing currency (`currency`, minor units): ' +
      'the position before the period (`opening`), each invoice, credit note, payment, refund and movement of the credits balance in date order ' +
      '(a document before its payment) with the position after it, and the position after the period (`closing`). ' +
      '`balance` is what the organization holds less what it owes: an invoice lowers it by its total, a credit note raises it, a payment raises it, ' +
      'a refund to the payment method lowers it; the credits balance paying an invoice or credited by a credit note moves `creditsBalance` only. ' +
      'At every point `balance` = `creditsBalance` − `due`. Descriptions are in the reader’s language. ' +
      '`format=csv`: the same lines as CSV (decimal points), the opening first and the closing last.',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.read',
    query: statementQuerySchema,
    response: statementSchema,
    handler: async ({ services, user, query }) => {
      if (query.format === 'csv') {
        const file = await services.billingStatement.csv(user.organizationId, query);
        return fileReply(Buffer.from(file.body, 'utf8'), file.contentType, file.filename);
      }
      return services.billingStatement.statement(user.organizationId, query);
    },
  }),
});
