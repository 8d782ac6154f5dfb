import { useState } from 'react';
import { apiRequest } from '../lib/api/client.ts';
import { toast } from '../stores/toasts.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { m } from '../../shared/i18n/messages.ts';
import { publicUserSchema } from './user-schema.ts';
import { signIn } from './auth-store.ts';

type DevAccount = 'customer' | 'admin' | 'officer';

const ACCOUNTS: { as: DevAccount; label: () => string; description: () => string }[] = [
  { as: 'customer', label: m.auth_dev_customer, description: m.auth_dev_customer_description },
  { as: 'admin', label: m.auth_dev_admin, description: m.auth_dev_admin_description },
  { as: 'officer', label: m.auth_dev_officer, description: m.auth_dev_officer_description },
];

/** Development-only one-click sign-in as a seeded account (POST /api/dev/login). */
export function DevLogin() {
  const [pending, setPending] = useState<DevAccount>();

  const signInAs = async (account: DevAccount) => {
    setPending(account);
    try {
      const user = publicUserSchema.parse(
        await apiRequest<unknown>('/api/dev/login', { method: 'POST', body: { as: account } }),
      );
      signIn(user);
      toast({
        title: m.auth_login_success_title(),
        description: m.auth_welcome_back({ name: user.name }),
        variant: 'success',
      });
      window.location.assign('/dashboard');
    } catch (error) {
      toast({
        title: m.auth_login_failed_title(),
        description: error instanceof Error ? error.message : m.auth_try_again(),
        variant: 'destructive',
      });
      setPending(undefined);
    }
  };

  return (
    <ul className="grid gap-3">
      {ACCOUNTS.map((account) => (
        <li
          key={account.as}
          className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-muted-foreground">{account.description()}</p>
          <Button onClick={() => void signInAs(account.as)} disabled={pending !== undefined} className="sm:w-48">
            {pending === account.as ? <Spinner size="sm" label={m.auth_signing_in()} className="text-current" /> : null}
            {account.label()}
          </Button>
        </li>
      ))}
    </ul>
  );
}
