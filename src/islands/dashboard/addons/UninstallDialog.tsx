import { useMutation } from '@tanstack/react-query';
import type { ClusterAddons, InstalledAddon } from '../../../shared/addons/addons.schemas.ts';
import { apiRequest } from '../../lib/api/client.ts';
import { useCurrencyState } from '../../pricing/use-currency-state.ts';
import { AlertDialog } from '../../ui/alert-dialog.tsx';
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
    mutationFn: (addonId: string) =>
      apiRequest<ClusterAddons>(
        `/api/clusters/${encodeURIComponent(clusterId)}/addons/${encodeURIComponent(addonId)}`,
        { method: 'DELETE' },
      ),
    onSuccess: (view) => onDone(view),
  });
  if (!addon) return null;
  return (
    <AlertDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={m.addons_uninstall_title({ name: addon.name })}
      description={
        <>
          {richMessage((slot) => m.addons_uninstall_description({ ...slot, cluster: clusterName }), {
            namespace: <code>{addon.namespace}</code>,
          })}
          {` ${addon.priceMonthlyUsdCents > 0 ? m.addons_uninstall_billing_stops({ price: format(addon.priceMonthlyUsdCents) }) : m.addons_uninstall_free()}`}
        </>
      }
      cancelLabel={m.addons_keep()}
      confirmLabel={m.addons_uninstall()}
      destructive
      onConfirm={() => remove.mutateAsync(addon.addonId)}
    />
  );
}
