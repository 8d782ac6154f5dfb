import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../lib/request.ts';
import { cn } from '../lib/cn.ts';
import { applyPreferences } from '../auth/apply-preferences.ts';
import { toast } from '../stores/toasts.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { $user } from '../auth/auth-store.ts';
import { publicUserSchema, userPreferencesSchema } from '../auth/auth.ts';
import type { UserPreferences } from '../auth/auth.ts';
import { FormAlert, PendingButton, inputClass } from './FormField.tsx';
import { SettingsCard } from './SettingsCard.tsx';
import { toFormErrors } from './form-errors.ts';

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

/** The preferences with one choice changed; a value the schema does not know leaves them as they were. */
function withChoice(current: UserPreferences, name: keyof UserPreferences, value: string): UserPreferences {
  const next = userPreferencesSchema.safeParse({ ...current, [name]: value });
  return next.success ? next.data : current;
}

/** Currency, billing cycle and theme, saved on the account and applied here. */
export function PreferencesSection() {
  const { user } = useAuth();
  const [values, setValues] = useState<UserPreferences>(user?.preferences ?? DEFAULTS);
  const save = useMutation({
    mutationFn: (body: UserPreferences) => apiRequest<unknown>('/api/user/preferences', { method: 'PUT', body }),
    onSuccess: (data, body) => {
      const updated = publicUserSchema.safeParse(data);
      if (updated.success) $user.set(updated.data);
      applyPreferences(body);
      toast({ title: 'Preferences saved', variant: 'success' });
    },
  });
  const errors = toFormErrors(save.error, Object.keys(LABELS));

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(values);
  }

  return (
    <SettingsCard
      title="Preferences"
      description="How prices and the console are shown to you, on every device you sign in on."
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          {(Object.keys(LABELS) as (keyof UserPreferences)[]).map((name) => (
            <PreferenceSelect
              key={name}
              label={LABELS[name]}
              options={OPTIONS[name]}
              value={values[name]}
              error={errors.fields[name]}
              onChange={(value) => setValues((current) => withChoice(current, name, value))}
            />
          ))}
        </div>
        <FormAlert message={errors.message} />
        <PendingButton type="submit" pending={save.isPending} className="justify-self-start">
          Save preferences
        </PendingButton>
      </form>
    </SettingsCard>
  );
}

interface PreferenceSelectProps {
  label: string;
  options: readonly (readonly [string, string])[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

function PreferenceSelect({ label, options, value, error, onChange }: PreferenceSelectProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(inputClass, 'pr-8')}
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
