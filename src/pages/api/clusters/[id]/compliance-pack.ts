import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { fileReply } from '../../../../server/http/reply.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'A cluster’s compliance pack (PDF) for GDPR, HDS and CISPE audits',
    description:
      'application/pdf: data location and jurisdiction (with the sovereign flag), the provider’s certifications, who holds credentials and every kubeconfig issue, revocation and use, and administrative access (our operators’ actions, then your members’ changes). Another organization’s cluster is 404.',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.read',
    response: z.string().describe('application/pdf'),
    handler: async ({ services, user, params }) => {
      const { bytes, filename } = await services.compliance.pdf(user.organizationId, params.id ?? '');
      return fileReply(bytes, 'application/pdf', filename);
    },
  }),
});
