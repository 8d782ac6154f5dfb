import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../../../shared/realtime-messages.ts';
import { useCallback } from 'react';
import type { User } from '../../auth/auth.ts';
import { useRealtimeMessages } from '../../notifications/use-realtime.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';
import { customSolutionsQueryOptions, marketplaceKeys } from '../marketplace/marketplace.queries.ts';
import { CustomSolutionForm } from './CustomSolutionForm.tsx';
import { OfficersQueue } from './OfficersQueue.tsx';
import { RequestCard } from './RequestCard.tsx';

/** /custom-solutions: ask for a tailored offer and follow the answers; officers also see the queue. */
export function CustomSolutionsRoute({ user }: { user: User }) {
  const client = useQueryClient();
  const requests = useQuery(customSolutionsQueryOptions());
  // An answer arrives as a notification over /ws: the requests' statuses follow at once.
  const follow = useCallback(
    (message: LiveEvent) => {
      if (message.type === 'notification') {
        void client.invalidateQueries({ queryKey: marketplaceKeys.customSolutions });
      }
    },
    [client],
  );
  useRealtimeMessages(follow);
  return (
    <>
      <PageHeader
        title="Custom solutions"
        description="Tell us about workloads the catalogue does not cover: a solutions architect prepares a tailored offer and answers you here."
      />
      <div className="grid gap-8 xl:grid-cols-2">
        <CustomSolutionForm />
        <section aria-labelledby="requests-heading" className="grid content-start gap-3">
          <h2 id="requests-heading" className="text-lg font-semibold">Your organization’s requests</h2>
          {requests.isPending ? <Spinner label="Loading your requests" /> : null}
          {requests.isError ? <p role="alert" className="text-sm text-destructive">Could not load your requests. {requests.error.message}</p> : null}
          {requests.data?.length === 0 ? <p className="text-sm text-muted-foreground">No request yet.</p> : null}
          <ul className="grid gap-3" aria-label="Your requests">
            {requests.data?.map((request) => <RequestCard key={request.id} request={request} />)}
          </ul>
        </section>
      </div>
      {user.officersAccess ? <div className="mt-10"><OfficersQueue /></div> : null}
    </>
  );
}
