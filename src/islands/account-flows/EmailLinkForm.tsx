import { useState } from 'react';
import type { SubmitEvent, ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../lib/request.ts';
import { queryClient } from '../lib/query-client.ts';
import { FormAlert, FormField, PendingButton } from '../account/FormField.tsx';
import { toFormErrors } from '../account/form-errors.ts';
import { Button } from '../ui/button.tsx';
import { FlowMessage } from './FlowCard.tsx';

interface EmailLinkFormProps {
  /** Endpoint that takes `{ email }` and answers the same whether or not the account exists. */
  path: string;
  submitLabel: string;
  /** Shown after any accepted request, so the page never reveals whether an account exists. */
  confirmation: ReactNode;
}

/** Asks for an e-mail address to send a link to (password reset, sign-in link, verification). */
export function EmailLinkForm({ path, submitLabel, confirmation }: EmailLinkFormProps) {
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string>();
  const mutation = useMutation(
    { mutationFn: (address: string) => apiRequest(path, { method: 'POST', body: { email: address } }) },
    queryClient,
  );
  const errors = toFormErrors(mutation.error, ['email']);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    const problem =
      address === ''
        ? 'Enter your e-mail address.'
        : address.includes('@')
          ? undefined
          : 'Enter an e-mail address such as name@example.com.';
    setClientError(problem);
    if (!problem) mutation.mutate(address);
  }

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
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField
        label="E-mail address"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={clientError ?? errors.fields.email}
      />
      <FormAlert message={errors.message} />
      <PendingButton type="submit" pending={mutation.isPending}>
        {submitLabel}
      </PendingButton>
    </form>
  );
}
