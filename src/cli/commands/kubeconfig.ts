import { Command } from 'commander';
import { call } from '../api.ts';
import { CliError, EXIT } from '../exit-codes.ts';
import { printJson } from '../output.ts';
import { parseDuration } from '../wait.ts';
import { findCluster } from './clusters.ts';
import type { Context } from './context.ts';

/** `kubeconfig get NAME --ttl 8h > kubeconfig`: a personal, expiring credential, printed as YAML. */
export function kubeconfigCommand(context: Context): Command {
  const kubeconfig = new Command('kubeconfig').description('Personal, expiring credentials for a cluster’s Kubernetes API');
  kubeconfig
    .command('get')
    .description('Issue a kubeconfig and print it (redirect it to a file; it is shown once)')
    .argument('<name>', 'the cluster’s name or id')
    .option('--ttl <duration>', 'lifetime in whole hours: 1h to 90d', '8h')
    .action(async (name: string, options: { ttl: string }) => {
      const ttlMs = parseDuration(options.ttl);
      const ttlHours = ttlMs / 3_600_000;
      if (!Number.isInteger(ttlHours) || ttlHours < 1 || ttlHours > 90 * 24) throw new CliError('--ttl is whole hours from 1h to 90d (e.g. 8h, 7d).', EXIT.usage);
      const api = await context.api();
      const cluster = await findCluster(api, name);
      const issued = await call(api.POST('/api/clusters/{id}/kubeconfigs', { params: { path: { id: cluster.id } }, body: { ttlHours } }));
      if (context.output() === 'json') printJson(issued);
      else process.stdout.write(issued.kubeconfig.endsWith('\n') ? issued.kubeconfig : `${issued.kubeconfig}\n`);
      process.stderr.write(`Kubeconfig for ${cluster.name}, valid until ${issued.expiresAt}.\n`);
    });
  return kubeconfig;
}
