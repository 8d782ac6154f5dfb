import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { Attachment } from '../../../shared/attachments/attachments.schemas.ts';
import type { Cluster } from '../../../shared/clusters/clusters.schemas.ts';
import { z } from 'zod';
import { newTicketInputSchema, type CustomerTicket } from '../../../shared/tickets/support-desk.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, ticketPriorities } from '../../../shared/ticket-options.ts';
import { AttachmentPicker } from '../custom-solutions/AttachmentPicker.tsx';
import { cn } from '../../lib/cn.ts';
import { apiRequest } from '../../lib/api/client.ts';
import { navigate } from '../shell/links.ts';
import { toast } from '../../stores/toasts.ts';
import { Form, formMessage, useSchemaForm } from '../../ui/form.tsx';
import { Alert } from '../../ui/alert.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { inputClass } from '../../ui/input-class.ts';
import { PendingButton } from '../../ui/pending-button.tsx';
import { RoleNote } from '../../auth/RoleNote.tsx';
import { useCan } from '../../auth/use-can.ts';
import { SnapshotConsent } from './SnapshotConsent.tsx';
import { categoryLabel, clusterStatusWord, priorityHint, priorityLabel } from './ticket-labels.ts';
import { storeTicket } from './tickets.queries.ts';
import { clusterKeys } from '../clusters/clusters.queries.ts';

// The server's schema; the form always sends a priority.
const formSchema = newTicketInputSchema.extend({
  priority: z.enum(ticketPriorities, { error: () => m.support_new_choose_priority() }),
});

const DEFAULTS: DefaultValues<z.input<typeof formSchema>> = {
  subject: '',
  category: 'technical',
  priority: 'normal',
  message: '',
  attachmentIds: [],
  shareSnapshot: false,
};

/** Opens a ticket for the organization, for the roles that may write to support; the others are told why not. */
export function NewTicketForm() {
  if (useCan('support.write')) return <TicketFormFields />;
  return (
    <section
      aria-labelledby="new-ticket-heading"
      className="grid content-start gap-2 rounded-lg border border-border bg-card p-5"
    >
      <h2 id="new-ticket-heading" className="text-lg font-semibold">
        {m.support_new_heading()}
      </h2>
      <RoleNote permission="support.write" className="text-sm" />
    </section>
  );
}

/** The form itself: optionally about a cluster (for the roles that read clusters), with files and a consented snapshot. */
function TicketFormFields() {
  const client = useQueryClient();
  const form = useSchemaForm(formSchema, DEFAULTS);
  const readsClusters = useCan('clusters.read');
  const clusters = useQuery<Cluster[]>({ queryKey: clusterKeys.list, enabled: readsClusters });
  const [files, setFiles] = useState<Attachment[]>([]);
  const [clusterId, setClusterId] = useState('');
  const [share, setShare] = useState(false);
  const send = async (body: z.output<typeof formSchema>) => {
    const created = await apiRequest<CustomerTicket>('/api/tickets', {
      method: 'POST',
      body: {
        ...body,
        attachmentIds: files.map((f) => f.id),
        ...(clusterId ? { clusterId, shareSnapshot: share } : { shareSnapshot: false }),
      },
    });
    storeTicket(client, created);
    form.reset(DEFAULTS);
    setFiles([]);
    setClusterId('');
    setShare(false);
    toast({
      title: m.support_new_opened(),
      description: m.support_new_tracking_code({ code: created.trackingCode }),
      variant: 'success',
    });
    navigate(`/orders/support/${encodeURIComponent(created.id)}`);
  };
  return (
    <Form form={form} onSubmit={send} className="grid gap-4 rounded-lg border border-border bg-card p-5">
      <h2 className="text-lg font-semibold">{m.support_new_heading()}</h2>
      <FormField control={form.control} name="subject" label={m.support_new_subject()} maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="category" label={m.support_new_category()}>
          {({ className, ...control }) => (
            <select {...control} className={cn(className, 'pr-8')}>
              {TICKET_CATEGORIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {categoryLabel(c.value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField control={form.control} name="priority" label={m.support_new_priority()}>
          {({ className, ...control }) => (
            <select {...control} className={cn(className, 'pr-8')}>
              {TICKET_PRIORITIES.map((p) => (
                <option key={p.value} value={p.value}>{`${priorityLabel(p.value)} — ${priorityHint(p.value)}`}</option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {readsClusters ? (
        <div className="grid gap-1.5">
          <label htmlFor="ticket-cluster" className="text-sm font-medium">
            {m.support_new_cluster()}
          </label>
          <select
            id="ticket-cluster"
            value={clusterId}
            onChange={(e) => {
              setClusterId(e.target.value);
              setShare(false);
            }}
            className={cn(inputClass, 'pr-8')}
          >
            <option value="">{m.support_new_no_cluster()}</option>
            {(clusters.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>{`${c.name} (${clusterStatusWord(c.status)})`}</option>
            ))}
          </select>
        </div>
      ) : null}
      {clusterId ? <SnapshotConsent key={clusterId} clusterId={clusterId} checked={share} onChange={setShare} /> : null}
      <FormField
        control={form.control}
        name="message"
        label={m.support_new_message()}
        description={m.support_new_message_help()}
      >
        {({ className, ...control }) => <textarea {...control} rows={6} className={cn(className, 'h-auto py-2')} />}
      </FormField>
      <AttachmentPicker files={files} onChange={setFiles} />
      <Alert>{formMessage(form)}</Alert>
      <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
        {m.support_new_submit()}
      </PendingButton>
    </Form>
  );
}
