import { useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { ApiError } from '../lib/api-error.ts';
import { apiRequest } from '../lib/request.ts';
import { toast } from '../stores/toasts.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { fieldErrorsOf, pendingApprovalSchema, publicUserSchema, registerSchema } from './auth.ts';
import type { RegisterInput, User } from './auth.ts';
import { AuthField, FormAlert, focusFirstInvalid } from './AuthField.tsx';

export interface RegisterFormProps {
  /** Called with the new, signed-in user (201). */
  onRegistered: (user: User) => void;
  /** Called when the registration waits for e-mail confirmation and an administrator (202). */
  onPendingApproval: (message: string) => void;
}

type Field = keyof RegisterInput;
const EMPTY: Record<Field, string> = { username: '', email: '', password: '', name: '', companyName: '' };

/** Account registration (POST /api/register), validated with registerSchema before it is sent. */
export function RegisterForm({ onRegistered, onPendingApproval }: RegisterFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name] || undefined,
    required: true,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = registerSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    try {
      const answer = await apiRequest<unknown>('/api/register', { method: 'POST', body: parsed.data });
      const waiting = pendingApprovalSchema.safeParse(answer);
      if (waiting.success) onPendingApproval(waiting.data.message);
      else onRegistered(publicUserSchema.parse(answer));
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Please try again.';
      toast({ title: 'Registration failed', description: message, variant: 'destructive' });
      if (error instanceof ApiError && error.fields) {
        setErrors(error.fields);
        focusFirstInvalid(formRef.current);
      } else {
        setFormError(message);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <FormAlert>{formError}</FormAlert>
      <AuthField label="Full name" autoComplete="name" maxLength={100} {...field('name')} />
      <AuthField
        label="Company or organisation"
        autoComplete="organization"
        maxLength={120}
        hint="Your bills and clusters belong to this organisation."
        {...field('companyName')}
      />
      <AuthField label="Work e-mail" type="email" autoComplete="email" spellCheck={false} {...field('email')} />
      <AuthField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        hint="3 to 32 letters, digits, dots, hyphens or underscores."
        {...field('username')}
      />
      <AuthField
        label="Password"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        hint="At least 8 characters. A passphrase of a few words is easy to remember."
        {...field('password')}
      />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? <Spinner size="sm" label="Creating your account" className="text-current" /> : null}
        Create account
      </Button>
    </form>
  );
}
