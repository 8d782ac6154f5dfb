import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { DiagnosticSnapshot } from '../../../shared/tickets/support-desk.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { SnapshotView } from './SnapshotView.tsx';
import { ticketKeys } from './tickets.queries.ts';
import { QueryError } from '../../ui/query-state.tsx';

/**
 * Consent to share a diagnostic snapshot of a cluster with support: off by default, with a
 * preview of exactly what would be shared (taken again when the message is sent).
 */
export function SnapshotConsent({
  clusterId,
  checked,
  onChange,
}: {
  clusterId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const [previewing, setPreviewing] = useState(false);
  const preview = useQuery<DiagnosticSnapshot>({
    queryKey: ticketKeys.snapshotPreview(clusterId),
    enabled: previewing || checked,
    staleTime: 0,
  });
  return (
    <fieldset className="grid gap-2 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">{m.support_snapshot_consent_legend()}</legend>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={`${id}-help`}
        />
        <label htmlFor={id} className="text-sm">
          {m.support_snapshot_consent_share()}
        </label>
      </div>
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {m.support_snapshot_consent_help()}
      </p>
      {!previewing && !checked ? (
        <Button size="sm" variant="outline" className="justify-self-start" onClick={() => setPreviewing(true)}>
          {m.support_snapshot_consent_preview()}
        </Button>
      ) : null}
      {(previewing || checked) && preview.isPending ? <Spinner label={m.support_snapshot_consent_preparing()} /> : null}
      {preview.isError ? (
        <QueryError
          error={preview.error}
          onRetry={() => void preview.refetch()}
          text={(message) => m.support_snapshot_consent_error({ error: message })}
        />
      ) : null}
      {(previewing || checked) && preview.data ? (
        <SnapshotView snapshot={preview.data} heading={m.support_snapshot_consent_heading()} />
      ) : null}
    </fieldset>
  );
}
