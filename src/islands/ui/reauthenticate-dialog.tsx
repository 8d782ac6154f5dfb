import { useId, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { m } from '../../shared/i18n/messages.ts';
import { ApiError } from '../lib/api-error.ts';
import { apiJson } from '../lib/api/client.ts';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from './dialog.tsx';
import { Alert } from './alert.tsx';
import { inputClass } from './input-class.ts';
import { PendingButton } from './pending-button.tsx';

// The server's own message, when its answer carried one.
function messageFromBody(error: ApiError): string | undefined {
  const body = error.body as { message?: unknown } | undefined;
  return typeof body === 'object' && body !== null && typeof body.message === 'string' ? body.message : undefined;
}

/** Sends the password (or code) to `POST /api/auth/reauthenticate`; the server's message when refused. */
async function reauthenticate(body: { password: string } | { code: string }): Promise<string | undefined> {
  try {
    // Not apiRequest: a refusal here must not ask for the password again.
    await apiJson('/api/auth/reauthenticate', { method: 'POST', body });
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.fields?.password ?? error.fields?.code ?? (messageFromBody(error) || m.ui_reauth_failed());
  }
}

/**
 * "Confirm it is you": the password again, or a two-factor code, before an action that needs a
 * recent sign-in. `onDone(true)` once the server accepted it, `onDone(false)` on cancel.
 */
export function ReauthenticateDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setError(withCode ? m.ui_reauth_enter_code() : m.ui_reauth_enter_password());
    setPending(true);
    setError(undefined);
    try {
      const refused = await reauthenticate(withCode ? { code: value.trim() } : { password: value });
      if (refused === undefined) return onDone(true);
      setError(refused);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : m.ui_reauth_failed());
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onDone(false)}>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
          <DialogTitle>{m.ui_reauth_title()}</DialogTitle>
          <DialogDescription>{m.ui_reauth_description()}</DialogDescription>
          <div className="grid gap-2">
            <label htmlFor={id} className="text-sm font-medium">
              {withCode ? m.ui_reauth_code_label() : m.ui_reauth_password_label()}
            </label>
            <input
              id={id}
              type={withCode ? 'text' : 'password'}
              autoComplete={withCode ? 'one-time-code' : 'current-password'}
              inputMode={withCode ? 'numeric' : undefined}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={error ? true : undefined}
              className={inputClass}
              autoFocus
            />
            <button
              type="button"
              className="justify-self-start text-sm text-primary underline-offset-4 hover:underline"
              onClick={() => {
                setWithCode(!withCode);
                setValue('');
                setError(undefined);
              }}
            >
              {withCode ? m.ui_reauth_use_password() : m.ui_reauth_use_code()}
            </button>
          </div>
          <Alert>{error}</Alert>
          <DialogFooter>
            <Button variant="outline" onClick={() => onDone(false)} disabled={pending}>
              {m.ui_cancel()}
            </Button>
            <PendingButton type="submit" pending={pending}>
              {m.ui_reauth_confirm()}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Opens the dialog in a root of its own; resolves with whether the person re-authenticated. */
export function promptReauthentication(): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const onDone = (confirmed: boolean) => {
      root.unmount();
      host.remove();
      resolve(confirmed);
    };
    root.render(<ReauthenticateDialog onDone={onDone} />);
  });
}
