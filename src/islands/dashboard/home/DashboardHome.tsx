import { can } from '../../../shared/permissions.ts';
import { configureClusterHref } from '../../../shared/links.ts';
import type { User } from '../../auth/auth.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';
import { Icon } from '../shell/icons.tsx';
import { AccountCards } from './AccountCards.tsx';
import { LatestOrders } from './LatestOrders.tsx';
import { OverviewCards } from './OverviewCards.tsx';
import { RecentNotifications } from './RecentNotifications.tsx';
import { m } from '../../../shared/i18n/messages.ts';

/** /dashboard: the signed-in organization at a glance, with the two most common actions. */
export function DashboardHome({ user }: { user: User }) {
  return (
    <>
      <PageHeader
        title={m.home_welcome({ name: user.name })}
        description={m.home_signed_in_as({
          username: user.username,
          company: user.companyName ?? m.home_organization(),
        })}
      >
        {can(user.orgRole, 'orders.create') ? (
          <a href={configureClusterHref()} className={buttonVariants()}>
            <Icon name="plus" />
            {m.home_configure_cluster()}
          </a>
        ) : null}
        {can(user.orgRole, 'support.write') ? (
          <a href="/submit-ticket" className={buttonVariants({ variant: 'outline' })}>
            <Icon name="ticket" />
            {m.home_open_ticket()}
          </a>
        ) : null}
      </PageHeader>
      <div className="grid gap-6">
        <OverviewCards />
        {/* Each card as tall as what it holds: stretched to the longest list they were mostly empty. */}
        <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
          <RecentNotifications />
          <LatestOrders />
          <AccountCards user={user} />
        </div>
      </div>
    </>
  );
}
