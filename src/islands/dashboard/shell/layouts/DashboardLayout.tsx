import type { ReactNode } from 'react';
import type { Role } from '../../../auth/auth.ts';
import { Sidebar } from '../../sidebar/Sidebar.tsx';
import { MainArea } from './MainArea.tsx';

/** The dashboard shell: the sidebar beside the page. */
export function DashboardLayout({ pathname, role, children }: { pathname: string; role: Role; children: ReactNode }) {
  return (
    <div className="flex flex-1">
      <Sidebar pathname={pathname} role={role} />
      <MainArea className="max-w-6xl">{children}</MainArea>
    </div>
  );
}
