import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClusterAddons, InstalledAddon } from '../../../shared/addons/addons.schemas.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { apiRequest } from '../../lib/api/client.ts';
import { useCurrencyState } from '../../pricing/use-currency-state.ts';
import { toast } from '../../stores/toasts.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Table, TableCell, TableRow, TableRowHeader } from '../../ui/table.tsx';
import { categoryLabel } from '../marketplace/marketplace.ts';
import { clusterAddonsQueryOptions, marketplaceKeys } from '../marketplace/marketplace.queries.ts';
import { orderAndCheckout } from '../marketplace/order-request.ts';
import { formatWhen, stateLabel } from './addon-state.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { ChangeProgress } from './ChangeProgress.tsx';
import { useCan } from '../../auth/use-can.ts';
import { RoleNote } from '../../auth/RoleNote.tsx';
import { UninstallDialog } from './UninstallDialog.tsx';
import { QueryError } from '../../ui/query-state.tsx';

const addonColumns = () =>
  [
    m.addons_col_addon(),
    m.addons_col_version(),
    m.addons_col_state(),
    m.addons_col_since(),
    { label: m.addons_col_actions(), hidden: true },
  ] as const;

/** One cluster's add-ons: installed with their actions, and the catalog's others for its type. */
export function ClusterAddonsPanel({ clusterId }: { clusterId: string }) {
  const view = useQuery(clusterAddonsQueryOptions(clusterId));
  const client = useQueryClient();
  const { currency, billingCycle, format } = useCurrencyState();
  const [removing, setRemoving] = useState<InstalledAddon | null>(null);
  // Installing is an order; upgrading and removing change the cluster: a role without the
  // permission is not offered the button the server would refuse (403).
  const mayOrder = useCan('orders.create');
  const mayChange = useCan('clusters.write');
  const settle = (next: ClusterAddons) => client.setQueryData(marketplaceKeys.clusterAddons(clusterId), next);
  const upgrade = useMutation({
    mutationFn: (addonId: string) =>
      apiRequest<ClusterAddons>(
        `/api/clusters/${encodeURIComponent(clusterId)}/addons/${encodeURIComponent(addonId)}/upgrade`,
        { method: 'POST' },
      ),
    onSuccess: settle,
    onError: (error) =>
      toast({ title: m.addons_upgrade_failed(), description: errorMessage(error), variant: 'destructive' }),
  });
  const install = useMutation({
    mutationFn: (addonId: string) =>
      orderAndCheckout({ kind: 'addon', addon: { clusterId, addonId }, currency, billingCycle }, 'addon.'),
    onError: (error) =>
      toast({ title: m.addons_order_failed(), description: errorMessage(error), variant: 'destructive' }),
  });

  if (view.isPending) return <Spinner label={m.addons_loading()} />;
  if (view.isError)
    return (
      <QueryError
        error={view.error}
        onRetry={() => void view.refetch()}
        text={(message) => m.addons_load_failed({ error: message })}
      />
    );
  const data = view.data;
  const running = data.status === 'running';
  return (
    <div className="grid gap-6">
      <ChangeProgress view={data} />
      <section aria-labelledby="installed-heading" className="grid gap-3">
        <h2 id="installed-heading" className="text-lg font-semibold">
          {m.addons_installed_on({ name: data.clusterName })}
        </h2>
        {data.installed.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.addons_none_yet()}</p>
        ) : (
          <Table caption={m.addons_installed_caption({ name: data.clusterName })} columns={addonColumns()}>
            {data.installed.map((addon) => (
              <TableRow key={addon.addonId} data-addon={addon.addonId}>
                <TableRowHeader className="py-2">
                  {addon.name}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {m.addons_namespace({ namespace: addon.namespace })}
                  </span>
                </TableRowHeader>
                <TableCell className="py-2 tabular-nums">
                  {addon.version}
                  {addon.targetVersion && addon.targetVersion !== addon.version ? ` → ${addon.targetVersion}` : null}
                  {addon.state === 'installed' && addon.latestVersion !== addon.version ? (
                    <span className="block text-xs text-muted-foreground">
                      {m.addons_version_available({ version: addon.latestVersion })}
                    </span>
                  ) : null}
                </TableCell>
                <TableCell className="py-2">{stateLabel(addon.state)}</TableCell>
                <TableCell className="py-2">{formatWhen(addon.since)}</TableCell>
                <TableCell className="py-2">
                  <div className="flex flex-wrap justify-end gap-2">
                    {mayChange && addon.state === 'installed' && addon.latestVersion !== addon.version ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={!running || upgrade.isPending}
                        onClick={() => upgrade.mutate(addon.addonId)}
                        aria-label={m.addons_upgrade_label({ name: addon.name, version: addon.latestVersion })}
                      >
                        {m.addons_upgrade_to({ version: addon.latestVersion })}
                      </Button>
                    ) : null}
                    {mayChange && addon.state === 'installed' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={!running}
                        onClick={() => setRemoving(addon)}
                        aria-label={m.addons_uninstall_label({ name: addon.name })}
                      >
                        {m.addons_uninstall()}
                      </Button>
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </Table>
        )}
        {!mayChange ? <RoleNote permission="clusters.write" className="text-sm" /> : null}
        {mayChange && !running ? <p className="text-sm text-muted-foreground">{m.addons_wait_running()}</p> : null}
      </section>
      <section aria-labelledby="available-heading" className="grid gap-3">
        <h2 id="available-heading" className="text-lg font-semibold">
          {m.addons_available_title()}
        </h2>
        {!mayOrder ? <RoleNote permission="orders.create" className="text-sm" /> : null}
        <ul className="grid gap-3 md:grid-cols-2">
          {[...data.available]
            .sort((a, b) => Number(a.incompatibleReason !== null) - Number(b.incompatibleReason !== null))
            .map((addon) => (
              <li
                key={addon.addonId}
                className="grid gap-2 rounded-lg border border-border bg-card p-4 text-sm"
                data-available={addon.addonId}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">{addon.name}</h3>
                  <span className="text-xs text-muted-foreground">
                    {categoryLabel(addon.category)} · {addon.version}
                  </span>
                </div>
                <p className="text-muted-foreground">{addon.description}</p>
                <p>
                  {addon.priceMonthlyUsdCents === 0
                    ? m.addons_free()
                    : m.addons_per_month({ price: format(addon.priceMonthlyUsdCents) })}
                </p>
                {addon.incompatibleReason ? (
                  <p className="rounded-md border border-border bg-muted/40 p-2 text-muted-foreground">
                    <span className="font-medium text-foreground">{m.addons_not_available()}</span>
                    {addon.incompatibleReason}
                  </p>
                ) : mayOrder ? (
                  <Button
                    size="sm"
                    className="justify-self-start"
                    disabled={!running || install.isPending}
                    onClick={() => install.mutate(addon.addonId)}
                    aria-label={m.addons_install_label({ name: addon.name })}
                  >
                    {m.addons_install()}
                  </Button>
                ) : null}
              </li>
            ))}
        </ul>
      </section>
      {mayChange ? (
        <UninstallDialog
          clusterId={clusterId}
          clusterName={data.clusterName}
          addon={removing}
          onClose={() => setRemoving(null)}
          onDone={settle}
        />
      ) : null}
    </div>
  );
}
