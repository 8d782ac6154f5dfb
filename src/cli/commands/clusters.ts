import { randomUUID } from 'node:crypto';
import { Command, Option } from 'commander';
import { call, type Api } from '../api.ts';
import { CliError, EXIT } from '../exit-codes.ts';
import { money, printDetails, printList } from '../output.ts';
import { changeCluster } from '../change.ts';
import { parseDuration, waitForCluster } from '../wait.ts';
import type { Context } from './context.ts';

/** Every live cluster of the organization, following the pages. */
export async function listClusters(api: Api) {
  const all = [];
  let cursor: string | undefined;
  do {
    const { data, error, response } = await api.GET('/api/clusters', { params: { query: { limit: 100, cursor } } });
    all.push(...(await call(Promise.resolve({ data, error, response }))));
    cursor = response.headers.get('x-next-cursor') ?? undefined;
  } while (cursor);
  return all;
}

/** The cluster named (or with the id) `ref`; exit code 5 when there is none. */
export async function findCluster(api: Api, ref: string) {
  const match = (await listClusters(api)).find((c) => c.name === ref || c.id === ref);
  if (!match) throw new CliError(`No cluster named ${ref}.`, EXIT.notFound, { code: 'not_found', status: 404 });
  return call(api.GET('/api/clusters/{id}', { params: { path: { id: match.id } } }));
}

const nodes = (c: { nodePools: { count: number }[] }) => c.nodePools.reduce((sum, pool) => sum + pool.count, 0);

/** Prints a cluster's details (or its JSON or YAML). */
export function printCluster(context: Context, cluster: Awaited<ReturnType<typeof findCluster>>) {
  printDetails(context.output(), cluster, [
    ['ID', cluster.id],
    ['Name', cluster.name],
    ['Status', cluster.phase ? `${cluster.status} (${cluster.phase} ${cluster.progress}%)` : cluster.status],
    ['Kubernetes', cluster.patchVersion],
    ['Support', supportLine(cluster)],
    ['Maintenance', maintenanceLine(cluster)],
    ['Tier', cluster.tierId],
    ['Region', `${cluster.providerId} ${cluster.regionId}`],
    ['Node pools', cluster.nodePools.map((p) => `${p.name}: ${p.count} × ${p.nodeSizeId}`).join(', ')],
    ['Add-ons', cluster.addonIds.join(', ') || 'none'],
    ['Endpoint', cluster.endpoint],
    ['Monthly', money(cluster.monthlyUsdCents, 'USD')],
    ['Failure', cluster.failure?.reason],
  ]);
}

/** The weekly window (Sunday 02:00 UTC, 4 h when never chosen), the next one and automatic upgrades. */
function maintenanceLine(cluster: Awaited<ReturnType<typeof findCluster>>): string {
  const window = cluster.maintenanceWindow ?? { day: 'sun', startHourUtc: 2, durationHours: 4 };
  const hour = String(window.startHourUtc).padStart(2, '0');
  const auto = cluster.autoUpgrade ? 'automatic patch upgrades on' : 'automatic patch upgrades off';
  return `${window.day} ${hour}:00 UTC for ${window.durationHours} h, next ${cluster.nextMaintenanceAt}; ${auto}`;
}

/** Until when the minor is supported, and a newer patch when there is one. */
function supportLine(cluster: Awaited<ReturnType<typeof findCluster>>): string {
  const { endOfSupport, status, daysLeft } = cluster.versionLifecycle;
  const patch = cluster.availablePatch ? `; patch ${cluster.availablePatch} available` : '';
  return `${status} until ${endOfSupport} (${daysLeft} days left)${patch}`;
}

