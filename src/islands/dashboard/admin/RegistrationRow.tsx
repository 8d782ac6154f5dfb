import { m } from '../../../shared/i18n/messages.ts';
import { PendingButton } from '../../ui/pending-button.tsx';
import { Button } from '../../ui/button.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { TableCell, TableRow } from '../../ui/table.tsx';
import type { PendingRegistration, RegistrationStatus } from './admin.queries.ts';

const STATUS: Record<RegistrationStatus, { label: () => string; className: string }> = {
  awaiting_email: { label: m.admin_registrations_status_awaiting_email, className: 'bg-muted text-muted-foreground' },
  awaiting_approval: {
    label: m.admin_registrations_status_awaiting_approval,
    className: 'bg-info text-info-foreground',
  },
  approved: { label: m.admin_registrations_status_approved, className: 'bg-success text-success-foreground' },
  rejected: { label: m.admin_registrations_status_rejected, className: 'bg-destructive text-destructive-foreground' },
};

interface RegistrationRowProps {
  registration: PendingRegistration;
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One registration in the review table, with its decision buttons while it is undecided. */
export function RegistrationRow({ registration: r, approving, onApprove, onReject }: RegistrationRowProps) {
  const decided = r.status === 'approved' || r.status === 'rejected';
  const status = STATUS[r.status];
  return (
    <TableRow>
      <TableCell className="font-medium">{r.username}</TableCell>
      <TableCell className="whitespace-nowrap">{r.name}</TableCell>
      <TableCell className="whitespace-nowrap">{r.email}</TableCell>
      <TableCell>{r.companyName}</TableCell>
      <TableCell>{r.joinsExistingOrganization ? m.admin_yes() : m.admin_no()}</TableCell>
      <TableCell>
        <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${status.className}`}>
          {status.label()}
        </span>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <RelativeTime iso={r.createdAt} />
      </TableCell>
      <TableCell>
        {decided ? null : (
          <div className="flex gap-2">
            <PendingButton
              size="sm"
              pending={approving}
              onClick={onApprove}
              aria-label={m.admin_approve_named({ username: r.username })}
            >
              {m.admin_approve()}
            </PendingButton>
            <Button
              size="sm"
              variant="outline"
              disabled={approving}
              onClick={onReject}
              aria-label={m.admin_reject_named({ username: r.username })}
            >
              {m.admin_reject()}
            </Button>
          </div>
        )}
      </TableCell>
    </TableRow>
  );
}
