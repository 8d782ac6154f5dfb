import { useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { ApiError } from '../lib/api-error.ts';
import { apiRequest } from '../lib/request.ts';
import { toast } from '../stores/toasts.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { fieldErrorsOf, loginSchema, mfaChallengeSchema, publicUserSchema } from './auth.ts';
import type { User } from './auth.ts';
import { AuthField, FormAlert, focusFirstInvalid } from './AuthField.tsx';

export interface SignInFormProps {
  /** Called with the signed-in user. */
  onSignedIn: (user: User) => void;
  /** Called when the account needs a second factor before the session starts. */
  onMfaRequired: (mfaToken: string) => void;
}

/** Username-or-e-mail and password form (POST /api/login). */
export function SignInForm({ onSignedIn, onMfaRequired }: SignInFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);

  const update = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    try {
      const answer = await apiRequest<unknown>('/api/login', { method: 'POST', body: parsed.data });
      const challenge = mfaChallengeSchema.safeParse(answer);
      if (challenge.success) onMfaRequired(challenge.data.mfaToken);
      else onSignedIn(publicUserSchema.parse(answer));
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Please try again.';
      setFormError(message);
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast({ title: 'Login failed', description: message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <FormAlert>{formError}</FormAlert>
      <AuthField
        label="Username or e-mail"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.username}
        onChange={update('username')}
        error={errors.username || undefined}
      />
      <AuthField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={update('password')}
        error={errors.password || undefined}
        labelAside={
          <a href="/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
            Forgot password?
          </a>
        }
      />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? <Spinner size="sm" label="Signing in" className="text-current" /> : null}
        Sign in
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        No password at hand?{' '}
        <a href="/magic-link-login" className="font-medium text-primary underline-offset-4 hover:underline">
          E-mail me a sign-in link
        </a>
      </p>
    </form>
  );
}
