import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Catalog } from '../../../../shared/catalog/catalog.schemas.ts';
import { RoleNote } from '../../../auth/RoleNote.tsx';
import { useCan } from '../../../auth/use-can.ts';
import { Button } from '../../../ui/button.tsx';
import { nextMinor } from '../cluster-view.ts';
import { ChangeDialog } from './ChangeDialog.tsx';
import { Section } from './Section.tsx';
import type { Cluster } from '../cluster-types.ts';
import { upgradeCheckQueryOptions } from './maintenance-view.ts';
import { UpgradeChecks } from './UpgradeChecks.tsx';
import { EndOfSupportBanner, UpgradeProgressBlock } from './UpgradeNotices.tsx';
import { m } from '../../../../shared/i18n/messages.ts';

/**
 * Kubernetes upgrade: the next minor only, confirmed after its pre-check (blocking checks forbid
 * it) and its cost; the end-of-support notice and the node replacement under way, live.
 */
export function UpgradeSection({ cluster, catalog }: { cluster: Cluster; catalog: Catalog | undefined }) {
  const [open, setOpen] = useState(false);
  const mayChange = useCan('clusters.write');
  const next = nextMinor(catalog, cluster.kubernetesVersion);
  const check = useQuery({
    ...upgradeCheckQueryOptions(cluster.id, next?.version ?? ''),
    enabled: open && next !== undefined,
  });
  const current = catalog?.kubernetesVersions.find((v) => v.version === cluster.kubernetesVersion);
  return (
    <Section title={m.clusters_upgrade_title()}>
      <div className="mb-3 grid gap-3 empty:hidden">
        <EndOfSupportBanner cluster={cluster} />
        <UpgradeProgressBlock cluster={cluster} />
      </div>
      <p className="text-sm">
        {current
          ? m.clusters_upgrade_running_supported({
              version: cluster.kubernetesVersion,
              patch: cluster.patchVersion,
              end: current.endOfSupport,
            })
          : m.clusters_upgrade_running({ version: cluster.kubernetesVersion, patch: cluster.patchVersion })}
        {current?.status === 'deprecated' ? ` ${m.clusters_upgrade_deprecated()}` : ''}
      </p>
      {next ? (
        <div className="mt-3 grid gap-2">
          <p className="text-sm">
            {m.clusters_upgrade_next({
              version: next.version,
              patch: next.patch,
              released: next.releaseDate,
              end: next.endOfSupport,
            })}
          </p>
          {mayChange ? (
            <div>
              <Button onClick={() => setOpen(true)} disabled={cluster.status !== 'running'}>
                {m.clusters_upgrade_button({ version: next.version })}
              </Button>
            </div>
          ) : (
            <RoleNote permission="clusters.write" />
          )}
          <ChangeDialog
            open={mayChange && open}
            onOpenChange={setOpen}
            clusterId={cluster.id}
            title={m.clusters_upgrade_dialog_title({ version: next.version })}
            description={m.clusters_upgrade_dialog_description({ from: cluster.patchVersion, to: next.patch })}
            patch={{ kubernetesVersion: next.version }}
            confirmLabel={m.clusters_upgrade_button({ version: next.version })}
            confirmBlocked={check.data?.allowed !== true}
          >
            <UpgradeChecks query={check} />
          </ChangeDialog>
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{m.clusters_upgrade_newest()}</p>
      )}
    </Section>
  );
}
