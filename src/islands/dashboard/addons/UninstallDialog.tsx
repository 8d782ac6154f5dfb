import { useMutation } from '@tanstack/react-query';
import type { ClusterAddons, InstalledAddon } from '../../../server/addons/addons.schemas.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { apiRequest } from '../../lib/request.ts';
import { useCurrencyState } from '../../pricing/use-currency-state.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';

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
            <DialogTitle>Uninstall {addon.name}?</DialogTitle>
            <DialogDescription>
              Its pods in the <code>{addon.namespace}</code> namespace are removed from {clusterName}, with the data they keep in the cluster.
              {addon.priceMonthlyUsdCents > 0 ? ` Its ${format(addon.priceMonthlyUsdCents)} a month stops being billed once it is removed.` : ' It costs nothing, so billing does not change.'}
            </DialogDescription>
          </DialogHeader>
          <FormAlert message={remove.isError ? errorMessage(remove.error) : undefined} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep it</Button>
            </DialogClose>
            <PendingButton variant="destructive" pending={remove.isPending} onClick={() => remove.mutate(addon.addonId)}>
              Uninstall
            </PendingButton>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
