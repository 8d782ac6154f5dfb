import { useRef } from 'react';
import {
  organizationChoiceSchema,
  pendingApprovalSchema,
  registerInputSchema,
} from '../../shared/auth/auth.schemas.ts';
import type { RegisterInput } from '../../shared/auth/auth.schemas.ts';
import { errorMessage } from '../lib/form-errors.ts';
import { apiRequest } from '../lib/api/client.ts';
import { toast } from '../stores/toasts.ts';
import { Form, formMessage, useSchemaForm } from '../ui/form.tsx';
import { Alert } from '../ui/alert.tsx';
import { FormChoice, FormField } from '../ui/form-field.tsx';
import { PendingButton } from '../ui/pending-button.tsx';
import { m } from '../../shared/i18n/messages.ts';
import { publicUserSchema } from './user-schema.ts';
import type { User } from './auth.ts';

export interface RegisterFormProps {
  /** Called with the new, signed-in user (201). */
  onRegistered: (user: User) => void;
  /** Called when the registration waits for e-mail confirmation and an administrator (202). */
  onPendingApproval: (message: string) => void;
}

// The form always says which: the choice is made, and read, before the account is asked for.
const registerForm = registerInputSchema.extend({ organization: organizationChoiceSchema });

const organizationChoices = () =>
  [
    { value: 'new', label: m.auth_org_new_label(), description: m.auth_org_new_description() },
    { value: 'join', label: m.auth_org_join_label(), description: m.auth_org_join_description() },
  ] as const;

/** Account registration (POST /api/register), checked with the endpoint's own schema before it is sent. */
export function RegisterForm({ onRegistered, onPendingApproval }: RegisterFormProps) {
  const form = useSchemaForm(registerForm, {
    name: '',
    companyName: '',
    organization: 'new',
    email: '',
    username: '',
    password: '',
  });

  // A refusal's toast goes when the next attempt starts: a success never shows beside it.
  const refusal = useRef<{ dismiss: () => void } | null>(null);
  const register = async (body: RegisterInput) => {
    refusal.current?.dismiss();
    refusal.current = null;
    try {
      const answer = await apiRequest<unknown>('/api/register', { method: 'POST', body });
      const waiting = pendingApprovalSchema.safeParse(answer);
      if (waiting.success) onPendingApproval(waiting.data.message);
      else onRegistered(publicUserSchema.parse(answer));
    } catch (error) {
      refusal.current = toast({
        title: m.auth_registration_failed_title(),
        description: errorMessage(error),
        variant: 'destructive',
      });
      throw error;
    }
  };

  const field = { control: form.control, required: true, className: 'h-10' };
  return (
    <Form form={form} onSubmit={register} className="grid gap-4">
      <Alert>{formMessage(form)}</Alert>
      <FormField {...field} name="name" label={m.auth_full_name()} autoComplete="name" maxLength={100} />
      <FormField
        {...field}
        name="companyName"
        label={m.auth_company()}
        autoComplete="organization"
        maxLength={120}
        description={m.auth_company_description()}
      />
      <FormChoice
        control={form.control}
        name="organization"
        legend={m.auth_organisation()}
        options={organizationChoices()}
        description={m.auth_organisation_description()}
      />
      <FormField
        {...field}
        name="email"
        label={m.auth_work_email()}
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <FormField
        {...field}
        name="username"
        label={m.auth_username()}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        description={m.auth_username_description()}
      />
      <FormField
        {...field}
        name="password"
        label={m.auth_password()}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        description={m.auth_password_description()}
      />
      <PendingButton type="submit" size="lg" pending={form.formState.isSubmitting}>
        {m.auth_create_account()}
      </PendingButton>
    </Form>
  );
}
