import { useMutation } from '@tanstack/react-query';
import type { ClusterAddons, InstalledAddon } from '../../../shared/addons/addons.schemas.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { apiRequest } from '../../lib/api/client.ts';
import { useCurrencyState } from '../../pricing/use-currency-state.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { Alert } from '../../ui/alert.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { richMessage } from '../../ui/rich-message.tsx';
import { m } from '../../../shared/i18n/messages.ts';

/** Confirms removing an add-on: what goes, and that its billing stops once removed. */
export function UninstallDialog({
  clusterId,
  clusterName,
  addon,
  onClose,
  onDone,
}: {
  clusterId: string;
  clusterName: string;
  addon: InstalledAddon | null;
  onClose: () => void;
  onDone: (view: ClusterAddons) => void;
}) {
  const { format } = useCurrencyState();
  const remove = useMutation({
    mutationFn: (addonId: string) => apiRequest<ClusterAddons>(`/api/clusters/${encodeURIComponent(clusterId)}/addons/${encodeURIComponent(addonId)}`, { method: 'DELETE' }),
    onSuccess: (view) => {
      onDone(view);
      onClose();
    },
  });
  return (
    <Dialog open={addon !== null} onOpenChange={(open) => (open ? undefined : (remove.reset(), onClose()))}>
      {addon ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{m.addons_uninstall_title({ name: addon.name })}</DialogTitle>
            <DialogDescription>
              {richMessage((slot) => m.addons_uninstall_description({ ...slot, cluster: clusterName }), { namespace: <code>{addon.namespace}</code> })}
              {` ${addon.priceMonthlyUsdCents > 0 ? m.addons_uninstall_billing_stops({ price: format(addon.priceMonthlyUsdCents) }) : m.addons_uninstall_free()}`}
            </DialogDescription>
          </DialogHeader>
          <Alert>{remove.isError ? errorMessage(remove.error) : undefined}</Alert>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{m.addons_keep()}</Button>
            </DialogClose>
            <PendingButton variant="destructive" pending={remove.isPending} onClick={() => remove.mutate(addon.addonId)}>
              {m.addons_uninstall()}
            </PendingButton>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
