import type { ReactNode } from 'react';
import { apiRequest } from '../lib/api/client.ts';
import { m } from '../../shared/i18n/messages.ts';
import { FlowMessage } from './FlowCard.tsx';
import { LightField, useLightForm } from './light-form.tsx';
import { Alert, buttonVariants, PendingButton } from '../ui/light.ts';
import { checkEmail } from './light-validation.ts';
import { useRequest } from './use-request.ts';

interface EmailLinkFormProps {
  /** Endpoint that takes `{ email }` and answers the same whether or not the account exists. */
  path: string;
  submitLabel: string;
  /** Shown after any accepted request, so the page never reveals whether an account exists. */
  confirmation: ReactNode;
}

/**
 * Asks for an e-mail address to send a link to (password reset, sign-in link, verification).
 * Checked like emailInputSchema (light-validation.ts), without the form and schema libraries.
 */
export function EmailLinkForm({ path, submitLabel, confirmation }: EmailLinkFormProps) {
  const mutation = useRequest((body: { email: string }) => apiRequest(path, { method: 'POST', body }));
  const form = useLightForm({
    initial: { email: '' },
    validate: ({ email }) => checkEmail(email).errors,
    submit: ({ email }) => mutation.mutateAsync({ email: checkEmail(email).value }),
  });

  if (mutation.isSuccess) {
    return (
      <FlowMessage tone="success">
        <p>{confirmation}</p>
        <button
          type="button"
          className={buttonVariants({ variant: 'link', size: 'inline', className: 'justify-self-start' })}
          onClick={() => mutation.reset()}
        >
          {m.account_flows_use_different_address()}
        </button>
      </FlowMessage>
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit} className="grid gap-4">
      <LightField
        field={form.field('email')}
        label={m.account_flows_email_address()}
        type="email"
        autoComplete="email"
      />
      <Alert>{form.message}</Alert>
      <PendingButton type="submit" pending={form.submitting}>
        {submitLabel}
      </PendingButton>
    </form>
  );
}
