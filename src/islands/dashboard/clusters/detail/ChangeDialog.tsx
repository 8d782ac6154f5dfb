import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../ui/dialog.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { navigate } from '../../shell/links.ts';
import type { ClusterPatch } from '../cluster-types.ts';
import { formatMinorUnits, formatPrice } from '../../../../shared/money.ts';
import { BankConfirmationDialog } from '../../billing/BankConfirmationDialog.tsx';
import type { ClusterChangeAnswer } from '../cluster-types.ts';
import { answerChangeChallenge, applyChange, cancelChangeChallenge, orderNeeded, previewChange } from './change-api.ts';
import { ChangeCost } from './ChangeCost.tsx';
import { useClusterPrices } from './cluster-prices.ts';
import { clusterQueryOptions } from '../clusters.queries.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { clusterKeys } from '../clusters.queries.ts';

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/**
 * A change to a running cluster, confirmed only after its cost is shown: the new monthly list
 * price (in the subscription's currency, as the charge, not the header's) and the exact prorated charge (with VAT, taken at once) or credit to the end of the paid
 * period (POST …/preview), then PATCH. A 409 (the cluster is busy), a 402 (the payment failed,
 * nothing changed) and field errors are shown in place; a change the server bills through an
 * order leads to that order. When the bank asks for 3-D Secure, its screen opens as at checkout:
 * approved, the change applies; failed, the reason is shown and nothing changed.
 */
export function ChangeDialog({
  open,
  onOpenChange,
  clusterId,
  title,
  description,
  patch,
  confirmLabel,
  confirmBlocked = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clusterId: string;
  title: string;
  description: ReactNode;
  /** null while the inputs cannot make a change yet. */
  patch: ClusterPatch | null;
  confirmLabel: string;
  /** True while something else than the price forbids confirming (an upgrade's blocking check). */
  confirmBlocked?: boolean;
  children?: ReactNode;
}) {
  const client = useQueryClient();
  const cluster = useQuery(clusterQueryOptions(clusterId));
  const prices = useClusterPrices(clusterId, cluster.data?.purpose === 'customer');
  const key = useDebounced(patch ? JSON.stringify(patch) : '', 300);
  const preview = useQuery({
    queryKey: clusterKeys.changePreview(clusterId, key),
    queryFn: () => previewChange(clusterId, JSON.parse(key) as ClusterPatch),
    enabled: open && key !== '',
    staleTime: 30_000,
  });
  const [challenge, setChallenge] = useState<NonNullable<ClusterChangeAnswer['change']> | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const apply = useMutation({
    mutationFn: (change: ClusterPatch) => applyChange(client, clusterId, change),
    onMutate: () => {
      setRefusal(null);
      setCancelled(false);
    },
    onSuccess: (answer) => {
      if (answer.change) setChallenge(answer.change);
      else onOpenChange(false);
    },
    onError: (error) => {
      const orderId = orderNeeded(error);
      if (orderId) navigate(`/order-status/${encodeURIComponent(orderId)}`);
    },
  });
  const fields = [preview.error, apply.error].flatMap((e) =>
    e instanceof ApiError ? Object.values(e.fields ?? {}) : [],
  );
  const stale = key !== (patch ? JSON.stringify(patch) : '');
  // The quote names the subscription's currency: the list prices beside it are in the same one.
  const billedIn = preview.data?.billing?.currency;
  const listPrice = (usdCents: number) =>
    billedIn && billedIn !== prices.currency ? formatPrice(usdCents, billedIn, prices.rates) : prices.format(usdCents);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          apply.reset();
          setCancelled(false);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <section
          aria-label={m.clusters_change_cost_label()}
          aria-live="polite"
          className="grid gap-1 rounded-md border border-border p-3 text-sm"
        >
          {!patch ? (
            <p className="text-muted-foreground">{m.clusters_change_enter()}</p>
          ) : preview.isFetching && !preview.data ? (
            <Spinner size="sm" label={m.clusters_change_pricing()} align="start" />
          ) : preview.data && !preview.isError ? (
            <>
              <p className="flex justify-between">
                <span>{m.clusters_change_price_now()}</span>
                <span className="tabular-nums" data-testid="current-monthly-price">
                  {listPrice(preview.data.currentMonthlyUsdCents)}
                </span>
              </p>
              <p className="flex justify-between font-semibold">
                <span>{m.clusters_change_price_new()}</span>
                <span className="tabular-nums" data-testid="new-monthly-price">
                  {listPrice(preview.data.newMonthlyUsdCents)}
                </span>
              </p>
              {preview.data.billing ? <ChangeCost billing={preview.data.billing} /> : null}
              {preview.data.billing?.spendingCap ? (
                <Alert variant="warning">
                  <span data-testid="change-over-cap">
                    {m.clusters_change_over_cap({
                      projected: formatMinorUnits(
                        preview.data.billing.spendingCap.projected,
                        preview.data.billing.currency,
                      ),
                      cap: formatMinorUnits(preview.data.billing.spendingCap.cap, preview.data.billing.currency),
                    })}
                  </span>
                </Alert>
              ) : null}
              <p className="text-xs text-muted-foreground">{preview.data.note}</p>
            </>
          ) : preview.isError ? (
            <p className="text-destructive">{fields.length > 0 ? fields.join(' ') : errorMessage(preview.error)}</p>
          ) : null}
        </section>
        <Alert>
          {refusal ??
            (apply.isError
              ? apply.error instanceof ApiError && apply.error.fields
                ? Object.values(apply.error.fields).join(' ')
                : errorMessage(apply.error)
              : undefined)}
        </Alert>
        {cancelled ? (
          <p role="status" className="rounded-md border border-border px-3 py-2 text-sm">
            {m.clusters_change_cancelled()}
          </p>
        ) : null}
        {challenge ? (
          <BankConfirmationDialog
            onAnswer={async (outcome) => {
              try {
                await answerChangeChallenge(client, clusterId, challenge.challenge.id, outcome);
                setChallenge(null);
                onOpenChange(false);
              } catch (error) {
                setChallenge(null);
                setRefusal(error instanceof ApiError ? error.message : errorMessage(error));
              }
            }}
            onCancel={async () => {
              try {
                await cancelChangeChallenge(client, clusterId);
                setCancelled(true);
              } catch (error) {
                setRefusal(error instanceof ApiError ? error.message : errorMessage(error));
              } finally {
                setChallenge(null);
              }
            }}
          >
            {m.clusters_change_bank({ amount: formatMinorUnits(challenge.amount, challenge.currency) })}
          </BankConfirmationDialog>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {m.clusters_cancel()}
          </Button>
          <Button
            onClick={() => patch && apply.mutate(patch)}
            disabled={
              !patch ||
              confirmBlocked ||
              stale ||
              !preview.data ||
              preview.isError ||
              preview.isFetching ||
              apply.isPending ||
              preview.data.billing?.spendingCap !== undefined
            }
          >
            {apply.isPending ? m.clusters_change_applying() : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
