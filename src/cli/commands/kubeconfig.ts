import { Command } from 'commander';
import { call, type Api } from '../api.ts';
import { CliError, EXIT } from '../exit-codes.ts';
import { kubeconfigPath, saveKubeconfig } from '../kubeconfig-file.ts';
import { isStructured, printData, printDetails } from '../output.ts';
import { parseDuration } from '../wait.ts';
import { findCluster } from './clusters.ts';
import type { Context } from './context.ts';

const TTL_OPTION = ['--ttl <duration>', 'lifetime in whole hours: 1h to 90d', '8h'] as const;

/** A personal kubeconfig for the cluster named `name`, valid `ttl` (whole hours, 1h to 90d). */
async function issue(api: Api, name: string, ttl: string) {
  const ttlHours = parseDuration(ttl) / 3_600_000;
  if (!Number.isInteger(ttlHours) || ttlHours < 1 || ttlHours > 90 * 24)
    throw new CliError('--ttl is whole hours from 1h to 90d (e.g. 8h, 7d).', EXIT.usage);
  const cluster = await findCluster(api, name);
  const issued = await call(
    api.POST('/api/clusters/{id}/kubeconfigs', { params: { path: { id: cluster.id } }, body: { ttlHours } }),
  );
  return { cluster, issued };
}

/** `kubeconfig get NAME --ttl 8h > kubeconfig` and `kubeconfig save NAME`: personal, expiring credentials. */
export function kubeconfigCommand(context: Context): Command {
  const kubeconfig = new Command('kubeconfig').description(
    'Personal, expiring credentials for a cluster’s Kubernetes API',
  );
  kubeconfig
    .command('get')
    .description('Issue a kubeconfig and print it (redirect it to a file; it is shown once)')
    .argument('<name>', 'the cluster’s name or id')
    .option(...TTL_OPTION)
    .action(async (name: string, options: { ttl: string }) => {
      const { cluster, issued } = await issue(await context.api(), name, options.ttl);
      const format = context.output();
      if (isStructured(format)) printData(format, issued);
      else process.stdout.write(issued.kubeconfig.endsWith('\n') ? issued.kubeconfig : `${issued.kubeconfig}\n`);
      process.stderr.write(`Kubeconfig for ${cluster.name}, valid until ${issued.expiresAt}.\n`);
    });
  kubeconfig
    .command('save')
    .description(
      'Issue a kubeconfig and merge it into $KUBECONFIG (its first file) or ~/.kube/config, switching kubectl to it',
    )
    .argument('<name>', 'the cluster’s name or id')
    .option(...TTL_OPTION)
    .option('--no-set-current', 'keep kubectl’s current context as it is')
    .action(async (name: string, options: { ttl: string; setCurrent: boolean }) => {
      const { cluster, issued } = await issue(await context.api(), name, options.ttl);
      const file = kubeconfigPath();
      const names = await saveKubeconfig(file, issued.kubeconfig, options.setCurrent);
      const saved = {
        cluster: cluster.name,
        file,
        context: names.context,
        currentContext: options.setCurrent,
        expiresAt: issued.expiresAt,
        kubeconfigId: issued.id,
      };
      printDetails(context.output(), saved, [
        ['Saved to', file],
        ['Context', options.setCurrent ? `${names.context} (current)` : names.context],
        ['Valid until', issued.expiresAt],
      ]);
    });
  return kubeconfig;
}
