import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { RoleNote } from '../../../auth/RoleNote.tsx';
import { useCan } from '../../../auth/use-can.ts';
import { Button } from '../../../ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../ui/dialog.tsx';
import { inputClass } from '../../../ui/input-class.ts';
import { Alert } from '../../../ui/alert.tsx';
import { formatTimestamp } from '../../../ui/date-time.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { Table, TableCell, TableRow } from '../../../ui/table.tsx';
import type { Cluster } from '../cluster-types.ts';
import { invalidateCluster, kubeconfigsQueryOptions } from '../clusters.queries.ts';
import { Section } from '../detail/Section.tsx';
import { downloadText, kubeconfigFileName, type IssuedKubeconfig } from './kubeconfig-file.ts';
import { m } from '../../../../shared/i18n/messages.ts';

const TTLS = [
  { hours: 1, label: () => m.clusters_ttl_hours({ count: 1 }) },
  { hours: 8, label: () => m.clusters_ttl_hours({ count: 8 }) },
  { hours: 24, label: () => m.clusters_ttl_hours({ count: 24 }) },
  { hours: 24 * 7, label: () => m.clusters_ttl_days({ count: 7 }) },
  { hours: 24 * 30, label: () => m.clusters_ttl_days({ count: 30 }) },
  { hours: 24 * 90, label: () => m.clusters_ttl_days({ count: 90 }) },
];

const when = (iso: string | null) => (iso ? formatTimestamp(iso) : '—');

const kubeconfigColumns = () =>
  [
    m.clusters_creds_col_who(),
    m.clusters_creds_col_created(),
    m.clusters_creds_col_expires(),
    m.clusters_creds_col_last_used(),
    m.clusters_creds_col_state(),
    { label: m.clusters_col_actions(), hidden: true },
  ] as const;

/** What a revocation asks to confirm: every active kubeconfig, or one holder's. */
type Revocation = { id: 'all'; count: number } | { id: string; userName: string; createdAt: string };

/** Per-user kubeconfigs: issue one with a lifetime (the YAML shown once), the inventory, revoke one or all. */
export function CredentialsPanel({ cluster }: { cluster: Cluster }) {
  if (!useCan('clusters.credentials')) {
    return (
      <Section title={m.clusters_creds_title()}>
        <RoleNote permission="clusters.credentials" className="text-sm" />
      </Section>
    );
  }
  return <Credentials cluster={cluster} />;
}

