import type { DiagnosticSnapshot } from '../../../shared/tickets/support-desk.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { formatPercent } from '../../../shared/format/numbers.ts';
import { formatDateTime } from '../../ui/date-time.ts';
import { clusterStatusWord } from './ticket-labels.ts';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** A diagnostic snapshot as text: what the customer consents to share, and what support reads. */
export function SnapshotView({ snapshot, heading }: { snapshot: DiagnosticSnapshot; heading: string }) {
  const { cluster } = snapshot;
  return (
    <section aria-label={heading} className="grid gap-3 rounded-md border border-border bg-muted/30 p-3 text-sm">
      <h4 className="font-semibold">{heading}</h4>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">{m.support_snapshot_cluster()}</dt>
        <dd>
          {cluster.name} ({cluster.providerId}, {cluster.regionId})
        </dd>
        <dt className="text-muted-foreground">Kubernetes</dt>
        <dd>
          {cluster.haControlPlane
            ? m.support_snapshot_version_ha({ version: cluster.patchVersion || cluster.kubernetesVersion })
            : cluster.patchVersion || cluster.kubernetesVersion}
        </dd>
        <dt className="text-muted-foreground">{m.support_snapshot_status()}</dt>
        <dd>
          {clusterStatusWord(cluster.status)}
          {cluster.phase ? ` (${cluster.phase}, ${formatPercent(cluster.progress)})` : ''}
          {cluster.failure ? ` — ${cluster.failure.reason}` : ''}
        </dd>
        <dt className="text-muted-foreground">{m.support_snapshot_node_pools()}</dt>
        <dd>{cluster.nodePools.map((p) => `${p.name}: ${p.count} × ${p.nodeSizeId}`).join('; ')}</dd>
        <dt className="text-muted-foreground">{m.support_snapshot_addons()}</dt>
        <dd>
          {snapshot.addons.length
            ? snapshot.addons.map((a) => `${a.name} ${a.version} (${a.state})`).join('; ')
            : m.support_snapshot_no_addons()}
        </dd>
        <dt className="text-muted-foreground">{m.support_snapshot_taken()}</dt>
        <dd>{when(snapshot.takenAt)}</dd>
      </dl>
      <div>
        <h5 className="font-medium">{m.support_snapshot_credentials()}</h5>
        {snapshot.credentials.length === 0 ? (
          <p className="text-muted-foreground">{m.support_snapshot_no_kubeconfig()}</p>
        ) : (
          <ul className="list-disc pl-5">
            {snapshot.credentials.map((c) => (
              <li key={c.id}>
                {c.revokedAt
                  ? m.support_snapshot_credential_revoked({
                      user: c.userName,
                      issued: when(c.createdAt),
                      expires: when(c.expiresAt),
                      revoked: when(c.revokedAt),
                    })
                  : m.support_snapshot_credential({
                      user: c.userName,
                      issued: when(c.createdAt),
                      expires: when(c.expiresAt),
                    })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h5 className="font-medium">{m.support_snapshot_recent_events_count({ count: snapshot.events.length })}</h5>
        {/* Scrollable, so reachable by keyboard too. */}
        <ul className="max-h-40 overflow-y-auto pl-1" tabIndex={0} aria-label={m.support_snapshot_recent_events()}>
          {snapshot.events.map((e, index) => (
            <li key={`${e.at}-${index}`}>
              <time dateTime={e.at} className="text-muted-foreground">
                {when(e.at)}
              </time>{' '}
              {e.message}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
