import { useState } from 'react';
import type { Catalog } from '../../../../server/catalog/catalog.schemas.ts';
import { RoleNote } from '../../../auth/RoleNote.tsx';
import { useCan } from '../../../auth/use-can.ts';
import { Button } from '../../../ui/button.tsx';
import type { Cluster } from '../cluster-types.ts';
import { nextMinor } from '../cluster-view.ts';
import { ChangeDialog } from './ChangeDialog.tsx';
import { Section } from './Section.tsx';

/** Kubernetes upgrade: the next minor only, with what changes. */
export function UpgradeSection({ cluster, catalog }: { cluster: Cluster; catalog: Catalog | undefined }) {
  const [open, setOpen] = useState(false);
  const mayChange = useCan('clusters.write');
  const next = nextMinor(catalog, cluster.kubernetesVersion);
  const current = catalog?.kubernetesVersions.find((v) => v.version === cluster.kubernetesVersion);
  return (
    <Section title="Kubernetes version">
      <p className="text-sm">
        Running Kubernetes {cluster.kubernetesVersion} ({cluster.patchVersion}){current ? `, supported until ${current.endOfSupport}` : ''}.
        {current?.status === 'deprecated' ? ' This version is deprecated: plan the upgrade.' : ''}
      </p>
      {next ? (
        <div className="mt-3 grid gap-2">
          <p className="text-sm">
            Next: Kubernetes {next.version} ({next.patch}), released {next.releaseDate}, supported until {next.endOfSupport}. The control plane is upgraded first, then the
            node pools one node at a time; workloads keep running.
          </p>
          {mayChange ? (
            <div>
              <Button onClick={() => setOpen(true)} disabled={cluster.status !== 'running'}>
                Upgrade to {next.version}
              </Button>
            </div>
          ) : (
            <RoleNote permission="clusters.write" />
          )}
          <ChangeDialog
            open={mayChange && open}
            onOpenChange={setOpen}
            clusterId={cluster.id}
            title={`Upgrade to Kubernetes ${next.version}`}
            description={`From ${cluster.patchVersion} to ${next.patch}: control plane, then each node pool. Upgrades go one minor version at a time and cannot be undone.`}
            patch={{ kubernetesVersion: next.version }}
            confirmLabel={`Upgrade to ${next.version}`}
          />
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">This is the newest version offered.</p>
      )}
    </Section>
  );
}
