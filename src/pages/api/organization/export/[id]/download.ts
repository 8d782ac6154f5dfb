import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { streamReply } from '../../../../../server/http/reply.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Download an organization’s data export through the link e-mailed to its owner',
    description:
      'The link’s token is the credential: no session is needed. application/gzip (a .tar.gz with `manifest.json`), as a download. A wrong token answers 404 `export_link_invalid`; an expired link 410 `export_link_expired` (the archive is deleted then). Recorded in the audit log (`organization.export_downloaded`).',
    tags: ['organization'],
    access: 'public',
    query: z.object({ token: z.string().max(200).default('') }),
    response: z.string().describe('application/gzip'),
    handler: async ({ services, params, query, context }) => {
      const exports = services.organizationExports;
      const archive = await exports.download(params.id ?? '', query.token, requestMeta(context));
      return streamReply(() => exports.open(archive), archive.bytes, 'application/gzip', archive.fileName);
    },
  }),
});
