import { moveUserInputSchema } from '../../../server/staff/staff.schemas.ts';
import { apiRequest } from '../../lib/request.ts';
import { toast } from '../../stores/toasts.ts';
import { TextPromptDialog } from '../../ui/text-prompt-dialog.tsx';
import { staffPaths, type AdminOrganization, type AdminUser } from './staff.queries.ts';

type Member = AdminOrganization['members'][number];

/** Moves a member to the organization with the company ID typed; their sessions end, they keep their account. */
export function MoveUserDialog({ member, from, onMoved, onClose }: { member: Member; from: string; onMoved: () => Promise<void>; onClose: () => void }) {
  const move = async (organizationId: string) => {
    const moved = await apiRequest<AdminUser>(`${staffPaths.users}/${encodeURIComponent(member.id)}/organization`, {
      method: 'PUT',
      body: { organizationId },
    });
    toast({ title: `${member.name} moved to ${moved.organization?.companyName ?? 'the organization'}`, description: 'Their sessions ended; they were e-mailed.', variant: 'success' });
    await onMoved();
  };
  return (
    <TextPromptDialog
      title={`Move ${member.username} out of ${from}`}
      label="Company ID of the new organization"
      help="They keep their account; their sessions end and their kubeconfigs for this organization’s clusters are revoked."
      schema={moveUserInputSchema.shape.organizationId}
      name="organizationId"
      singleLine
      confirmLabel="Move user"
      onConfirm={move}
      onClose={onClose}
    />
  );
}