function Credentials({ cluster }: { cluster: Cluster }) {
  const client = useQueryClient();
  const list = useQuery(kubeconfigsQueryOptions(cluster.id));
  const [ttlHours, setTtlHours] = useState(24);
  const [issued, setIssued] = useState<IssuedKubeconfig | null>(null);
  const [copied, setCopied] = useState(false);
  const base = `/api/clusters/${encodeURIComponent(cluster.id)}/kubeconfigs`;
  // The inventory and the cluster's events (which record each issue and revocation).
  const refresh = () => invalidateCluster(client, cluster.id);
  const create = useMutation({
    mutationFn: () => apiRequest<IssuedKubeconfig>(base, { method: 'POST', body: { ttlHours } }),
    onSuccess: (answer) => {
      setIssued(answer);
      setCopied(false);
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      setConfirming(null);
      void refresh();
    },
  });
  // Revoking cuts kubectl off at once: asked first, naming whose credentials go.
  const [confirming, setConfirming] = useState<Revocation | null>(null);
  const serving = cluster.status === 'running' || cluster.status === 'updating';
  const now = Date.now();
  const active = (list.data ?? []).filter((k) => !k.revokedAt && Date.parse(k.expiresAt) > now);

  return (
    <Section title={m.clusters_creds_title()}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor="kubeconfig-ttl" className="text-sm font-medium">
            {m.clusters_creds_valid_for()}
          </label>
          <select
            id="kubeconfig-ttl"
            className={inputClass}
            value={ttlHours}
            onChange={(e) => setTtlHours(Number(e.target.value))}
          >
            {TTLS.map((t) => (
              <option key={t.hours} value={t.hours}>
                {t.label()}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={() => create.mutate()} disabled={!serving || create.isPending}>
          {create.isPending ? m.clusters_creds_creating() : m.clusters_creds_create()}
        </Button>
      </div>
      {!serving ? <p className="mt-2 text-xs text-muted-foreground">{m.clusters_creds_running_only()}</p> : null}
      <Alert>{create.isError ? errorMessage(create.error) : undefined}</Alert>
      {issued ? (
        <div className="mt-4 grid gap-2 rounded-md border border-warning/50 bg-warning/10 p-3">
          <p className="text-sm font-medium" role="status">
            {m.clusters_creds_issued({ date: when(issued.expiresAt) })}
          </p>
          <pre
            className="max-h-60 overflow-auto rounded bg-muted p-2 font-mono text-xs"
            tabIndex={0}
            aria-label={m.clusters_creds_yaml()}
          >
            {issued.kubeconfig}
          </pre>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => void navigator.clipboard?.writeText(issued.kubeconfig).then(() => setCopied(true))}
            >
              {copied ? m.clusters_creds_copied() : m.clusters_creds_copy()}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => downloadText(kubeconfigFileName(cluster), issued.kubeconfig)}
            >
              {m.clusters_creds_download({ file: kubeconfigFileName(cluster) })}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setIssued(null)}>
              {m.clusters_creds_hide()}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="mt-4">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-medium">{m.clusters_creds_holders()}</h3>
          <Button
            size="sm"
            variant="outline"
            disabled={active.length === 0 || revoke.isPending}
            onClick={() => setConfirming({ id: 'all', count: active.length })}
          >
            {m.clusters_creds_revoke_all()}
          </Button>
        </div>
        {list.isPending ? (
          <Spinner size="sm" label={m.clusters_creds_loading()} align="start" />
        ) : list.isError ? (
          <Alert>{errorMessage(list.error)}</Alert>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.clusters_creds_none()}</p>
        ) : (
          <Table caption={m.clusters_creds_caption()} columns={kubeconfigColumns()} plain>
            {list.data.map((k) => {
              const state = k.revokedAt ? 'revoked' : Date.parse(k.expiresAt) <= now ? 'expired' : 'active';
              const stateText = k.revokedAt
                ? m.clusters_creds_state_revoked({ date: when(k.revokedAt) })
                : state === 'expired'
                  ? m.clusters_creds_state_expired()
                  : m.clusters_creds_state_active();
              return (
                <TableRow key={k.id} data-kubeconfig={k.id}>
                  <TableCell className="py-2">{k.userName}</TableCell>
                  <TableCell className="py-2">{when(k.createdAt)}</TableCell>
                  <TableCell className="py-2">{when(k.expiresAt)}</TableCell>
                  <TableCell className="py-2">{k.lastUsedAt ? when(k.lastUsedAt) : m.clusters_creds_never()}</TableCell>
                  <TableCell className="py-2">{stateText}</TableCell>
                  <TableCell className="py-2 text-right">
                    {state === 'active' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={revoke.isPending}
                        onClick={() => setConfirming({ id: k.id, userName: k.userName, createdAt: k.createdAt })}
                        aria-label={m.clusters_creds_revoke_one_label({ user: k.userName, date: when(k.createdAt) })}
                      >
                        {m.clusters_creds_revoke()}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </Table>
        )}
        <Dialog
          open={confirming !== null}
          onOpenChange={(open) => {
            if (!open) {
              setConfirming(null);
              revoke.reset();
            }
          }}
        >
          <DialogContent>
            <DialogHeader>
              <DialogTitle>
                {confirming?.id === 'all' ? m.clusters_creds_revoke_all_title() : m.clusters_creds_revoke_one_title()}
              </DialogTitle>
              <DialogDescription>
                {!confirming
                  ? null
                  : 'count' in confirming
                    ? m.clusters_creds_revoke_all_description({ count: confirming.count, cluster: cluster.name })
                    : m.clusters_creds_revoke_one_description({
                        user: confirming.userName,
                        date: when(confirming.createdAt),
                      })}
              </DialogDescription>
            </DialogHeader>
            {revoke.isError ? <Alert look="text">{errorMessage(revoke.error)}</Alert> : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirming(null)}>
                {m.clusters_cancel()}
              </Button>
              <Button
                variant="destructive"
                disabled={revoke.isPending}
                onClick={() => confirming && revoke.mutate(confirming.id)}
              >
                {revoke.isPending ? m.clusters_creds_revoking() : m.clusters_creds_revoke()}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </div>
    </Section>
  );
}
