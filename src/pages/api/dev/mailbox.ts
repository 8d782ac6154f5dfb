import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { outboxMessageSchema } from '../../../shared/mail/mail.schemas.ts';
import { EMAIL_LINK_JOB } from '../../../server/auth/email-flows.service.ts';
import { MAIL_JOB } from '../../../server/mail/mail-queue.ts';
import { listOutbox } from '../../../server/mail/mailer.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Development mailbox: the outbox, newest first',
    access: 'public',
    description:
      'The e-mails written to DATA_DIR/outbox when SMTP_URL is unset (at most 200), once the queued ' +
      'ones are delivered. Development and test only: 404 in production.',
    tags: ['dev'],
    response: z.array(outboxMessageSchema),
    handler: async ({ services }) => {
      // Mail is delivered by jobs: show what is already queued, as a mail client would after a
      // moment (links asked for at the e-mail endpoints are made by a job of their own first).
      await services.jobs.drain(EMAIL_LINK_JOB, 5_000);
      await services.jobs.drain(MAIL_JOB, 5_000);
      return listOutbox(services.config.dataDir);
    },
  }),
});
