import { Command, Option } from 'commander';
import { call, type Api } from '../api.ts';
import { changeCluster } from '../change.ts';
import { CliError, EXIT } from '../exit-codes.ts';
import { printDetails } from '../output.ts';
import { parseDuration, waitForCluster } from '../wait.ts';
import { findCluster, listClusters, printCluster } from './clusters.ts';
import type { Context } from './context.ts';

type Version = { version: string; patch: string; status: string; endOfSupport: string };

/** The catalog's versions as lines, the one `cluster` may move to marked. */
function versionLines(versions: Version[], current: string, next: string | undefined): string {
  return versions
    .map((v) => {
      const mark =
        v.version === current
          ? 'running now'
          : v.version === next
            ? 'the upgrade available'
            : 'not reachable in one step';
      return `  ${v.version.padEnd(6)} ${v.patch.padEnd(9)} ${v.status.padEnd(10)} supported until ${v.endOfSupport}  (${mark})`;
    })
    .join('\n');
}

/** The version `version` if the cluster can move to it now; a usage error listing what it can otherwise. */
async function checkedVersion(
  api: Api,
  cluster: { name: string; kubernetesVersion: string },
  version: string | undefined,
): Promise<string> {
  const versions = (await call(api.GET('/api/catalog'))).kubernetesVersions;
  const [, minor = 0] = cluster.kubernetesVersion.split('.').map(Number);
  const next = versions.find((v) => v.version === `1.${minor + 1}`)?.version;
  const offered = `Kubernetes versions offered:\n${versionLines(versions, cluster.kubernetesVersion, next)}`;
  const advice = next
    ? `${cluster.name} runs ${cluster.kubernetesVersion} and can move to ${next} (one minor at a time): --version ${next}.`
    : `${cluster.name} runs ${cluster.kubernetesVersion}, the newest offered.`;
  if (!version)
    throw new CliError(`Name the version to upgrade to. ${advice}\n${offered}`, EXIT.usage, { code: 'version_needed' });
  if (version === cluster.kubernetesVersion)
    throw new CliError(`${cluster.name} already runs ${version}. ${advice}`, EXIT.usage, { code: 'same_version' });
  if (!versions.some((v) => v.version === version))
    throw new CliError(`Kubernetes ${version} is not offered. ${advice}\n${offered}`, EXIT.usage, {
      code: 'unknown_version',
    });
  if (version !== next)
    throw new CliError(`${cluster.name} cannot move to ${version}. ${advice}\n${offered}`, EXIT.usage, {
      code: 'version_not_next',
    });
  return version;
}

type UpgradeOptions = { version?: string; check?: string; yes: boolean; wait: boolean; timeout: string };

/** The pre-check of an upgrade, one line a check; blocked: exit code 2 (usage). */
async function printCheck(context: Context, api: Api, clusterId: string, version: string): Promise<void> {
  const check = await call(
    api.GET('/api/clusters/{id}/upgrade-check', { params: { path: { id: clusterId }, query: { version } } }),
  );
  printDetails(context.output(), check, [
    ['Upgrade', `${check.from} → ${check.to}`],
    ['Allowed', check.allowed ? 'yes' : 'no'],
    ...check.checks.map((c): [string, string] => [`  ${c.kind}`, `${c.status}: ${c.message}`]),
  ]);
  if (!check.allowed)
    throw new CliError(`The upgrade to ${version} is blocked.`, EXIT.usage, { code: 'upgrade_blocked' });
}

/** Adds `clusters upgrade` and `clusters wait` to the `clusters` command. */
export function addClusterLifecycle(clusters: Command, context: Context): Command {
  clusters
    .command('upgrade')
    .description('Upgrade a cluster to the next Kubernetes minor (without --version: list the versions)')
    .argument('<name>', 'the cluster’s name or id')
    .option('--version <minor>', 'the Kubernetes minor to move to, e.g. 1.36')
    .option('--check <minor>', 'only pre-check the upgrade to this minor (changes nothing; exit code 2 when blocked)')
    .option('--yes', 'do not ask before charging', false)
    .option('--wait', 'wait until the upgrade is done', false)
    .option('--timeout <duration>', 'how long --wait waits', '30m')
    .action(async (name: string, options: UpgradeOptions) => {
      const api = await context.api();
      const cluster = await findCluster(api, name);
      if (options.check) return printCheck(context, api, cluster.id, options.check);
      const version = await checkedVersion(api, cluster, options.version);
      await changeCluster(api, cluster, { kubernetesVersion: version }, options);
      if (options.wait) await waitForCluster(api, cluster.id, 'running', parseDuration(options.timeout));
      printCluster(context, await findCluster(api, cluster.id));
    });
  clusters
    .command('wait')
    .description(
      'Wait until a cluster is running (or deleted), showing progress; exit code 8 when it fails or the time is up',
    )
    .argument('<name>', 'the cluster’s name or id')
    .addOption(
      new Option('--for <status>', 'the status to wait for').choices(['running', 'deleted']).default('running'),
    )
    .option('--timeout <duration>', 'how long to wait', '10m')
    .action(async (name: string, options: { for: 'running' | 'deleted'; timeout: string }) => {
      const timeoutMs = parseDuration(options.timeout);
      const api = await context.api();
      const listed = (await listClusters(api)).find((c) => c.name === name || c.id === name);
      if (options.for === 'deleted') {
        if (listed) await waitForCluster(api, listed.id, 'deleted', timeoutMs);
        printDetails(context.output(), { id: listed?.id ?? null, name: listed?.name ?? name, status: 'deleted' }, [
          ['Name', listed?.name ?? name],
          ['Status', 'deleted'],
        ]);
        return;
      }
      if (!listed) throw new CliError(`No cluster named ${name}.`, EXIT.notFound, { code: 'not_found', status: 404 });
      await waitForCluster(api, listed.id, 'running', timeoutMs);
      printCluster(context, await findCluster(api, listed.id));
    });
  return clusters;
}
