import { useCan } from '../../../auth/use-can.ts';
import { DownloadLink } from '../../../ui/download-link.tsx';
import { m } from '../../../../shared/i18n/messages.ts';

const LINK = 'text-sm font-medium text-primary underline underline-offset-4';

/**
 * The audit trail of the chosen period to keep (owners): every entry with its request id and its
 * links in the organization's hash chain, as JSON Lines or CSV. Nothing for other roles.
 */
export function AuditExportLinks({ from, to }: { from: string; to: string }) {
  const mayExport = useCan('audit.export');
  if (!mayExport) return null;
  const period = new URLSearchParams();
  if (from) period.set('from', from);
  if (to) period.set('to', to);
  const href = (format: 'jsonl' | 'csv') =>
    `/api/organization/audit?${new URLSearchParams([...period, ['format', format]])}`;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="text-muted-foreground">{m.account_audit_export_label()}</span>
      <DownloadLink className={LINK} href={href('jsonl')}>
        {m.account_audit_export_jsonl()}
      </DownloadLink>
      <DownloadLink className={LINK} href={href('csv')}>
        {m.account_audit_export_csv()}
      </DownloadLink>
    </p>
  );
}
