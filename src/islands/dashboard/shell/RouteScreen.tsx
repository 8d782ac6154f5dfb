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
const UsageRoute = lazy(() => import('../pages/UsageRoute.tsx').then((m) => ({ default: m.UsageRoute })));
const BillingRoute = lazy(() => import('../pages/BillingRoute.tsx').then((m) => ({ default: m.BillingRoute })));
const PriceEstimatorRoute = lazy(() =>
  import('../pages/PriceEstimatorRoute.tsx').then((m) => ({ default: m.PriceEstimatorRoute })),
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
    case 'usage':
      return <UsageRoute />;
    case 'billing':
      return <BillingRoute />;
    case 'price-estimator':
      return <PriceEstimatorRoute />;
    case 'coming-soon':
      return <ComingSoonPage match={match} />;
  }
}
