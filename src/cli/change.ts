import { call, type Api } from './api.ts';
import { CliError, EXIT } from './exit-codes.ts';
import { money } from './output.ts';
import { confirm, interactive } from './prompt.ts';
import type { PoolTaint } from './pool-scheduling-flags.ts';

type ClusterPatch = {
  nodePools?: {
    name: string;
    nodeSizeId: string;
    count: number;
    autoscale?: { min: number; max: number };
    labels?: Record<string, string>;
    taints?: PoolTaint[];
  }[];
  kubernetesVersion?: string;
};

/**
 * Changes a running cluster as the console's change dialog does: the price of the change first
 * (on stderr: what is charged or credited now), a question at a terminal unless `yes`, then the
 * PATCH. A refused payment is the API's 402 (exit code 7); when the bank asks for 3-D Secure the
 * change waits for it in the console, and this ends with exit code 7 too, nothing changed.
 */
export async function changeCluster(
  api: Api,
  cluster: { id: string; name: string },
  patch: ClusterPatch,
  options: { yes: boolean },
) {
  const path = { id: cluster.id };
  const preview = await call(api.POST('/api/clusters/{id}/preview', { params: { path }, body: patch }));
  const quote = preview.billing;
  if (quote?.direction === 'charge') {
    const fromCredits =
      quote.creditsApplied > 0 ? `, ${money(quote.creditsApplied, quote.currency)} of it from the credits balance` : '';
    process.stderr.write(
      `Charged now: ${money(quote.total, quote.currency)} (VAT included${fromCredits}). ${preview.note}\n`,
    );
  } else if (quote?.direction === 'credit')
    process.stderr.write(`Credited now: ${money(quote.creditedNow, quote.currency)} (VAT included). ${preview.note}\n`);
  else process.stderr.write(`${preview.note}\n`);
  if (quote?.direction === 'charge' && quote.total > 0 && !options.yes && interactive()) {
    if (!(await confirm(`Charge ${money(quote.total, quote.currency)} and change ${cluster.name}?`))) {
      throw new CliError(`Nothing changed on ${cluster.name}.`, EXIT.usage, { code: 'cancelled' });
    }
  }
  const answer = await call(api.PATCH('/api/clusters/{id}', { params: { path }, body: patch }));
  if (answer.change?.status === 'requires_action') {
    const { amount, currency } = answer.change;
    throw new CliError(
      `Your bank asks for 3-D Secure to pay ${money(amount, currency)} for this change: approve it on ${cluster.name}’s page in the console; nothing changes until then.`,
      EXIT.paymentFailed,
      { code: 'requires_action', status: 202 },
    );
  }
  return answer;
}