/** `clusters list|get|create|scale|delete` (upgrade and wait: cluster-lifecycle.ts). */
export function clustersCommand(context: Context): Command {
  const clusters = new Command('clusters').description(
    'List, inspect, create, scale, upgrade, wait for and delete clusters',
  );
  clusters
    .command('list')
    .description('The organization’s clusters')
    .action(async () => {
      const rows = await listClusters(await context.api());
      printList(context.output(), rows, [
        ['NAME', (c) => c.name],
        ['STATUS', (c) => (c.phase ? `${c.status} ${c.progress}%` : c.status)],
        ['VERSION', (c) => c.kubernetesVersion],
        ['REGION', (c) => c.regionId],
        ['NODES', (c) => nodes(c)],
        ['ID', (c) => c.id],
      ]);
    });
  clusters
    .command('get')
    .description('One cluster, by name or id')
    .argument('<name>', 'the cluster’s name or id')
    .action(async (name: string) => printCluster(context, await findCluster(await context.api(), name)));
  clusters
    .command('create')
    .description('Order a cluster, pay it with a saved payment method, and (with --wait) wait until it runs')
    .argument('<name>', 'DNS label, 3–40 characters')
    .option('--tier <id>', 'tier', 'standard')
    .option('--provider <id>', 'provider', 'sovereign')
    .option('--region <id>', 'region', 'fr-par-1')
    .option('--version <minor>', 'Kubernetes minor version, e.g. 1.36')
    .option('--node-size <id>', 'node size of the pool', 'gp-2-4')
    .option('--nodes <count>', 'nodes in the pool', (v) => wholeNumber(v, '--nodes'), 3)
    .option('--pool <name>', 'name of the node pool', 'default')
    .option('--ha', 'highly available control plane', false)
    .option('--addon <id...>', 'add-ons to install')
    .addOption(new Option('--currency <code>', 'currency of the order').choices(['EUR', 'USD', 'GBP']).default('EUR'))
    .addOption(new Option('--billing-cycle <cycle>', 'billing cycle').choices(['monthly', 'yearly']).default('monthly'))
    .option('--payment-method <id>', 'saved payment method to charge (default: the organization’s default one)')
    .option('--wait', 'wait until the cluster is running, showing progress', false)
    .option('--timeout <duration>', 'how long --wait waits', '30m')
    .action(async (name: string, options: CreateOptions) => createCluster(context, name, options));
  clusters
    .command('scale')
    .description(
      'Set the node count of a pool (charged or credited for the rest of the period; asks at a terminal before charging)',
    )
    .argument('<name>', 'the cluster’s name or id')
    .requiredOption('--nodes <count>', 'new node count', (v) => wholeNumber(v, '--nodes'))
    .option('--pool <name>', 'the pool to scale (default: the only one)')
    .option('--yes', 'do not ask before charging', false)
    .option('--wait', 'wait until the change is applied', false)
    .option('--timeout <duration>', 'how long --wait waits', '30m')
    .action(
      async (name: string, options: { nodes: number; pool?: string; yes: boolean; wait: boolean; timeout: string }) => {
        const api = await context.api();
        const cluster = await findCluster(api, name);
        const pool = options.pool
          ? cluster.nodePools.find((p) => p.name === options.pool)
          : cluster.nodePools.length === 1
            ? cluster.nodePools[0]
            : undefined;
        if (!pool)
          throw new CliError(
            options.pool
              ? `${cluster.name} has no pool named ${options.pool}.`
              : `${cluster.name} has several pools: name one with --pool.`,
            EXIT.usage,
          );
        const nodePools = cluster.nodePools.map((p) => (p.name === pool.name ? { ...p, count: options.nodes } : p));
        const updated = await changeCluster(api, cluster, { nodePools }, options);
        printCluster(
          context,
          options.wait
            ? await findAfterWait(api, updated.id, 'running', options.timeout)
            : await findCluster(api, updated.id),
        );
      },
    );
  clusters
    .command('delete')
    .description('Delete a cluster and everything on it (asks for --yes)')
    .argument('<name>', 'the cluster’s name or id')
    .option('--yes', 'confirm: the cluster and its data are deleted for good', false)
    .option('--wait', 'wait until it is deleted', false)
    .option('--timeout <duration>', 'how long --wait waits', '30m')
    .action(async (name: string, options: { yes: boolean; wait: boolean; timeout: string }) => {
      if (!options.yes)
        throw new CliError(`Deleting ${name} destroys it and its data: run again with --yes.`, EXIT.usage, {
          code: 'confirmation_needed',
        });
      const api = await context.api();
      const cluster = await findCluster(api, name);
      const deleting = await call(
        api.DELETE('/api/clusters/{id}', { params: { path: { id: cluster.id } }, body: { confirmName: cluster.name } }),
      );
      if (options.wait) await waitForCluster(api, cluster.id, 'deleted', parseDuration(options.timeout));
      printDetails(
        context.output(),
        { id: cluster.id, name: cluster.name, status: options.wait ? 'deleted' : deleting.status },
        [
          ['Name', cluster.name],
          ['Status', options.wait ? 'deleted' : deleting.status],
        ],
      );
    });
  return clusters;
}

