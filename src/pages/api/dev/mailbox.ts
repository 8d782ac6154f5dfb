import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { outboxMessageSchema } from '../../../server/mail/mail.schemas.ts';
import { listOutbox } from '../../../server/mail/mailer.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Development mailbox: the outbox, newest first',
    access: 'public',
    description:
      'The e-mails written to DATA_DIR/outbox when SMTP_URL is unset (at most 200). ' +
      'Development and test only: 404 in production.',
    tags: ['dev'],
    response: z.array(outboxMessageSchema),
    handler: ({ services }) => listOutbox(services.config.dataDir),
  }),
});
