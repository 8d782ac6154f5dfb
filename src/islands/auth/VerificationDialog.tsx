import { useState } from 'react';
import { apiRequest } from '../lib/api/client.ts';
import { toast } from '../stores/toasts.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { richMessage } from '../ui/rich-message.tsx';
import { m } from '../../shared/i18n/messages.ts';
import { useAuth } from './AuthProvider.tsx';

type ResendState = 'idle' | 'sending' | 'sent';

/**
 * The blocking e-mail verification dialog: Escape and clicks outside do nothing; only
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
        title: m.auth_verification_sent_title(),
        description: m.auth_verification_sent_description(),
        variant: 'success',
      });
    } catch {
      setResend('idle');
      toast({
        title: m.auth_error_title(),
        description: m.auth_resend_failed(),
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
          title: m.auth_not_verified_title(),
          description: m.auth_not_verified_description(),
          variant: 'info',
        });
      }
    } catch (error) {
      toast({
        title: m.auth_error_title(),
        description: error instanceof Error ? error.message : m.auth_refresh_failed(),
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
          <DialogTitle>{m.auth_verify_title()}</DialogTitle>
          <DialogDescription>
            {richMessage((slot) => m.auth_verify_description({ email: slot.email }), {
              email: <strong className="text-foreground">{email}</strong>,
            })}
          </DialogDescription>
        </DialogHeader>
        <ol className="mt-4 list-decimal space-y-1 pl-5 text-sm">
          <li>{m.auth_verify_step_inbox()}</li>
          <li>{m.auth_verify_step_click()}</li>
          <li>{m.auth_verify_step_return()}</li>
        </ol>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void resendEmail()} disabled={resend !== 'idle'} className="sm:flex-1">
            {resend === 'sending' ? <Spinner size="sm" label={m.auth_sending()} className="text-current" /> : null}
            {resend === 'idle'
              ? m.auth_resend_verification()
              : resend === 'sending'
                ? m.auth_sending_ellipsis()
                : m.auth_email_sent()}
          </Button>
          <Button variant="outline" onClick={() => void refreshUser()} disabled={refreshing} className="sm:flex-1">
            {refreshing ? <Spinner size="sm" label={m.auth_refreshing()} /> : null}
            {m.auth_refresh()}
          </Button>
        </div>
        <p aria-live="polite" className="sr-only">
          {resend === 'sent' ? m.auth_verification_sent_status() : ''}
        </p>
        <Button variant="link" onClick={onDismiss} className="mt-4 h-auto self-start px-0 text-muted-foreground">
          {m.auth_continue_unverified()}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
