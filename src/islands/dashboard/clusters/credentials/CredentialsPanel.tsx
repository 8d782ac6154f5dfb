import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest } from '../../../lib/request.ts';
import { RoleNote } from '../../../auth/RoleNote.tsx';
import { useCan } from '../../../auth/use-can.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog.tsx';
import { inputClass } from '../../../ui/input-class.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { formatTimestamp } from '../../../ui/date-time.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { Table, TableCell, TableRow } from '../../../ui/table.tsx';
import type { Cluster } from '../cluster-types.ts';
import { invalidateCluster, kubeconfigsQueryOptions } from '../clusters.queries.ts';
import { Section } from '../detail/Section.tsx';
import { downloadText, kubeconfigFileName, type IssuedKubeconfig } from './kubeconfig-file.ts';

const TTLS = [
  { hours: 1, label: '1 hour' },
  { hours: 8, label: '8 hours' },
  { hours: 24, label: '24 hours' },
  { hours: 24 * 7, label: '7 days' },
  { hours: 24 * 30, label: '30 days' },
  { hours: 24 * 90, label: '90 days' },
];

const when = (iso: string | null) => (iso ? formatTimestamp(iso) : '—');

const KUBECONFIG_COLUMNS = ['Who', 'Created', 'Expires', 'Last used', 'State', { label: 'Actions', hidden: true }] as const;

/** Per-user kubeconfigs: issue one with a lifetime (the YAML shown once), the inventory, revoke one or all. */
export function CredentialsPanel({ cluster }: { cluster: Cluster }) {
  if (!useCan('clusters.credentials')) {
    return (
      <Section title="Credentials">
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
  const [confirming, setConfirming] = useState<{ id: string; what: string } | null>(null);
  const serving = cluster.status === 'running' || cluster.status === 'updating';
  const now = Date.now();
  const active = (list.data ?? []).filter((k) => !k.revokedAt && Date.parse(k.expiresAt) > now);

  return (
    <Section title="Credentials">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor="kubeconfig-ttl" className="text-sm font-medium">Valid for</label>
          <select id="kubeconfig-ttl" className={inputClass} value={ttlHours} onChange={(e) => setTtlHours(Number(e.target.value))}>
            {TTLS.map((t) => (
              <option key={t.hours} value={t.hours}>{t.label}</option>
            ))}
          </select>
        </div>
        <Button onClick={() => create.mutate()} disabled={!serving || create.isPending}>
          {create.isPending ? 'Creating…' : 'Create kubeconfig'}
        </Button>
      </div>
      {!serving ? <p className="mt-2 text-xs text-muted-foreground">Credentials are issued for a running cluster.</p> : null}
      <FormAlert message={create.isError ? errorMessage(create.error) : undefined} />
      {issued ? (
        <div className="mt-4 grid gap-2 rounded-md border border-warning/50 bg-warning/10 p-3">
          <p className="text-sm font-medium" role="status">
            Your kubeconfig, valid until {when(issued.expiresAt)}. It is shown only now: copy or download it.
          </p>
          <pre className="max-h-60 overflow-auto rounded bg-muted p-2 font-mono text-xs" tabIndex={0} aria-label="Kubeconfig YAML">
            {issued.kubeconfig}
          </pre>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(issued.kubeconfig).then(() => setCopied(true))}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
            <Button size="sm" variant="outline" onClick={() => downloadText(kubeconfigFileName(cluster), issued.kubeconfig)}>
              Download {kubeconfigFileName(cluster)}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setIssued(null)}>
              Hide
            </Button>
          </div>
        </div>
      ) : null}
      <div className="mt-4">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-medium">Who holds credentials</h3>
          <Button size="sm" variant="outline" disabled={active.length === 0 || revoke.isPending} onClick={() => setConfirming({ id: 'all', what: `all ${active.length} active kubeconfig${active.length === 1 ? '' : 's'} of ${cluster.name}` })}>
            Revoke all
          </Button>
        </div>
        {list.isPending ? (
          <Spinner size="sm" label="Loading credentials" className="justify-start" />
        ) : list.isError ? (
          <FormAlert message={errorMessage(list.error)} />
        ) : list.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No kubeconfig issued yet.</p>
        ) : (
          <Table caption="Kubeconfigs" columns={KUBECONFIG_COLUMNS} plain>
            {list.data.map((k) => {
              const state = k.revokedAt ? `Revoked ${when(k.revokedAt)}` : Date.parse(k.expiresAt) <= now ? 'Expired' : 'Active';
              return (
                <TableRow key={k.id} data-kubeconfig={k.id}>
                  <TableCell className="py-2">{k.userName}</TableCell>
                  <TableCell className="py-2">{when(k.createdAt)}</TableCell>
                  <TableCell className="py-2">{when(k.expiresAt)}</TableCell>
                  <TableCell className="py-2">{k.lastUsedAt ? when(k.lastUsedAt) : 'Never'}</TableCell>
                  <TableCell className="py-2">{state}</TableCell>
                  <TableCell className="py-2 text-right">
                    {state === 'Active' ? (
                      <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={() => setConfirming({ id: k.id, what: `the kubeconfig of ${k.userName} created ${when(k.createdAt)}` })} aria-label={`Revoke the kubeconfig of ${k.userName} created ${when(k.createdAt)}`}>
                        Revoke
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </Table>
        )}
        <Dialog open={confirming !== null} onOpenChange={(open) => { if (!open) { setConfirming(null); revoke.reset(); } }}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Revoke {confirming?.id === 'all' ? 'every kubeconfig' : 'this kubeconfig'}?</DialogTitle>
              <DialogDescription>Revoking {confirming?.what} stops kubectl with it at once. This cannot be undone; a new kubeconfig can be created.</DialogDescription>
            </DialogHeader>
            {revoke.isError ? <p className="text-sm text-destructive" role="alert">{errorMessage(revoke.error)}</p> : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirming(null)}>Cancel</Button>
              <Button variant="destructive" disabled={revoke.isPending} onClick={() => confirming && revoke.mutate(confirming.id)}>
                {revoke.isPending ? 'Revoking…' : 'Revoke'}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </div>
    </Section>
  );
}
