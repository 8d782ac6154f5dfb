import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  PROMOTION_LABELS,
  promotionRequestInputSchema,
  type PromotionRequestView,
} from '../../../server/staff/promotion-requests.schemas.ts';
import { mayAccess } from '../../../shared/routes/access.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { apiRequest } from '../../lib/request.ts';
import { toast } from '../../stores/toasts.ts';
import { Form, formMessage, useSchemaForm } from '../../ui/form.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { FormChoice, FormField } from '../../ui/form-field.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { formatRelativeTime } from '../../ui/format-relative-time.ts';
import { SettingsCard } from './SettingsCard.tsx';

const MINE = ['/api/user/promotion-requests'] as const;
type Input = z.input<typeof promotionRequestInputSchema>;

const STATUS_TEXT: Record<PromotionRequestView['status'], string> = {
  pending: 'Waiting for an administrator',
  approved: 'Approved',
  rejected: 'Not approved',
};

/** Settings: ask for officers access or the admin role, with a reason; one pending request at a time. */
export function PromotionRequestSection() {
  const { user } = useAuth();
  const requests = useQuery<PromotionRequestView[]>({ queryKey: MINE });
  const form = useSchemaForm(promotionRequestInputSchema, { kind: user?.officersAccess ? 'admin' : 'officers_access', reason: '' } as Input);
  const ask = useMutation({
    mutationFn: (body: z.output<typeof promotionRequestInputSchema>) =>
      apiRequest<PromotionRequestView>(MINE[0], { method: 'POST', body }),
    onSuccess: async (_data, _body, _context, { client }) => {
      form.reset({ kind: form.getValues('kind'), reason: '' });
      toast({ title: 'Request sent', description: 'An administrator will review it; you will be notified of the decision.', variant: 'success' });
      await client.invalidateQueries({ queryKey: MINE });
    },
  });
  const isStaff = mayAccess('admin', user ?? null);
  if (isStaff && user?.officersAccess) return null;

  const pending = requests.data?.find((r) => r.status === 'pending');
  const options = [
    ...(user?.officersAccess ? [] : [{ value: 'officers_access', label: 'Officers access', description: 'Work the queues of orders, tickets and registrations in the Officers Panel.' }]),
    ...(isStaff ? [] : [{ value: 'admin', label: 'Administrator role', description: 'Manage users, registrations and organizations. Granted by a super admin.' }]),
  ];

  return (
    <SettingsCard title="Access requests" description="Ask for more access; an administrator decides and you are told by notification and e-mail.">
      {requests.isPending ? (
        <Spinner size="md" label="Loading your requests" className="justify-self-start" />
      ) : requests.isError ? (
        <p role="alert" className="text-sm text-destructive">{errorMessage(requests.error)}</p>
      ) : pending ? (
        <p className="text-sm">
          Your request for {PROMOTION_LABELS[pending.kind]} is waiting for an administrator (sent{' '}
          {formatRelativeTime(pending.createdAt).toLowerCase()}).
        </p>
      ) : (
        <Form form={form} onSubmit={(values) => ask.mutateAsync(values)} className="grid max-w-xl gap-4">
          <FormChoice control={form.control} name="kind" legend="What do you need?" options={options} />
          <FormField
            control={form.control}
            name="reason"
            label="Why do you need it?"
            description={`At least 10 characters. ${form.watch('reason').trim().length}/500.`}
          >
            {({ className, ...control }) => <textarea {...control} rows={3} maxLength={500} className={cn(className, 'h-auto py-2')} />}
          </FormField>
          <FormAlert message={formMessage(form)} />
          <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
            Send request
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
                {STATUS_TEXT[r.status]}: {PROMOTION_LABELS[r.kind]}
                {r.decisionReason ? ` (“${r.decisionReason}”)` : ''}
              </li>
            ))}
        </ul>
      ) : null}
    </SettingsCard>
  );
}
