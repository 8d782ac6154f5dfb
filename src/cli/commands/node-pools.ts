import { Command } from 'commander';
import { CliError, EXIT } from '../exit-codes.ts';
import { printList } from '../output.ts';
import { changeCluster } from '../change.ts';
import { parseDuration, waitForCluster } from '../wait.ts';
import { findCluster, printCluster, wholeNumber } from './clusters.ts';
import { applyLabelFlags, applyTaintFlags, labelsText, taintsText } from '../pool-scheduling-flags.ts';
import type { Context } from './context.ts';

/** `node-pools list|scale|set`: a cluster's pools, the node count of one, its node labels and taints. */
export function nodePoolsCommand(context: Context): Command {
  const pools = new Command('node-pools').description(
    'A cluster’s node pools: list them, scale one, set its node labels and taints',
  );
  pools
    .command('list')
    .description('The node pools of a cluster')
    .argument('<cluster>', 'the cluster’s name or id')
    .action(async (name: string) => {
      const cluster = await findCluster(await context.api(), name);
      const running = cluster.autoscaledNodes ?? {};
      printList(context.output(), cluster.nodePools, [
        ['NAME', (p) => p.name],
        ['SIZE', (p) => p.nodeSizeId],
        ['COUNT', (p) => p.count],
        ['AUTOSCALE', (p) => (p.autoscale ? `${p.autoscale.min}–${p.autoscale.max}` : 'off')],
        ['RUNNING', (p) => running[p.name] ?? p.count],
        ['LABELS', (p) => labelsText(p.labels)],
        ['TAINTS', (p) => taintsText(p.taints)],
      ]);
    });
  pools
    .command('scale')
    .description(
      'Set a pool’s node count: a raise is charged now for the rest of the period (asks at a terminal), a cut credited',
    )
    .argument('<cluster>', 'the cluster’s name or id')
    .argument('<pool>', 'the pool’s name')
    .requiredOption('--count <n>', 'the new node count', (v) => wholeNumber(v, '--count'))
    .option('--yes', 'do not ask before charging', false)
    .option('--wait', 'wait until the change is applied', false)
    .option('--timeout <duration>', 'how long --wait waits', '30m')
    .action(
      async (
        name: string,
        poolName: string,
        options: { count: number; yes: boolean; wait: boolean; timeout: string },
      ) => {
        const api = await context.api();
        const cluster = await findCluster(api, name);
        if (!cluster.nodePools.some((p) => p.name === poolName)) throw noSuchPool(cluster, poolName);
        const nodePools = cluster.nodePools.map((p) => (p.name === poolName ? { ...p, count: options.count } : p));
        await changeCluster(api, cluster, { nodePools }, options);
        if (options.wait) await waitForCluster(api, cluster.id, 'running', parseDuration(options.timeout));
        printCluster(context, await findCluster(api, cluster.id));
      },
    );
  pools
    .command('set')
    .description(
      'Set a pool’s node labels and taints, as kubectl label and kubectl taint write them (free of charge; the nodes show them once applied)',
    )
    .argument('<cluster>', 'the cluster’s name or id')
    .argument('<pool>', 'the pool’s name')
    .option('--label <key=value>', 'set a node label; key- removes it (repeatable)', collect, [])
    .option(
      '--taint <key=value:Effect>',
      'add a taint, Effect one of NoSchedule, PreferNoSchedule, NoExecute; key:Effect- removes it (repeatable)',
      collect,
      [],
    )
    .option('--wait', 'wait until the change is applied', false)
    .option('--timeout <duration>', 'how long --wait waits', '30m')
    .action(
      async (
        name: string,
        poolName: string,
        options: { label: string[]; taint: string[]; wait: boolean; timeout: string },
      ) => {
        if (options.label.length === 0 && options.taint.length === 0)
          throw new CliError('Give at least one --label or --taint.', EXIT.usage, { code: 'usage' });
        const api = await context.api();
        const cluster = await findCluster(api, name);
        const pool = cluster.nodePools.find((p) => p.name === poolName);
        if (!pool) throw noSuchPool(cluster, poolName);
        const labels = applyLabelFlags(pool.labels ?? {}, options.label);
        const taints = applyTaintFlags(pool.taints ?? [], options.taint);
        const nodePools = cluster.nodePools.map((p) => (p.name === poolName ? { ...p, labels, taints } : p));
        await changeCluster(api, cluster, { nodePools }, { yes: true });
        if (options.wait) await waitForCluster(api, cluster.id, 'running', parseDuration(options.timeout));
        printCluster(context, await findCluster(api, cluster.id));
      },
    );
  return pools;
}

const collect = (value: string, previous: string[]) => [...previous, value];

function noSuchPool(cluster: { name: string; nodePools: { name: string }[] }, poolName: string): CliError {
  return new CliError(
    `${cluster.name} has no pool named ${poolName} (its pools: ${cluster.nodePools.map((p) => p.name).join(', ')}).`,
    EXIT.notFound,
    { code: 'not_found' },
  );
}
