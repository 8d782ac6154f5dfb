import { z } from 'zod';
import { auditExportQuerySchema } from '../../../shared/audit/audit.schemas.ts';
import { EXPORT_MAX_ROWS } from '../../../server/audit/activity.service.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { AppError } from '../../../server/http/app-error.ts';
import { fileReply } from '../../../server/http/reply.ts';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { m } from '../../../shared/i18n/messages.ts';

export const prerender = false;

const CONTENT_TYPES = { jsonl: 'application/jsonl; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Your organization’s audit log for a period, to keep: JSON Lines or CSV, oldest first',
    description:
      'Every security and money event (sign-ins, role changes, tokens, kubeconfigs, orders, payments, documents, cluster changes) with its actor, address, user agent and request id, and its links in the organization’s hash chain (`seq`, `prevHash`, `hash`: each hash is SHA-256 over the previous hash and the entry). `from` and `to` are dates (inclusive) or instants; without them, the whole log. At most 100 000 entries: a longer period answers 400 `export_too_large`. The same entries are streamed to `audit.event` webhooks as they are written.',
    tags: ['organization'],
    access: 'user',
    permission: 'audit.export',
    query: auditExportQuerySchema,
    response: z.string().describe('application/jsonl or text/csv'),
    handler: async ({ services, user, query }) => {
      const body = await services.activity.export(user.organizationId, query, query.format);
      if (body === undefined) {
        throw new AppError(
          400,
          'export_too_large',
          m.error_audit_export_too_large({ max: formatNumber(EXPORT_MAX_ROWS) }),
        );
      }
      const day = new Date().toISOString().slice(0, 10);
      return fileReply(
        Buffer.from(body),
        CONTENT_TYPES[query.format],
        `audit-${query.from ?? 'start'}-to-${query.to ?? day}.${query.format}`,
      );
    },
  }),
});
