import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { FormAlert, SubmitButton, TextField } from './controls.tsx';
import { Honeypot, useHoneypot } from './fields.tsx';
import { FormSuccess, PrivacyNote } from './FormSuccess.tsx';
import { emailProblem, useFormSubmit } from './use-form-submit.ts';

/** The subscribe form: one address, confirmed by an e-mailed link (double opt-in). */
export function NewsletterForm({ submitLabel = 'Subscribe' }: { submitLabel?: string }) {
  const [email, setEmail] = useState('');
  const honeypot = useHoneypot();
  const submission = useFormSubmit<{ message: string }>('/api/newsletter', ['email']);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailProblem(email);
    void submission.send({ email, website: honeypot.value() }, problem ? { email: problem } : {});
  }

  if (submission.data) {
    return (
      <FormSuccess title="Check your inbox" onReset={submission.reset} resetLabel="Use a different address">
        <p>{submission.data.message}</p>
        <p className="text-muted-foreground">Nothing is sent to you until you open that link. No link? Check your spam folder.</p>
      </FormSuccess>
    );
  }
  return (
    <form ref={submission.formRef} noValidate onSubmit={submit} className="relative grid gap-4">
      <TextField label="E-mail address" name="email" type="email" autoComplete="email" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} error={submission.fields.email} />
      <Honeypot inputRef={honeypot.ref} />
      <FormAlert message={submission.message} />
      <SubmitButton pending={submission.pending}>
        {submitLabel}
      </SubmitButton>
      <PrivacyNote use="only to send you the newsletter" />
    </form>
  );
}
