import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  promotionRequestInputSchema,
  type PromotionRequestView,
} from '../../../shared/staff/promotion-requests.schemas.ts';
import { mayAccess } from '../../../shared/routes/access.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { apiRequest, invalidateApi } from '../../lib/api/client.ts';
import { toast } from '../../stores/toasts.ts';
import { Form, formMessage, useSchemaForm } from '../../ui/form.tsx';
import { Alert } from '../../ui/alert.tsx';
import { FormChoice, FormField } from '../../ui/form-field.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { formatRelativeTime } from '../../ui/format-relative-time.ts';
import { SettingsCard } from './SettingsCard.tsx';
import { m } from '../../../shared/i18n/messages.ts';
import { QueryError } from '../../ui/query-state.tsx';

const MINE = ['/api/user/promotion-requests'] as const;
type Input = z.input<typeof promotionRequestInputSchema>;

const STATUS_TEXT: Record<PromotionRequestView['status'], () => string> = {
  pending: m.account_promotion_pending,
  approved: m.account_promotion_approved,
  rejected: m.account_promotion_rejected,
};

/** What was asked for, as it reads inside a sentence ("Your request for officers access…"). */
const KIND_TEXT: Record<PromotionRequestView['kind'], () => string> = {
  admin: m.account_promotion_kind_admin,
  officers_access: m.account_promotion_kind_officers_access,
};

/** Settings: ask for officers access or the admin role, with a reason; one pending request at a time. */
export function PromotionRequestSection() {
  const { user } = useAuth();
  const requests = useQuery<PromotionRequestView[]>({ queryKey: MINE });
  const form = useSchemaForm(promotionRequestInputSchema, {
    kind: user?.officersAccess ? 'admin' : 'officers_access',
    reason: '',
  } as Input);
  const ask = useMutation({
    mutationFn: (body: z.output<typeof promotionRequestInputSchema>) =>
      apiRequest<PromotionRequestView>(MINE[0], { method: 'POST', body }),
    onSuccess: async (_data, _body, _context, { client }) => {
      form.reset({ kind: form.getValues('kind'), reason: '' });
      toast({ title: m.account_request_sent(), description: m.account_request_sent_detail(), variant: 'success' });
      await invalidateApi(client, [MINE]);
    },
  });
  const isStaff = mayAccess('admin', user ?? null);
  if (isStaff && user?.officersAccess) return null;

  const pending = requests.data?.find((r) => r.status === 'pending');
  const options = [
    ...(user?.officersAccess
      ? []
      : [
          {
            value: 'officers_access',
            label: m.account_option_officers(),
            description: m.account_option_officers_description(),
          },
        ]),
    ...(isStaff
      ? []
      : [{ value: 'admin', label: m.account_option_admin(), description: m.account_option_admin_description() }]),
  ];

  return (
    <SettingsCard title={m.account_access_requests_title()} description={m.account_access_requests_description()}>
      {requests.isPending ? (
        <Spinner size="md" label={m.account_loading_requests()} className="justify-self-start" />
      ) : requests.isError ? (
        <QueryError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : pending ? (
        <p className="text-sm">
          {m.account_request_waiting({
            kind: KIND_TEXT[pending.kind](),
            when: formatRelativeTime(pending.createdAt).toLowerCase(),
          })}
        </p>
      ) : (
        <Form form={form} onSubmit={(values) => ask.mutateAsync(values)} className="grid max-w-xl gap-4">
          <FormChoice control={form.control} name="kind" legend={m.account_request_what()} options={options} />
          <FormField
            control={form.control}
            name="reason"
            label={m.account_request_why()}
            description={m.account_request_reason_hint({ count: form.watch('reason').trim().length })}
          >
            {({ className, ...control }) => (
              <textarea {...control} rows={3} maxLength={500} className={cn(className, 'h-auto py-2')} />
            )}
          </FormField>
          <Alert>{formMessage(form)}</Alert>
          <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
            {m.account_send_request()}
          </PendingButton>
        </Form>
      )}
      {requests.data?.some((r) => r.status !== 'pending') ? (
        <ul className="grid gap-2 text-sm">
          {requests.data
            .filter((r) => r.status !== 'pending')
            .slice(0, 3)
            .map((r) => (
              <li key={r.id} className="text-muted-foreground">
                {r.decisionReason
                  ? m.account_request_decided_reason({
                      status: STATUS_TEXT[r.status](),
                      kind: KIND_TEXT[r.kind](),
                      reason: r.decisionReason,
                    })
                  : m.account_request_decided({ status: STATUS_TEXT[r.status](), kind: KIND_TEXT[r.kind]() })}
              </li>
            ))}
        </ul>
      ) : null}
    </SettingsCard>
  );
}
