import { useState } from 'react';
import { apiRequest } from '../lib/request.ts';
import { toast } from '../stores/toasts.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { publicUserSchema } from './user-schema.ts';
import { signIn } from './auth-store.ts';

type DevAccount = 'customer' | 'admin' | 'officer';

const ACCOUNTS: { as: DevAccount; label: string; description: string }[] = [
  { as: 'customer', label: 'Sign in as customer', description: 'A regular user of a customer organisation.' },
  { as: 'admin', label: 'Sign in as admin', description: 'Can manage users and review registrations.' },
  { as: 'officer', label: 'Sign in as officer', description: 'Has access to the Officers Panel.' },
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
      toast({ title: 'Login successful', description: `Welcome back, ${user.name}!`, variant: 'success' });
      window.location.assign('/dashboard');
    } catch (error) {
      toast({
        title: 'Login failed',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
      setPending(undefined);
    }
  };

  return (
    <ul className="grid gap-3">
      {ACCOUNTS.map((account) => (
        <li key={account.as} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">{account.description}</p>
          <Button onClick={() => void signInAs(account.as)} disabled={pending !== undefined} className="sm:w-48">
            {pending === account.as ? <Spinner size="sm" label="Signing in" className="text-current" /> : null}
            {account.label}
          </Button>
        </li>
      ))}
    </ul>
  );
}
