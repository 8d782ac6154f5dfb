import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { maintenanceWindowOf, type MaintenanceWindow } from '../../../../shared/clusters/maintenance.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { RoleNote } from '../../../auth/RoleNote.tsx';
import { useCan } from '../../../auth/use-can.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { formatDateTime, formatUtcTimestamp } from '../../../ui/date-time.ts';
import { MaintenanceWindowFields, windowText } from '../pools/MaintenanceWindowFields.tsx';
import { applyChange } from './change-api.ts';
import type { Cluster } from '../cluster-types.ts';
import { Section } from './Section.tsx';

/**
 * "Maintenance and upgrades": the weekly window and the automatic patch upgrades (changed by who
 * may change the cluster, read by everyone), when the next window opens (reader's time and UTC)
 * and the patch it would apply.
 */
export function MaintenanceSection({ cluster }: { cluster: Cluster }) {
  const mayChange = useCan('clusters.write');
  const client = useQueryClient();
  const saved = { window: maintenanceWindowOf(cluster), autoUpgrade: cluster.autoUpgrade ?? false };
  const [draft, setDraft] = useState<{ window: MaintenanceWindow; autoUpgrade: boolean } | null>(null);
  const current = draft ?? saved;
  const save = useMutation({
    mutationFn: () =>
      applyChange(client, cluster.id, { maintenanceWindow: current.window, autoUpgrade: current.autoUpgrade }),
    onSuccess: () => setDraft(null),
  });
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const changed = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved);
  return (
    <Section title={m.clusters_maintenance_card_title()}>
      <div className="grid gap-3 text-sm">
        <p data-testid="maintenance-window">
          {m.clusters_maintenance_window_is({ window: windowText(saved.window) })}{' '}
          {saved.autoUpgrade ? m.clusters_maintenance_auto_on() : m.clusters_maintenance_auto_off()}
        </p>
        {cluster.nextMaintenanceAt ? (
          <p data-testid="next-maintenance">
            {m.clusters_maintenance_next({
              local: formatDateTime(cluster.nextMaintenanceAt),
              utc: formatUtcTimestamp(cluster.nextMaintenanceAt),
            })}
          </p>
        ) : null}
        {cluster.availablePatch ? (
          <p data-testid="available-patch">
            {saved.autoUpgrade
              ? m.clusters_maintenance_patch_auto({ patch: cluster.availablePatch })
              : m.clusters_maintenance_patch_manual({ patch: cluster.availablePatch })}
          </p>
        ) : null}
        {mayChange ? (
          <form
            className="grid gap-3 border-t border-border pt-3"
            aria-label={m.clusters_maintenance_form()}
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate();
            }}
          >
            <MaintenanceWindowFields
              idPrefix="maintenance"
              window={current.window}
              autoUpgrade={current.autoUpgrade}
              onChange={setDraft}
              disabled={cluster.status === 'deleting'}
              errorAt={(field) => fields[field]}
            />
            <Alert>{save.isError && Object.keys(fields).length === 0 ? errorMessage(save.error) : undefined}</Alert>
            {save.isSuccess && !draft ? (
              <p role="status" className="text-sm">
                {m.clusters_maintenance_saved()}
              </p>
            ) : null}
            <div>
              <Button type="submit" disabled={!changed || save.isPending}>
                {save.isPending ? m.clusters_change_applying() : m.clusters_maintenance_save()}
              </Button>
            </div>
          </form>
        ) : (
          <RoleNote permission="clusters.write" />
        )}
      </div>
    </Section>
  );
}
