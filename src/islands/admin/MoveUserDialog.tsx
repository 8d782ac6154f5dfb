import { useState } from 'react';
import { ApiError } from '../lib/api-error.ts';
import { apiRequest } from '../lib/request.ts';
import { toast } from '../stores/toasts.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogTitle } from '../ui/dialog.tsx';
import { inputClass } from '../ui/form-field.tsx';
import { FormAlert } from '../ui/form.tsx';
import { PendingButton } from '../ui/pending-button.tsx';
import { staffPaths, type AdminOrganization, type AdminUser } from './staff.queries.ts';

type Member = AdminOrganization['members'][number];

/** Moves a member to the organization with the company ID typed; their sessions end, they keep their account. */
export function MoveUserDialog({ member, from, onMoved, onClose }: { member: Member; from: string; onMoved: () => Promise<void>; onClose: () => void }) {
  const [companyId, setCompanyId] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  const move = async () => {
    setFailure(undefined);
    if (!companyId.trim()) {
      setError('Enter the company ID of the organization.');
      return;
    }
    setPending(true);
    try {
      const moved = await apiRequest<AdminUser>(`${staffPaths.users}/${encodeURIComponent(member.id)}/organization`, {
        method: 'PUT',
        body: { organizationId: companyId.trim() },
      });
      toast({ title: `${member.name} moved to ${moved.organization?.companyName ?? 'the organization'}`, description: 'Their sessions ended; they were e-mailed.', variant: 'success' });
      await onMoved();
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields?.organizationId) setError(caught.fields.organizationId);
      else setFailure(caught instanceof Error ? caught.message : 'Something went wrong.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent aria-describedby={undefined}>
        <form noValidate onSubmit={(event) => {
          event.preventDefault();
          void move();
        }} className="grid gap-4">
          <DialogTitle>Move {member.username} out of {from}</DialogTitle>
          <div className="grid gap-1.5">
            <label htmlFor="move-company" className="text-sm font-medium">
              Company ID of the new organization
            </label>
            <input
              id="move-company"
              autoFocus
              value={companyId}
              onChange={(event) => {
                setCompanyId(event.target.value);
                setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'move-company-help move-company-error' : 'move-company-help'}
              className={inputClass}
            />
            <p id="move-company-help" className="text-sm text-muted-foreground">
              They keep their account; their sessions end and their kubeconfigs for this organization’s clusters are revoked.
            </p>
            {error ? (
              <p id="move-company-error" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <FormAlert message={failure} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <PendingButton type="submit" pending={pending}>
              Move user
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
