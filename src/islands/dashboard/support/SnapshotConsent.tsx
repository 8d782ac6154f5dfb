import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { DiagnosticSnapshot } from '../../../server/tickets/support-desk.schemas.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { SnapshotView } from './SnapshotView.tsx';
import { ticketKeys } from './tickets.queries.ts';

/**
 * Consent to share a diagnostic snapshot of a cluster with support: off by default, with a
 * preview of exactly what would be shared (taken again when the message is sent).
 */
export function SnapshotConsent({ clusterId, checked, onChange }: { clusterId: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  const [previewing, setPreviewing] = useState(false);
  const preview = useQuery<DiagnosticSnapshot>({ queryKey: ticketKeys.snapshotPreview(clusterId), enabled: previewing || checked, staleTime: 0 });
  return (
    <fieldset className="grid gap-2 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">Diagnostic snapshot (optional)</legend>
      <div className="flex items-start gap-2">
        <input id={id} type="checkbox" className="mt-1 size-4" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={`${id}-help`} />
        <label htmlFor={id} className="text-sm">Share a snapshot of this cluster with support</label>
      </div>
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        Its spec and status, recent events, add-on versions and who holds a kubeconfig — never a kubeconfig, token or other secret.
        You can revoke it from the ticket at any time; support then no longer sees it.
      </p>
      {!previewing && !checked ? (
        <Button size="sm" variant="outline" className="justify-self-start" onClick={() => setPreviewing(true)}>
          Preview what would be shared
        </Button>
      ) : null}
      {(previewing || checked) && preview.isPending ? <Spinner label="Preparing the preview" /> : null}
      {preview.isError ? <p role="alert" className="text-sm text-destructive">Could not prepare the preview. {preview.error.message}</p> : null}
      {(previewing || checked) && preview.data ? <SnapshotView snapshot={preview.data} heading="Preview of the snapshot" /> : null}
    </fieldset>
  );
}
