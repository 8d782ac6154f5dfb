import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { clusterResidencyAnswerSchema } from '../../../../shared/residency/residency.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Where a cluster’s data lives: its region, its backups, the console’s own region and the services it uses',
    description:
      'The cluster’s region from the catalog (city, country, jurisdiction, sovereign) holds its volumes, snapshots, etcd, logs and metrics; `backups.region` is that same region when the Velero add-on is installed, and null when no backup is made. `console.region` holds accounts, orders, invoices, tickets and the audit log; `subprocessors` lists every service the console uses (e-mail delivery, payments, exchange rates) with its country and the personal data it receives. Another organization’s cluster is 404.',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.read',
    response: clusterResidencyAnswerSchema,
    handler: ({ services, user, params }) => services.residency.cluster(user.organizationId, params.id ?? ''),
  }),
});
