import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { AccessGuard } from '../../auth/AccessGuard.tsx';
import type { User } from '../../auth/auth.ts';
import { EmailVerificationDialog } from '../../auth/EmailVerificationDialog.tsx';
import { createQueryClient, queryClient } from '../../lib/query-client.ts';
import { sidebarKeys } from '../sidebar/sidebar.queries.ts';
import type { SidebarCounts } from '../sidebar/sidebar.queries.ts';
import { AppFrame } from './AppFrame.tsx';

export interface DashboardAppProps {
  /** The signed-in user the server rendered the page for (`Astro.locals.user`). */
  initialUser: User;
  /** The requested path (`Astro.url.pathname`): picks the first screen, on the server too. */
  initialPath: string;
  /** The sidebar counts as the server read them, so they show without a round trip. */
  initialCounts?: SidebarCounts;
  /**
   * When the server read them (ms since the epoch), so they go stale on time. By default the
   * start of this page's navigation: the server reads them while answering it, and the page's
   * HTML then depends on nothing but the user, the path and the counts (http/app-pages.ts).
   */
  countsAt?: number;
}

/**
 * The one signed-in island: every route of the dashboard, plain and slide layouts,
 * routed on the client. The access guard covers sessions that end while the page is open.
 */
export function DashboardApp({ initialUser, initialPath, initialCounts, countsAt }: DashboardAppProps) {
  const [client] = useState(() => pageQueryClient(initialCounts, countsAt));
  return (
    <QueryClientProvider client={client}>
      <AccessGuard initialUser={initialUser}>
        <EmailVerificationDialog initialUser={initialUser}>
          <AppFrame initialPath={initialPath} />
        </EmailVerificationDialog>
      </AccessGuard>
    </QueryClientProvider>
  );
}

/**
 * In the browser, the one shared client. On the server a fresh one per render: the module-level
 * client lives as long as the process and would carry one user's data into another's page.
 */
function pageQueryClient(initialCounts: SidebarCounts | undefined, countsAt: number | undefined): QueryClient {
  const client = typeof window === 'undefined' ? createQueryClient() : queryClient;
  if (initialCounts && client.getQueryData(sidebarKeys.counts) === undefined) {
    client.setQueryData(sidebarKeys.counts, initialCounts, { updatedAt: countsAt ?? navigationStart() });
  }
  return client;
}

/** When the browser started loading this page (ms since the epoch). */
function navigationStart(): number {
  return typeof performance === 'undefined' ? Date.now() : Math.round(performance.timeOrigin);
}
