import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { currentPasswordSchema } from '../../../shared/auth/auth.schemas.ts';
import { secondFactorCodeSchema, totpInputSchema } from '../../../shared/mfa/mfa.schemas.ts';
import { apiRequest } from '../../lib/api/client.ts';
import { toast } from '../../stores/toasts.ts';
import { Form, formMessage, useSchemaForm } from '../../ui/form.tsx';
import { Alert } from '../../ui/alert.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { TotpCodeField } from '../../ui/password-fields.tsx';
import { m } from '../../../shared/i18n/messages.ts';

type Proof = 'code' | 'password';

// The two bodies POST /api/auth/mfa/disable accepts (mfaDisableInputSchema), one form each.
const codeProof = z.strictObject({ code: secondFactorCodeSchema });
const passwordProof = z.strictObject({ password: currentPasswordSchema });

/** Turns two-factor sign-in off, confirmed with an authenticator code or the password. */
export function MfaDisableForm({ onDisabled }: { onDisabled: () => void }) {
  const [proof, setProof] = useState<Proof>('code');
  return (
    <div className="grid max-w-sm gap-3">
      <h3 className="font-semibold">{m.account_mfa_turn_off_title()}</h3>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-2 text-sm font-medium">{m.account_mfa_confirm_with()}</legend>
        {(['code', 'password'] as const).map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="radio"
              name="mfa-disable-proof"
              checked={proof === option}
              onChange={() => setProof(option)}
              className="accent-primary"
            />
            {option === 'code' ? m.account_mfa_proof_code() : m.account_mfa_proof_password()}
          </label>
        ))}
      </fieldset>
      {/* A new form per proof: its own rule, and an empty field after switching. */}
      {proof === 'code' ? <DisableWithCode onDisabled={onDisabled} /> : <DisableWithPassword onDisabled={onDisabled} />}
    </div>
  );
}

function useDisable(onDisabled: () => void) {
  return useMutation({
    mutationFn: (body: { code: string } | { password: string }) =>
      apiRequest('/api/auth/mfa/disable', { method: 'POST', body }),
    onSuccess: () => {
      toast({ title: m.account_mfa_turned_off(), variant: 'success' });
      onDisabled();
    },
  });
}

function DisableWithCode({ onDisabled }: { onDisabled: () => void }) {
  const form = useSchemaForm(codeProof, { code: '' });
  const disable = useDisable(onDisabled);
  return (
    <Form form={form} onSubmit={(body) => disable.mutateAsync(body)} className="grid gap-3">
      <FormField
        control={form.control}
        name="code"
        label={m.account_mfa_code()}
        autoComplete="one-time-code"
        description={m.account_mfa_code_description()}
      />
      <Alert>{formMessage(form)}</Alert>
      <TurnOffButton pending={form.formState.isSubmitting} />
    </Form>
  );
}

function DisableWithPassword({ onDisabled }: { onDisabled: () => void }) {
  const form = useSchemaForm(passwordProof, { password: '' });
  const disable = useDisable(onDisabled);
  return (
    <Form form={form} onSubmit={(body) => disable.mutateAsync(body)} className="grid gap-3">
      <FormField
        control={form.control}
        name="password"
        label={m.account_password()}
        type="password"
        autoComplete="current-password"
      />
      <Alert>{formMessage(form)}</Alert>
      <TurnOffButton pending={form.formState.isSubmitting} />
    </Form>
  );
}

function TurnOffButton({ pending }: { pending: boolean }) {
  return (
    <PendingButton type="submit" variant="destructive" pending={pending} className="justify-self-start">
      {m.account_mfa_turn_off()}
    </PendingButton>
  );
}

/** Issues a new set of recovery codes (the old ones stop working), confirmed with a code. */
export function RecoveryCodesForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const form = useSchemaForm(totpInputSchema, { code: '' });
  const regenerate = useMutation({
    mutationFn: (body: { code: string }) =>
      apiRequest<{ recoveryCodes: string[] }>('/api/auth/mfa/recovery-codes', { method: 'POST', body }),
    onSuccess: (data) => onCodes(data.recoveryCodes),
  });

  return (
    <Form form={form} onSubmit={(body) => regenerate.mutateAsync(body)} className="grid max-w-sm gap-3">
      <h3 className="font-semibold">{m.account_mfa_new_codes_title()}</h3>
      <p className="text-sm text-muted-foreground">{m.account_mfa_new_codes_note()}</p>
      <TotpCodeField control={form.control} />
      <Alert>{formMessage(form)}</Alert>
      <PendingButton
        type="submit"
        variant="outline"
        pending={form.formState.isSubmitting}
        className="justify-self-start"
      >
        {m.account_mfa_create_codes()}
      </PendingButton>
    </Form>
  );
}
