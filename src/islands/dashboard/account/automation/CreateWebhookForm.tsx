import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { z } from 'zod';
import { createWebhookSchema, WEBHOOK_EVENTS } from '../../../../shared/webhooks/webhooks.schemas.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { Form, formMessage, useSchemaForm } from '../../../ui/form.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { refreshWebhooks } from './automation.queries.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { webhookEventLabel } from './automation-labels.ts';

/** An example address, the same in every language. */
const EXAMPLE_URL = 'https://ci.example.eu/hooks/console';

// The API's schema, with the description always a string in the form (the API defaults it).
const formSchema = createWebhookSchema.extend({
  description: z
    .string()
    .trim()
    .max(200, { error: () => m.account_webhook_description_max() }),
});

/** A new endpoint: URL, description and events; its signing secret goes to `onCreated`, shown once. */
export function CreateWebhookForm({ onCreated }: { onCreated: (url: string, secret: string) => void }) {
  const id = useId();
  const client = useQueryClient();
  const form = useSchemaForm(formSchema, { url: '', description: '', events: ['cluster.running', 'order.paid'] });
  const create = useMutation({
    mutationFn: (body: unknown) =>
      apiRequest<{ url: string; secret: string }>('/api/webhooks', { method: 'POST', body }),
    onSettled: () => refreshWebhooks(client),
  });
  const errors = form.formState.errors;
  return (
    <Form
      form={form}
      className="grid max-w-2xl gap-4"
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        form.reset({ url: '', description: '', events: ['cluster.running', 'order.paid'] });
        onCreated(created.url, created.secret);
      }}
    >
      <h3 className="text-sm font-semibold">{m.account_webhook_add_title()}</h3>
      <Alert>{formMessage(form)}</Alert>
      <FormField
        control={form.control}
        name="url"
        label={m.account_webhook_url()}
        type="url"
        placeholder={EXAMPLE_URL}
        autoComplete="off"
        description={m.account_webhook_url_hint()}
      />
      <FormField control={form.control} name="description" label={m.account_webhook_description()} autoComplete="off" />
      <fieldset className="grid gap-2" aria-describedby={errors.events ? `${id}-events-error` : undefined}>
        <legend className="text-sm font-medium">{m.account_webhook_events()}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex items-start gap-2 text-sm">
            <input type="checkbox" value={event} className="mt-1" {...form.register('events')} />
            <span>
              <code className="font-mono text-xs">{event}</code> — {webhookEventLabel(event)}
            </span>
          </label>
        ))}
        {errors.events ? (
          <p id={`${id}-events-error`} className="text-sm text-destructive">
            {errors.events.message ?? errors.events.root?.message}
          </p>
        ) : null}
      </fieldset>
      <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
        {m.account_webhook_add()}
      </PendingButton>
    </Form>
  );
}
