import type { ApiError } from './api-error.ts';

/**
 * Asks the person to prove who they are again (no leaked token may do these): owner changes,
 * token creation and two-factor changes answer 403 `reauthentication_required` when the session signed
 * in more than 10 minutes ago. Resolves true once `POST /api/auth/reauthenticate` accepted the
 * password (or code), false when they cancel. One dialog at a time: concurrent asks share it.
 */
export type ReauthenticationPrompt = () => Promise<boolean>;

// The dialog (React, Radix) loads only when it is needed, never with the page.
const loadDialog: ReauthenticationPrompt = async () =>
  (await import('../ui/reauthenticate-dialog.tsx')).promptReauthentication();

let showDialog: ReauthenticationPrompt = loadDialog;
let open: Promise<boolean> | undefined;

/** Replaces the dialog (tests); `undefined` restores it. */
export function setReauthenticationPrompt(replacement: ReauthenticationPrompt | undefined): void {
  showDialog = replacement ?? loadDialog;
}

/** True when the server asks for a re-authentication before this action. */
export function needsReauthentication(error: ApiError): boolean {
  return error.status === 403 && error.code === 'reauthentication_required';
}

/** Shows the dialog (or joins the one open); true once the person re-authenticated. */
export function askToReauthenticate(): Promise<boolean> {
  open ??= showDialog()
    .catch(() => false)
    .finally(() => {
      open = undefined;
    });
  return open;
}
