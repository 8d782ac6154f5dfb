import { useState } from 'react';
import { apiRequest } from '../lib/request.ts';
import { toast } from '../stores/toasts.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useAuth } from './AuthProvider.tsx';

type ResendState = 'idle' | 'sending' | 'sent';

/**
 * The blocking e-mail verification dialog (SPEC §4): Escape and clicks outside do nothing; only
 * 'Continue Without Verification' closes it, for the session.
 */
export function VerificationDialog({ email, onDismiss }: { email: string; onDismiss: () => void }) {
  const [resend, setResend] = useState<ResendState>('idle');
  const [refreshing, setRefreshing] = useState(false);
  const { refresh } = useAuth();

  const resendEmail = async () => {
    setResend('sending');
    try {
      await apiRequest('/api/auth/resend-verification', { method: 'POST', body: { email } });
      setResend('sent');
      toast({
        title: 'Verification Email Sent',
        description: 'Please check your email for the verification link.',
        variant: 'success',
      });
    } catch {
      setResend('idle');
      toast({
        title: 'Error',
        description: 'Failed to resend verification email. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const refreshUser = async () => {
    setRefreshing(true);
    try {
      const user = await refresh();
      if (user && !user.emailVerified) {
        toast({
          title: 'Not verified yet',
          description: 'Open the link in the e-mail we sent you, then refresh again.',
          variant: 'info',
        });
      }
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : 'Could not refresh. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    // Blocking by design: the requests to close (Escape, a click outside) are ignored.
    <Dialog open onOpenChange={() => {}}>
      <DialogContent overlayClassName="bg-background/60" className="max-w-md gap-0">
        <DialogHeader>
          <DialogTitle>Verify your e-mail address</DialogTitle>
          <DialogDescription>
            We sent a verification link to <strong className="text-foreground">{email}</strong>. Verify your address
            to keep using your account.
          </DialogDescription>
        </DialogHeader>
        <ol className="mt-4 list-decimal space-y-1 pl-5 text-sm">
          <li>Check your inbox, and your spam folder.</li>
          <li>Click the link in the e-mail.</li>
          <li>Return here and refresh the page.</li>
        </ol>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void resendEmail()} disabled={resend !== 'idle'} className="sm:flex-1">
            {resend === 'sending' ? <Spinner size="sm" label="Sending" className="text-current" /> : null}
            {resend === 'idle' ? 'Resend verification email' : resend === 'sending' ? 'Sending…' : 'Email sent'}
          </Button>
          <Button variant="outline" onClick={() => void refreshUser()} disabled={refreshing} className="sm:flex-1">
            {refreshing ? <Spinner size="sm" label="Refreshing" /> : null}
            Refresh
          </Button>
        </div>
        <p aria-live="polite" className="sr-only">
          {resend === 'sent' ? 'Verification email sent.' : ''}
        </p>
        <Button variant="link" onClick={onDismiss} className="mt-4 h-auto self-start px-0 text-muted-foreground">
          Continue Without Verification (Not Recommended)
        </Button>
      </DialogContent>
    </Dialog>
  );
}
