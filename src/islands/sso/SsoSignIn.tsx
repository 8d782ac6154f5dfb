import { useEffect, useId, useState, type FormEvent } from 'react';
import { emailFieldSchema } from '../../shared/auth/auth.schemas.ts';
import { SSO_ERROR_CODES, SSO_ERROR_MESSAGES, type SsoErrorCode } from '../../shared/organizations/sso.schemas.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import { m } from '../../shared/i18n/messages.ts';

function ssoErrorFromUrl(): string | undefined {
  const code = new URLSearchParams(window.location.search).get('ssoError');
  if (!code) return undefined;
  return (SSO_ERROR_CODES as readonly string[]).includes(code)
    ? SSO_ERROR_MESSAGES[code as SsoErrorCode]()
    : m.sso_error_failed();
}

/**
 * "Sign in with SSO" on the sign-in page: asks the work e-mail, then leaves for
 * `/api/auth/sso/start`, which sends the browser to the organization's identity provider. A
 * refused sign-in comes back here with `?ssoError=<code>`, said above the button.
 */
export function SsoSignIn() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const titleId = useId();
  useEffect(() => {
    const message = ssoErrorFromUrl();
    if (message) {
      setRefusal(message);
      setOpen(true);
    }
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailFieldSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    window.location.assign(`/api/auth/sso/start?email=${encodeURIComponent(parsed.data)}`);
  };

  if (!open)
    return (
      <Button variant="outline" size="lg" className="w-full" onClick={() => setOpen(true)}>
        {m.sso_sign_in_button()}
      </Button>
    );
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <p id={titleId} className="text-sm font-medium">
        {m.sso_sign_in_title()}
      </p>
      <Alert>{refusal}</Alert>
      <TextField
        label={m.sso_sign_in_email()}
        name="sso-email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg">
          {m.sso_sign_in_continue()}
        </Button>
        <Button variant="ghost" size="lg" onClick={() => setOpen(false)}>
          {m.sso_sign_in_cancel()}
        </Button>
      </div>
    </form>
  );
}
