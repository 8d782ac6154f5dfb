import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatFileSize, type OrganizationExport } from '../../shared/organizations/organization-export.schemas.ts';
import { formatPercent } from '../../shared/format/numbers.ts';
import { SettingsCard } from '../dashboard/account/SettingsCard.tsx';
import { apiRequest, invalidateApi } from '../lib/api/client.ts';
import { errorMessage } from '../lib/form-errors.ts';
import { toast } from '../stores/toasts.ts';
import { Alert } from '../ui/alert.tsx';
import { formatDateTime } from '../ui/date-time.ts';
import { DownloadLink } from '../ui/download-link.tsx';
import { PendingButton } from '../ui/pending-button.tsx';
import { QueryState } from '../ui/query-state.tsx';
import { m } from '../../shared/i18n/messages.ts';
import { EXPORT_PATH, latestExportQueryOptions, organizationExportKeys } from './export.queries.ts';

const CONTENTS = [
  m.org_export_contents_records,
  m.org_export_contents_documents,
  m.org_export_contents_clusters,
  m.org_export_contents_tickets,
  m.org_export_contents_manifest,
];

/** The link on this site: the API gives it absolute (for the e-mail), the page fetches it on its own origin. */
const onThisSite = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * Settings → Export your data: what the archive holds, and for owners the request (the API
 * client asks for the password again when the sign-in is older than 10 minutes), the build's
 * progress, read every second, and the download link until it expires. Other roles read what
 * an export is, and that only owners can ask for one.
 */
export function OrganizationExportSection({ canExport }: { canExport: boolean }) {
  return (
    <div id="export-data" className="scroll-mt-20">
      <SettingsCard title={m.org_export_title()} description={m.org_export_description()}>
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {CONTENTS.map((line) => (
            <li key={line()}>{line()}</li>
          ))}
        </ul>
        {canExport ? <ExportControls /> : <p className="text-sm text-muted-foreground">{m.org_export_owner_only()}</p>}
      </SettingsCard>
    </div>
  );
}

function ExportControls() {
  const client = useQueryClient();
  const latest = useQuery(latestExportQueryOptions());
  const request = useMutation({
    mutationFn: () => apiRequest<{ id: string }>(EXPORT_PATH, { method: 'POST' }),
    onSuccess: () => toast({ title: m.org_export_requested(), variant: 'success' }),
    onSettled: () => invalidateApi(client, organizationExportKeys.latest),
  });
  const building = latest.data?.status === 'queued' || latest.data?.status === 'running';
  return (
    <div className="grid gap-3">
      <QueryState query={latest} label={m.org_export_loading()} compact isEmpty={() => false}>
        {(current) => (current ? <ExportState current={current} /> : null)}
      </QueryState>
      <div>
        <PendingButton pending={request.isPending} disabled={building} onClick={() => request.mutate()}>
          {m.org_export_request()}
        </PendingButton>
      </div>
      <Alert>{request.isError ? errorMessage(request.error) : null}</Alert>
    </div>
  );
}

function ExportState({ current }: { current: OrganizationExport }) {
  switch (current.status) {
    case 'queued':
    case 'running':
      return (
        <div className="grid gap-1.5 text-sm" aria-live="polite">
          <p>{current.status === 'queued' ? m.org_export_queued() : m.org_export_running()}</p>
          <div className="flex items-center gap-3">
            <progress
              className="h-2 w-full max-w-sm accent-primary"
              max={100}
              value={current.progress}
              aria-label={m.org_export_progress_label()}
            />
            <span className="tabular-nums">{formatPercent(current.progress, { maximumFractionDigits: 0 })}</span>
          </div>
        </div>
      );
    case 'ready':
      return (
        <div className="grid gap-1 text-sm" aria-live="polite">
          <p>{m.org_export_ready({ size: formatFileSize(current.bytes ?? 0) })}</p>
          {current.downloadUrl ? (
            <p>
              <DownloadLink
                href={onThisSite(current.downloadUrl)}
                filename={current.fileName}
                className="font-medium underline underline-offset-4"
              >
                {m.org_export_download()}
              </DownloadLink>
            </p>
          ) : null}
          {current.expiresAt ? (
            <p className="text-muted-foreground">{m.org_export_expires({ date: formatDateTime(current.expiresAt) })}</p>
          ) : null}
        </div>
      );
    case 'failed':
      return <Alert>{m.org_export_failed()}</Alert>;
    case 'expired':
      return (
        <p className="text-sm text-muted-foreground">
          {m.org_export_expired({ date: formatDateTime(current.expiresAt ?? current.createdAt) })}
        </p>
      );
  }
}
