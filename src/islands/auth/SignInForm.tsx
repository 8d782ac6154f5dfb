import { useRef } from 'react';
import { loginInputSchema, mfaRequiredSchema } from '../../shared/auth/auth.schemas.ts';
import { errorMessage } from '../lib/form-errors.ts';
import { apiRequest } from '../lib/api/client.ts';
import { toast } from '../stores/toasts.ts';
import { Form, formMessage, setServerErrors, useSchemaForm } from '../ui/form.tsx';
import { Alert } from '../ui/alert.tsx';
import { FormField } from '../ui/form-field.tsx';
import { PendingButton } from '../ui/pending-button.tsx';
import { m } from '../../shared/i18n/messages.ts';
import { richMessage } from '../ui/rich-message.tsx';
import { publicUserSchema } from './user-schema.ts';
import type { User } from './auth.ts';
import { SsoSignIn } from '../sso/SsoSignIn.tsx';

export interface SignInFormProps {
  /** Called with the signed-in user. */
  onSignedIn: (user: User) => void;
  /** Called when the account needs a second factor before the session starts. */
  onMfaRequired: (mfaToken: string) => void;
}

/** Username-or-e-mail and password form (POST /api/login), and the way in through single sign-on. */
export function SignInForm({ onSignedIn, onMfaRequired }: SignInFormProps) {
  const form = useSchemaForm(loginInputSchema, { username: '', password: '' });

  // A refusal's toast goes when the next attempt starts: a success never shows beside it.
  const refusal = useRef<{ dismiss: () => void } | null>(null);
  const signIn = async (body: { username: string; password: string }) => {
    refusal.current?.dismiss();
    refusal.current = null;
    try {
      const answer = await apiRequest<unknown>('/api/login', { method: 'POST', body });
      const challenge = mfaRequiredSchema.safeParse(answer);
      if (challenge.success) onMfaRequired(challenge.data.mfaToken);
      else onSignedIn(publicUserSchema.parse(answer));
    } catch (error) {
      const message = errorMessage(error);
      setServerErrors(form, error);
      // A refused sign-in is said above the form even when a field is marked too.
      form.setError('root.server', { type: 'server', message });
      refusal.current = toast({ title: m.auth_login_failed_title(), description: message, variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-4">
      <Form form={form} onSubmit={signIn} className="grid gap-4">
        <Alert>{formMessage(form)}</Alert>
        <FormField
          control={form.control}
          name="username"
          label={m.auth_username_or_email()}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          className="h-10"
        />
        <FormField
          control={form.control}
          name="password"
          label={m.auth_password()}
          type="password"
          autoComplete="current-password"
          required
          className="h-10"
          labelAside={
            <a href="/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
              {m.auth_forgot_password()}
            </a>
          }
        />
        <PendingButton type="submit" size="lg" pending={form.formState.isSubmitting}>
          {m.auth_sign_in()}
        </PendingButton>
        <p className="text-center text-sm text-muted-foreground">
          {richMessage((slot) => m.auth_no_password({ link: slot.link }), {
            link: (
              <a href="/magic-link-login" className="font-medium text-primary underline-offset-4 hover:underline">
                {m.auth_email_sign_in_link()}
              </a>
            ),
          })}
        </p>
      </Form>
      <SsoSignIn />
    </div>
  );
}
