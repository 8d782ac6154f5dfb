import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { totpInputSchema } from '../../../shared/mfa/mfa.schemas.ts';
import type { MfaSetup as MfaSetupData } from '../../../shared/mfa/mfa.schemas.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { apiRequest } from '../../lib/api/client.ts';
import { Button } from '../../ui/button.tsx';
import { Form, formMessage, useSchemaForm } from '../../ui/form.tsx';
import { Alert } from '../../ui/alert.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { CopyButton } from './CopyButton.tsx';
import { TotpCodeField } from '../../ui/password-fields.tsx';
import { m } from '../../../shared/i18n/messages.ts';

/** Enabling two-factor sign-in: fetch a secret, show it as a QR code, confirm with a first code. */
export function MfaSetup({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const form = useSchemaForm(totpInputSchema, { code: '' });
  const setup = useMutation({
    mutationFn: () => apiRequest<MfaSetupData>('/api/auth/mfa/setup', { method: 'POST' }),
  });
  const enable = useMutation({
    mutationFn: (body: { code: string }) =>
      apiRequest<{ recoveryCodes: string[] }>('/api/auth/mfa/enable', { method: 'POST', body }),
    onSuccess: (data) => onEnabled(data.recoveryCodes),
  });
  const firstStepRef = useRef<HTMLParagraphElement>(null);
  // The set-up button disappears when the steps show: keep keyboard focus at the first step.
  useEffect(() => {
    if (setup.data) firstStepRef.current?.focus();
  }, [setup.data]);

  if (!setup.data) {
    return (
      <div className="grid justify-items-start gap-3">
        {/* A long label ("Configurer l’authentification à deux facteurs") wraps on a phone instead of widening the page. */}
        <PendingButton size="wrap" pending={setup.isPending} onClick={() => setup.mutate()} className="max-w-full">
          {m.account_mfa_set_up()}
        </PendingButton>
        {setup.isError ? <Alert>{errorMessage(setup.error)}</Alert> : null}
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      <ol className="grid list-decimal gap-5 pl-5 text-sm marker:font-semibold">
        {/* Each step wraps its content: a grid <li> would lose its list number. */}
        <li>
          <div className="grid gap-3">
            <p ref={firstStepRef} tabIndex={-1}>
              {m.account_mfa_scan()}
            </p>
            <div
              role="img"
              aria-label={m.account_mfa_qr_label()}
              className="size-48 rounded-md border border-border bg-white p-2 [&_svg]:size-full"
              // Safe only because our own server generates this SVG with a QR library from the secret;
              // it never contains user input. Do not reuse this pattern for any other markup.
              dangerouslySetInnerHTML={{ __html: setup.data.qrSvg }}
            />
          </div>
        </li>
        <li>
          <div className="grid gap-2">
            <p>{m.account_mfa_secret_by_hand()}</p>
            <div className="flex flex-wrap items-center gap-2">
              <code className="rounded-md bg-muted px-2 py-1 font-mono text-sm break-all">{setup.data.secret}</code>
              <CopyButton text={setup.data.secret} aria-label={m.account_mfa_copy_secret()} />
            </div>
          </div>
        </li>
        <li>
          <Form form={form} onSubmit={(body) => enable.mutateAsync(body)} className="grid max-w-xs gap-3">
            <p>{m.account_mfa_enter_code()}</p>
            <TotpCodeField control={form.control} />
            <Alert>{formMessage(form)}</Alert>
            <div className="flex gap-2">
              <PendingButton type="submit" pending={form.formState.isSubmitting}>
                {m.account_mfa_turn_on()}
              </PendingButton>
              <Button variant="ghost" onClick={() => setup.reset()}>
                {m.common_cancel()}
              </Button>
            </div>
          </Form>
        </li>
      </ol>
    </div>
  );
}
