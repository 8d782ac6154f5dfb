import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { newsletterIssueSchema, newsletterIssueSentSchema } from '../../../../shared/leads/newsletter.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Send one issue of the newsletter to every confirmed address',
    description:
      'Each e-mail is queued with its own unsubscribe links (List-Unsubscribe, one-click). Answers how many were queued.',
    tags: ['admin'],
    access: 'admin',
    body: newsletterIssueSchema,
    status: 202,
    response: newsletterIssueSentSchema,
    handler: async ({ body, services }) => ({ recipients: await services.newsletter.sendIssue(body) }),
  }),
});
