import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CustomSolution } from '../../../shared/custom-solutions/custom-solutions.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { apiRequest } from '../../lib/api/client.ts';
import { inputClass } from '../../ui/input-class.ts';
import { Alert } from '../../ui/alert.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { cn } from '../../lib/cn.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { marketplaceKeys, officersQueueQueryOptions } from '../marketplace/marketplace.queries.ts';
import { RequestCard } from './RequestCard.tsx';
import { QueryError } from '../../ui/query-state.tsx';

/**
 * Officers only: every organization's requests, newest first, each answerable here. Without its
 * own heading inside the Officers Panel, which titles its queues itself.
 */
export function OfficersQueue({ titled = true }: { titled?: boolean }) {
  const queue = useQuery(officersQueueQueryOptions());
  return (
    <section
      aria-labelledby={titled ? 'queue-heading' : undefined}
      aria-label={titled ? undefined : m.custom_solutions_queue_label()}
      className="grid gap-3"
    >
      {titled ? (
        <h2 id="queue-heading" className="text-lg font-semibold">
          {m.custom_solutions_queue_heading()}
        </h2>
      ) : null}
      {queue.isPending ? <Spinner label={m.custom_solutions_loading_queue()} /> : null}
      {queue.isError ? (
        <QueryError
          error={queue.error}
          onRetry={() => void queue.refetch()}
          text={(message) => m.custom_solutions_queue_error({ message: message })}
        />
      ) : null}
      {queue.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.custom_solutions_no_request()}</p>
      ) : null}
      <ul className="grid gap-3" aria-label={m.custom_solutions_queue_list()}>
        {queue.data?.map((request) => (
          <RequestCard key={request.id} request={request} showRequester>
            <ReplyForm request={request} />
          </RequestCard>
        ))}
      </ul>
    </section>
  );
}

function ReplyForm({ request }: { request: CustomSolution }) {
  const id = useId();
  const client = useQueryClient();
  const [message, setMessage] = useState('');
  const reply = useMutation({
    mutationFn: () =>
      apiRequest<CustomSolution>(`/api/officers/custom-solutions/${encodeURIComponent(request.id)}/reply`, {
        method: 'POST',
        body: { message },
      }),
    onSuccess: (updated) => {
      setMessage('');
      client.setQueryData<CustomSolution[]>(marketplaceKeys.officersQueue, (list) =>
        list?.map((r) => (r.id === updated.id ? updated : r)),
      );
    },
  });
  return (
    <form className="grid gap-2" onSubmit={(event) => (event.preventDefault(), reply.mutate())}>
      <label htmlFor={id} className="font-medium">
        {m.custom_solutions_answer_label({ reference: request.reference })}
      </label>
      <textarea
        id={id}
        rows={3}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        className={cn(inputClass, 'h-auto py-2')}
      />
      <Alert>{reply.isError ? errorMessage(reply.error) : undefined}</Alert>
      <PendingButton type="submit" size="sm" pending={reply.isPending} className="justify-self-start">
        {m.custom_solutions_send_answer()}
      </PendingButton>
    </form>
  );
}
