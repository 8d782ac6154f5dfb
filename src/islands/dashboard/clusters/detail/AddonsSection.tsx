import { useState } from 'react';
import type { Catalog } from '../../../../server/catalog/catalog.schemas.ts';
import { RoleNote } from '../../../auth/RoleNote.tsx';
import { useCan } from '../../../auth/use-can.ts';
import { Button } from '../../../ui/button.tsx';
import type { Cluster } from '../cluster-types.ts';
import { ChangeDialog } from './ChangeDialog.tsx';
import { Section } from './Section.tsx';

/** Installed add-ons, each removable (the cost of removing it shown first). New ones come through the Add-ons page. */
export function AddonsSection({ cluster, catalog }: { cluster: Cluster; catalog: Catalog | undefined }) {
  const [removing, setRemoving] = useState<string | null>(null);
  const mayChange = useCan('clusters.write');
  const addon = (id: string) => catalog?.addons.find((a) => a.id === id);
  return (
    <Section title="Add-ons" actions={mayChange ? <a href="/add-ons" className="text-sm text-primary underline-offset-4 hover:underline">Add an add-on</a> : undefined}>
      {cluster.addonIds.length === 0 ? (
        <p className="text-sm text-muted-foreground">No add-on installed.</p>
      ) : (
        <ul className="grid gap-2">
          {cluster.addonIds.map((id) => (
            <li key={id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                <span className="font-medium">{addon(id)?.name ?? id}</span> <span className="text-muted-foreground">v{addon(id)?.version}</span>
              </span>
              {mayChange ? (
                <Button size="sm" variant="outline" onClick={() => setRemoving(id)} disabled={cluster.status !== 'running'}>
                  {/* The row names the add-on; spelled out again it outgrew a phone's card. */}
                  Remove<span className="sr-only"> {addon(id)?.name ?? id}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {!mayChange && cluster.addonIds.length > 0 ? <RoleNote permission="clusters.write" className="mt-2" /> : null}
      {mayChange && removing ? (
        <ChangeDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          clusterId={cluster.id}
          title={`Remove ${addon(removing)?.name ?? removing}`}
          description="Its workloads are uninstalled from the cluster; its data is not kept."
          patch={{ addonIds: cluster.addonIds.filter((a) => a !== removing) }}
          confirmLabel="Remove"
        />
      ) : null}
    </Section>
  );
}
