import { useState } from 'react';
import type { Catalog } from '../../../../shared/catalog/catalog.schemas.ts';
import { RoleNote } from '../../../auth/RoleNote.tsx';
import { useCan } from '../../../auth/use-can.ts';
import { Button } from '../../../ui/button.tsx';
import type { Cluster } from '../cluster-types.ts';
import { ChangeDialog } from './ChangeDialog.tsx';
import { Section } from './Section.tsx';
import { m } from '../../../../shared/i18n/messages.ts';

/** Installed add-ons, each removable (the cost of removing it shown first). New ones come through the Add-ons page. */
export function AddonsSection({ cluster, catalog }: { cluster: Cluster; catalog: Catalog | undefined }) {
  const [removing, setRemoving] = useState<string | null>(null);
  const mayChange = useCan('clusters.write');
  const addon = (id: string) => catalog?.addons.find((a) => a.id === id);
  return (
    <Section
      title={m.clusters_addons_title()}
      actions={
        mayChange ? (
          <a href="/add-ons" className="text-sm text-primary underline-offset-4 hover:underline">
            {m.clusters_addons_add()}
          </a>
        ) : undefined
      }
    >
      {cluster.addonIds.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.clusters_addons_none()}</p>
      ) : (
        <ul className="grid gap-2">
          {cluster.addonIds.map((id) => (
            <li key={id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                <span className="font-medium">{addon(id)?.name ?? id}</span>{' '}
                <span className="text-muted-foreground">v{addon(id)?.version}</span>
              </span>
              {mayChange ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setRemoving(id)}
                  disabled={cluster.status !== 'running'}
                >
                  {/* The row names the add-on; spelled out again it outgrew a phone's card. */}
                  {m.clusters_addons_remove()}
                  <span className="sr-only"> {addon(id)?.name ?? id}</span>
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
          title={m.clusters_addons_remove_title({ name: addon(removing)?.name ?? removing })}
          description={m.clusters_addons_remove_description()}
          patch={{ addonIds: cluster.addonIds.filter((a) => a !== removing) }}
          confirmLabel={m.clusters_addons_remove()}
        />
      ) : null}
    </Section>
  );
}