type CreateOptions = {
  tier: string;
  provider: string;
  region: string;
  version?: string;
  nodeSize: string;
  nodes: number;
  pool: string;
  ha: boolean;
  addon?: string[];
  currency: 'EUR' | 'USD' | 'GBP';
  billingCycle: 'monthly' | 'yearly';
  paymentMethod?: string;
  wait: boolean;
  timeout: string;
};

async function createCluster(context: Context, name: string, options: CreateOptions) {
  const api = await context.api();
  const timeoutMs = parseDuration(options.timeout);
  const version =
    options.version ??
    (await call(api.GET('/api/catalog'))).kubernetesVersions.find((v) => v.default)?.version ??
    '1.36';
  const spec = {
    name,
    tierId: options.tier,
    providerId: options.provider,
    regionId: options.region,
    kubernetesVersion: version,
    haControlPlane: options.ha,
    nodePools: [{ name: options.pool, nodeSizeId: options.nodeSize, count: options.nodes }],
    addonIds: options.addon ?? [],
  };
  // One key per run: a retried request (a network blip) never orders the cluster twice.
  const key = randomUUID();
  const order = await call(
    api.POST('/api/orders', {
      body: { kind: 'cluster', cluster: spec, currency: options.currency, billingCycle: options.billingCycle },
      headers: { 'Idempotency-Key': key },
    }),
  );
  const paymentMethodId = options.paymentMethod ?? (await defaultPaymentMethod(api));
  const paid = await call(
    api.POST('/api/orders/{id}/pay', { params: { path: { id: order.id } }, body: { paymentMethodId } }),
  );
  if (paid.status === 'requires_action') {
    throw new CliError(
      `Order ${order.number} needs 3-D Secure: complete the payment in the console.`,
      EXIT.paymentFailed,
      { code: 'requires_action' },
    );
  }
  process.stderr.write(`Order ${order.number} paid (${money(order.total, order.currency)}).\n`);
  const clusterId = await clusterOfOrder(api, order.id, timeoutMs);
  printCluster(
    context,
    options.wait ? await findAfterWait(api, clusterId, 'running', options.timeout) : await findCluster(api, clusterId),
  );
}

async function findAfterWait(api: Api, id: string, target: 'running', timeout: string) {
  await waitForCluster(api, id, target, parseDuration(timeout));
  return findCluster(api, id);
}

/** The organization's default payment method (listing methods needs the billing:read scope). */
async function defaultPaymentMethod(api: Api): Promise<string> {
  const methods = await call(api.GET('/api/billing/payment-methods'));
  const method = methods.find((m) => m.isDefault) ?? methods[0];
  if (!method)
    throw new CliError(
      'The organization has no saved payment method: add one in Billing, or pass --payment-method.',
      EXIT.paymentFailed,
      { code: 'no_payment_method' },
    );
  return method.id;
}

/** Fulfilment creates the cluster moments after payment: polls the order until it names it. */
async function clusterOfOrder(api: Api, orderId: string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const order = await call(api.GET('/api/orders/{id}', { params: { path: { id: orderId } } }));
    if (order.clusterId) return order.clusterId;
    if (order.status === 'failed')
      throw new CliError(
        `Order ${order.number} failed: ${order.failureReason ?? 'see the console'}.`,
        EXIT.clusterFailed,
        { code: 'order_failed' },
      );
    if (Date.now() >= deadline)
      throw new CliError(`Order ${order.number} has no cluster yet.`, EXIT.clusterFailed, { code: 'wait_timeout' });
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Parses an option's whole number (0 or more); a usage error otherwise. */
export function wholeNumber(value: string, option: string): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0)
    throw new CliError(`${option} takes a whole number (got ${value}).`, EXIT.usage);
  return count;
}
