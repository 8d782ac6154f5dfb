import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { TokenScope } from '../../../../shared/token-scopes.ts';
import { createTokenSchema } from '../../../../shared/tokens/tokens.schemas.ts';
import { apiRequest, invalidateApi } from '../../../lib/api/client.ts';
import { Form, formMessage, useSchemaForm } from '../../../ui/form.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { inputClass } from '../../../ui/input-class.ts';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { automationKeys } from './automation.queries.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { scopeLabel } from './automation-labels.ts';

const LIFETIMES = [7, 30, 90, 180, 365] as const;

/** Names, scopes and expiry of a new token; its value goes to `onCreated`, to be shown once. */
export function CreateTokenForm({
  availableScopes,
  onCreated,
}: {
  availableScopes: TokenScope[];
  onCreated: (name: string, token: string) => void;
}) {
  const id = useId();
  const client = useQueryClient();
  const form = useSchemaForm(createTokenSchema, { name: '', scopes: ['read'], expiresInDays: 30 });
  const create = useMutation({
    mutationFn: (body: unknown) => apiRequest<{ name: string; token: string }>('/api/tokens', { method: 'POST', body }),
    onSettled: () => invalidateApi(client, [automationKeys.tokens]),
  });
  const errors = form.formState.errors;
  return (
    <Form
      form={form}
      className="grid max-w-2xl gap-4"
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        form.reset({ name: '', scopes: ['read'], expiresInDays: 30 });
        onCreated(created.name, created.token);
      }}
    >
      <h3 className="text-sm font-semibold">{m.account_token_create_title()}</h3>
      <Alert>{formMessage(form)}</Alert>
      <FormField
        control={form.control}
        name="name"
        label={m.account_name()}
        description={m.account_token_name_hint()}
        autoComplete="off"
      />
      <fieldset className="grid gap-2" aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}>
        <legend className="text-sm font-medium">{m.account_token_scopes()}</legend>
        <p className="text-xs text-muted-foreground">{m.account_token_scopes_hint()}</p>
        {availableScopes.map((scope) => (
          <label key={scope} className="flex items-start gap-2 text-sm">
            <input type="checkbox" value={scope} className="mt-1" {...form.register('scopes')} />
            <span>
              <code className="font-mono text-xs">{scope}</code> — {scopeLabel(scope)}
            </span>
          </label>
        ))}
        {errors.scopes ? (
          <p id={`${id}-scopes-error`} className="text-sm text-destructive">
            {errors.scopes.message ?? errors.scopes.root?.message}
          </p>
        ) : null}
      </fieldset>
      <div className="grid max-w-xs gap-1.5">
        <label htmlFor={`${id}-expiry`} className="text-sm font-medium">
          {m.account_token_expires_after()}
        </label>
        <select id={`${id}-expiry`} className={inputClass} {...form.register('expiresInDays', { valueAsNumber: true })}>
          {LIFETIMES.map((days) => (
            <option key={days} value={days}>
              {days === 365 ? m.account_token_lifetime_year() : m.account_token_lifetime_days({ count: days })}
            </option>
          ))}
        </select>
      </div>
      <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
        {m.account_create_token()}
      </PendingButton>
    </Form>
  );
}
