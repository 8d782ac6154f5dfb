import { can, type Permission } from '../../shared/permissions.ts';
import { useAuth } from './AuthProvider.tsx';

/**
 * Whether the signed-in member's organization role allows `permission`: the console hides what
 * the server would refuse (403) anyway. False while signed out or loading.
 */
export function useCan(permission: Permission): boolean {
  const { user } = useAuth();
  return can(user?.orgRole, permission);
}
