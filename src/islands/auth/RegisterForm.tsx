import { useRef } from 'react';
import {
  organizationChoiceSchema,
  pendingApprovalSchema,
  registerInputSchema,
} from '../../server/auth/auth.schemas.ts';
import type { RegisterInput } from '../../server/auth/auth.schemas.ts';
import { errorMessage } from '../lib/form-errors.ts';
import { apiRequest } from '../lib/request.ts';
import { toast } from '../stores/toasts.ts';
import { Form, formMessage, useSchemaForm } from '../ui/form.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { FormChoice, FormField } from '../ui/form-field.tsx';
import { PendingButton } from '../ui/pending-button.tsx';
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

const ORGANIZATION_CHOICES = [
  {
    value: 'new',
    label: 'Create a new organisation',
    description: 'A separate organisation of your own, even if another one already uses this name.',
  },
  {
    value: 'join',
    label: 'Join my company’s existing organisation',
    description: 'Its administrators approve your request first; we e-mail you their decision.',
  },
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
      refusal.current = toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' });
      throw error;
    }
  };

  const field = { control: form.control, required: true, className: 'h-10' };
  return (
    <Form form={form} onSubmit={register} className="grid gap-4">
      <FormAlert message={formMessage(form)} />
      <FormField {...field} name="name" label="Full name" autoComplete="name" maxLength={100} />
      <FormField
        {...field}
        name="companyName"
        label="Company or organisation"
        autoComplete="organization"
        maxLength={120}
        description="Your bills and clusters belong to this organisation."
      />
      <FormChoice
        control={form.control}
        name="organization"
        legend="Organisation"
        options={ORGANIZATION_CHOICES}
        description="Joining an organisation that already uses the console goes to its administrators for approval before you can sign in."
      />
      <FormField {...field} name="email" label="Work e-mail" type="email" autoComplete="email" spellCheck={false} />
      <FormField
        {...field}
        name="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        description="3 to 32 letters, digits, dots, hyphens or underscores."
      />
      <FormField
        {...field}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        description="At least 8 characters. A passphrase of a few words is easy to remember."
      />
      <PendingButton type="submit" size="lg" pending={form.formState.isSubmitting}>
        Create account
      </PendingButton>
    </Form>
  );
}
