import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/request.ts';
import { cn } from '../../lib/cn.ts';
import { applyPreferences } from '../../auth/apply-preferences.ts';
import { toast } from '../../stores/toasts.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { $user } from '../../auth/auth-store.ts';
import { publicUserSchema, userPreferencesSchema } from '../../auth/user-schema.ts';
import type { UserPreferences } from '../../auth/auth.ts';
import { Form, formMessage, useSchemaForm } from '../../ui/form.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { SettingsCard } from './SettingsCard.tsx';

const DEFAULTS: UserPreferences = { currency: 'EUR', billingCycle: 'monthly', theme: 'system' };

const OPTIONS = {
  currency: [
    ['EUR', 'Euro (€)'],
    ['USD', 'US dollar ($)'],
    ['GBP', 'Pound sterling (£)'],
  ],
  billingCycle: [
    ['monthly', 'Monthly'],
    ['yearly', 'Yearly'],
  ],
  theme: [
    ['system', 'Same as the device'],
    ['light', 'Light'],
    ['dark', 'Dark'],
  ],
} as const;

const LABELS: Record<keyof UserPreferences, string> = {
  currency: 'Currency',
  billingCycle: 'Billing cycle',
  theme: 'Theme',
};

/** Currency, billing cycle and theme, saved on the account and applied here. */
export function PreferencesSection() {
  const { user } = useAuth();
  const form = useSchemaForm(userPreferencesSchema, user?.preferences ?? DEFAULTS);
  const save = useMutation({
    mutationFn: (body: UserPreferences) => apiRequest<unknown>('/api/user/preferences', { method: 'PUT', body }),
    onSuccess: (data, body) => {
      const updated = publicUserSchema.safeParse(data);
      if (updated.success) $user.set(updated.data);
      applyPreferences(body);
      toast({ title: 'Preferences saved', variant: 'success' });
    },
  });

  return (
    <SettingsCard
      title="Preferences"
      description="How prices and the console are shown to you, on every device you sign in on."
    >
      <Form form={form} onSubmit={(body) => save.mutateAsync(body)} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          {(Object.keys(LABELS) as (keyof UserPreferences)[]).map((name) => (
            <FormField key={name} control={form.control} name={name} label={LABELS[name]}>
              {({ className, ...control }) => (
                <select {...control} className={cn(className, 'pr-8')}>
                  {OPTIONS[name].map(([optionValue, text]) => (
                    <option key={optionValue} value={optionValue}>
                      {text}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ))}
        </div>
        <FormAlert message={formMessage(form)} />
        <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
          Save preferences
        </PendingButton>
      </Form>
    </SettingsCard>
  );
}
