import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api/client.ts';
import { cn } from '../../lib/cn.ts';
import { applyPreferences } from '../../auth/apply-preferences.ts';
import { toast } from '../../stores/toasts.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { $user } from '../../auth/auth-store.ts';
import { publicUserSchema, userPreferencesSchema } from '../../auth/user-schema.ts';
import type { UserPreferences } from '../../auth/auth.ts';
import { Form, formMessage, useSchemaForm } from '../../ui/form.tsx';
import { Alert } from '../../ui/alert.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { SettingsCard } from './SettingsCard.tsx';
import { m } from '../../../shared/i18n/messages.ts';
import { currentLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '../../../shared/i18n/locale.ts';

const DEFAULTS: UserPreferences = { currency: 'EUR', billingCycle: 'monthly', theme: 'system' };

// The form always holds a language (the page's when none was chosen).
const preferencesForm = userPreferencesSchema.required({ language: true });

type Choice = keyof UserPreferences;

const OPTIONS: { [K in Choice]-?: readonly (readonly [NonNullable<UserPreferences[K]>, () => string])[] } = {
  currency: [
    ['EUR', m.account_currency_eur],
    ['USD', m.account_currency_usd],
    ['GBP', m.account_currency_gbp],
  ],
  billingCycle: [
    ['monthly', m.account_cycle_monthly],
    ['yearly', m.account_cycle_yearly],
  ],
  theme: [
    ['system', m.account_theme_system],
    ['light', m.account_theme_light],
    ['dark', m.account_theme_dark],
  ],
  // Each language in its own words, whatever the page's.
  language: [
    ['en', m.common_language_en],
    ['fr', m.common_language_fr],
  ],
};

const LABELS: Record<Choice, () => string> = {
  currency: m.account_pref_currency,
  billingCycle: m.account_pref_billing_cycle,
  theme: m.account_pref_theme,
  language: m.common_language,
};

/**
 * The console speaks the chosen language from the next page on: the `lang` cookie (for the pages
 * rendered before the account is known) and a reload render everything in it.
 */
function switchLanguage(language: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${language}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
  window.location.reload();
}

/** Currency, billing cycle, theme and language, saved on the account and applied here. */
export function PreferencesSection() {
  const { user } = useAuth();
  // A language never chosen shows as the one the page is in.
  const form = useSchemaForm(preferencesForm, {
    ...(user?.preferences ?? DEFAULTS),
    language: user?.preferences.language ?? currentLocale(),
  });
  const save = useMutation({
    mutationFn: (body: UserPreferences) => apiRequest<unknown>('/api/user/preferences', { method: 'PUT', body }),
    onSuccess: (data, body) => {
      const updated = publicUserSchema.safeParse(data);
      if (updated.success) $user.set(updated.data);
      applyPreferences(body);
      if (body.language && body.language !== currentLocale()) {
        switchLanguage(body.language);
        return;
      }
      toast({ title: m.account_preferences_saved(), variant: 'success' });
    },
  });

  return (
    <SettingsCard title={m.account_preferences_title()} description={m.account_preferences_description()}>
      <Form form={form} onSubmit={(body) => save.mutateAsync(body)} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {(Object.keys(LABELS) as Choice[]).map((name) => (
            <FormField key={name} control={form.control} name={name} label={LABELS[name]()}>
              {({ className, ...control }) => (
                <select {...control} className={cn(className, 'pr-8')}>
                  {OPTIONS[name].map(([optionValue, text]) => (
                    <option key={optionValue} value={optionValue} lang={name === 'language' ? optionValue : undefined}>
                      {text()}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ))}
        </div>
        <Alert>{formMessage(form)}</Alert>
        <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
          {m.account_save_preferences()}
        </PendingButton>
      </Form>
    </SettingsCard>
  );
}
