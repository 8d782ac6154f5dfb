import type { Permission } from '../../shared/permissions.ts';
import { refusalMessage } from '../../shared/permissions.ts';
import { cn } from '../lib/cn.ts';
import { useAuth } from './AuthProvider.tsx';

/**
 * Says why an action is not offered: the server's own refusal for the signed-in member's role
 * (`Your role (viewer) cannot …`), in place of a control that would only fail after Confirm.
 */
export function RoleNote({ permission, className }: { permission: Permission; className?: string }) {
  const { user } = useAuth();
  if (!user?.orgRole) return null;
  return (
    <p className={cn('text-xs text-muted-foreground', className)} data-role-note={permission}>
      {refusalMessage(user.orgRole, permission)}
    </p>
  );
}
