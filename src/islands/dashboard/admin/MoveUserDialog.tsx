import { moveUserInputSchema } from '../../../shared/staff/staff.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { apiRequest } from '../../lib/api/client.ts';
import { toast } from '../../stores/toasts.ts';
import { TextPromptDialog } from '../../ui/text-prompt-dialog.tsx';
import { staffPaths, type AdminOrganization, type AdminUser } from './staff.queries.ts';

type Member = AdminOrganization['members'][number];

/** Moves a member to the organization with the company ID typed; their sessions end, they keep their account. */
export function MoveUserDialog({
  member,
  from,
  onMoved,
  onClose,
}: {
  member: Member;
  from: string;
  onMoved: () => Promise<void>;
  onClose: () => void;
}) {
  const move = async (organizationId: string) => {
    const moved = await apiRequest<AdminUser>(`${staffPaths.users}/${encodeURIComponent(member.id)}/organization`, {
      method: 'PUT',
      body: { organizationId },
    });
    toast({
      title: moved.organization
        ? m.admin_move_done({ name: member.name, organization: moved.organization.companyName })
        : m.admin_move_done_unnamed({ name: member.name }),
      description: m.admin_move_done_detail(),
      variant: 'success',
    });
    await onMoved();
  };
  return (
    <TextPromptDialog
      title={m.admin_move_title({ username: member.username, organization: from })}
      label={m.admin_move_label()}
      help={m.admin_move_help()}
      schema={moveUserInputSchema.shape.organizationId}
      name="organizationId"
      singleLine
      confirmLabel={m.admin_move_confirm()}
      onConfirm={move}
      onClose={onClose}
    />
  );
}
