import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client.ts';
import { AuthProvider } from '../../auth/AuthProvider.tsx';
import type { User } from '../../auth/auth.ts';

/** The providers every signed-in island needs: the shared QueryClient and the server-rendered user. */
export function AccountProviders({ user, children }: { user: User; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider initialUser={user}>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
