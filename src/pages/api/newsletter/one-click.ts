import { z } from 'zod';
import { messageSchema } from '../../../shared/auth/auth.schemas.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { redirectReply } from '../../../server/http/reply.ts';
import { m } from '../../../shared/i18n/messages.ts';

export const prerender = false;

// The List-Unsubscribe URL of newsletter e-mails. The token in it is the only credential: no
// session, and the front door lets a POST here through without an Origin of ours.
const query = z.object({
  token: z
    .string({ error: () => m.field_link_has_no_token() })
    .trim()
    .min(1, { error: () => m.field_link_has_no_token() })
    .max(100),
});

export const operations = defineEndpoint({
  POST: operation({
    summary: 'One-click unsubscribe from the newsletter (List-Unsubscribe-Post, RFC 8058)',
    description:
      'What a mail client sends when its reader presses its own unsubscribe button: a POST with the ' +
      'form body `List-Unsubscribe=One-Click` to the URL of the e-mail. Answers 200 again for a link ' +
      'already used; 404 for a token no recent newsletter e-mail carried.',
    tags: ['forms'],
    access: 'public',
    query,
    // The form body says nothing the URL does not: read (bounded) and set aside.
    rawBody: { maxBytes: 4096 },
    response: messageSchema,
    handler: async ({ query, services }) => {
      await services.newsletter.unsubscribeOneClick(query.token);
      return { message: 'You are unsubscribed. We will not send you the newsletter any more.' };
    },
  }),
  GET: operation({
    summary: 'Opening the one-click unsubscribe URL in a browser: the unsubscribe page, which asks first',
    description:
      'Mail scanners open links: a GET changes nothing and answers 303 to /newsletter with the same ' +
      'token, where the reader confirms with a button.',
    tags: ['forms'],
    access: 'public',
    query,
    status: 303,
    response: z.undefined(),
    handler: ({ query, services }) => redirectReply(services.newsletter.unsubscribePage(query.token)),
  }),
});
