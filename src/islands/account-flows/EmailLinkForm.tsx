import type { ReactNode } from 'react';
import { emailInputSchema } from '../../server/auth/auth.schemas.ts';
import { apiRequest } from '../lib/request.ts';
import { Button } from '../ui/button.tsx';
import { Form, FormAlert, formMessage, useSchemaForm } from '../ui/form.tsx';
import { FormField } from '../ui/form-field.tsx';
import { PendingButton } from '../ui/pending-button.tsx';
import { FlowMessage } from './FlowCard.tsx';
import { useRequest } from './use-request.ts';

interface EmailLinkFormProps {
  /** Endpoint that takes `{ email }` and answers the same whether or not the account exists. */
  path: string;
  submitLabel: string;
  /** Shown after any accepted request, so the page never reveals whether an account exists. */
  confirmation: ReactNode;
}

/** Asks for an e-mail address to send a link to (password reset, sign-in link, verification). */
export function EmailLinkForm({ path, submitLabel, confirmation }: EmailLinkFormProps) {
  const form = useSchemaForm(emailInputSchema, { email: '' });
  const mutation = useRequest((body: { email: string }) => apiRequest(path, { method: 'POST', body }));

  if (mutation.isSuccess) {
    return (
      <FlowMessage tone="success">
        <p>{confirmation}</p>
        <Button variant="link" className="h-auto justify-self-start p-0" onClick={() => mutation.reset()}>
          Use a different address
        </Button>
      </FlowMessage>
    );
  }

  return (
    <Form form={form} onSubmit={(body) => mutation.mutateAsync(body)} className="grid gap-4">
      <FormField control={form.control} name="email" label="E-mail address" type="email" autoComplete="email" />
      <FormAlert message={formMessage(form)} />
      <PendingButton type="submit" pending={form.formState.isSubmitting}>
        {submitLabel}
      </PendingButton>
    </Form>
  );
}
