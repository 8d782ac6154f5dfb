import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../../../shared/realtime-messages.ts';
import { useCallback } from 'react';
import { m } from '../../../shared/i18n/messages.ts';
import type { User } from '../../auth/auth.ts';
import { useRealtimeMessages } from '../../notifications/use-realtime.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';
import { customSolutionsQueryOptions, marketplaceKeys } from '../marketplace/marketplace.queries.ts';
import { CustomSolutionForm } from './CustomSolutionForm.tsx';
import { OfficersQueue } from './OfficersQueue.tsx';
import { RequestCard } from './RequestCard.tsx';
import { QueryError } from '../../ui/query-state.tsx';
import { invalidateApi } from '../../lib/api/client.ts';

/** /custom-solutions: ask for a tailored offer and follow the answers; officers also see the queue. */
export function CustomSolutionsRoute({ user }: { user: User }) {
  const client = useQueryClient();
  const requests = useQuery(customSolutionsQueryOptions());
  // An answer arrives as a notification over /ws: the requests' statuses follow at once.
  const follow = useCallback(
    (message: LiveEvent) => {
      if (message.type === 'notification') {
        void invalidateApi(client, [marketplaceKeys.customSolutions]);
      }
    },
    [client],
  );
  useRealtimeMessages(follow);
  return (
    <>
      <PageHeader title={m.custom_solutions_title()} description={m.custom_solutions_description()} />
      <div className="grid gap-8 xl:grid-cols-2">
        <CustomSolutionForm />
        <section aria-labelledby="requests-heading" className="grid content-start gap-3">
          <h2 id="requests-heading" className="text-lg font-semibold">
            {m.custom_solutions_your_requests_heading()}
          </h2>
          {requests.isPending ? <Spinner label={m.custom_solutions_loading_requests()} /> : null}
          {requests.isError ? (
            <QueryError
              error={requests.error}
              onRetry={() => void requests.refetch()}
              text={(message) => m.custom_solutions_requests_error({ message: message })}
            />
          ) : null}
          {requests.data?.length === 0 ? (
            <p className="text-sm text-muted-foreground">{m.custom_solutions_no_request()}</p>
          ) : null}
          <ul className="grid gap-3" aria-label={m.custom_solutions_your_requests()}>
            {requests.data?.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </ul>
        </section>
      </div>
      {user.officersAccess ? (
        <div className="mt-10">
          <OfficersQueue />
        </div>
      ) : null}
    </>
  );
}
