import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { errors } from '../../../server/http/app-error.ts';
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
    handler: ({ services, context }) => {
      // Same answer as a path no endpoint claims: production does not reveal that this exists.
      if (services.config.appEnv === 'production') throw errors.notFound(`No API endpoint at ${context.url.pathname}.`);
      return listOutbox(services.config.dataDir);
    },
  }),
});
