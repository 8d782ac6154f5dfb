import { lazy } from 'react';
import type { User } from '../../auth/auth.ts';
import { DashboardHome } from '../home/DashboardHome.tsx';
import type { RouteMatch } from './routes.ts';

// Everything but the home page loads on demand: the shell stays small, and each screen is its
// own chunk (the account screens bring forms, MFA and sessions; later features bring more).
const ProfileRoute = lazy(() => import('../pages/ProfileRoute.tsx').then((m) => ({ default: m.ProfileRoute })));
const SettingsRoute = lazy(() => import('../pages/SettingsRoute.tsx').then((m) => ({ default: m.SettingsRoute })));
const PendingRegistrationsRoute = lazy(() =>
  import('../pages/PendingRegistrationsRoute.tsx').then((m) => ({ default: m.PendingRegistrationsRoute })),
);
const ConfigureWizard = lazy(() =>
  import('../clusters/wizard/ConfigureWizard.tsx').then((m) => ({ default: m.ConfigureWizard })),
);
const ProvisioningPage = lazy(() =>
  import('../clusters/provisioning/ProvisioningPage.tsx').then((m) => ({ default: m.ProvisioningPage })),
);
const ClusterListPage = lazy(() => import('../clusters/list/ClusterListPage.tsx').then((m) => ({ default: m.ClusterListPage })));
const ClusterDetailPage = lazy(() =>
  import('../clusters/detail/ClusterDetailPage.tsx').then((m) => ({ default: m.ClusterDetailPage })),
);
const ClusterStatusPage = lazy(() =>
  import('../clusters/status/ClusterStatusPage.tsx').then((m) => ({ default: m.ClusterStatusPage })),
);
const ComingSoonPage = lazy(() => import('../pages/ComingSoonPage.tsx').then((m) => ({ default: m.ComingSoonPage })));

/** The screen of a matched route. */
export function RouteScreen({ match, user }: { match: RouteMatch; user: User }) {
  switch (match.route.view) {
    case 'home':
      return <DashboardHome user={user} />;
    case 'profile':
      return <ProfileRoute user={user} />;
    case 'settings':
      return <SettingsRoute user={user} />;
    case 'pending-registrations':
      return <PendingRegistrationsRoute />;
    case 'cluster-wizard':
      return <ConfigureWizard />;
    case 'cluster-provisioning':
      return <ProvisioningPage user={user} />;
    case 'cluster-list':
      return <ClusterListPage user={user} />;
    case 'cluster-detail':
      return <ClusterDetailPage id={match.params.id ?? ''} user={user} />;
    case 'cluster-status':
      return <ClusterStatusPage id={match.params.id ?? ''} user={user} />;
    case 'coming-soon':
      return <ComingSoonPage match={match} />;
  }
}
