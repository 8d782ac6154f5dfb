import { useEffect, useRef, useState } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { errorMessage } from '../lib/form-errors.ts';
import { ApiError } from '../lib/api-error.ts';
import { apiRequest } from '../lib/api/client.ts';
import { Alert, buttonVariants, ErrorWithRetry, Spinner } from '../ui/light.ts';
import { FormSuccess } from './FormSuccess.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';

type Link = { action: 'confirm' | 'unsubscribe'; token: string } | null;
type Outcome =
  | { status: 'idle' | 'pending' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string; tokenRefused: boolean };

/**
 * The `confirm` or `unsubscribe` token of a newsletter link, read once in the browser (the page
 * is prerendered): undefined while hydrating, null without one. Kept after the URL is cleaned.
 */
function useNewsletterLink(): Link | undefined {
  const [link, setLink] = useState<Link | undefined>(undefined);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const confirm = params.get('confirm');
    const unsubscribe = params.get('unsubscribe');
    setLink(
      confirm
        ? { action: 'confirm', token: confirm }
        : unsubscribe
          ? { action: 'unsubscribe', token: unsubscribe }
          : null,
    );
  }, []);
  return link;
}

/** Island of /newsletter: the subscribe form, or the outcome of a confirm / unsubscribe link. */
export function NewsletterPage() {
  const link = useNewsletterLink();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const started = useRef(false);

  async function redeem(action: 'confirm' | 'unsubscribe', token: string) {
    setOutcome({ status: 'pending' });
    try {
      const { message } = await apiRequest<{ message: string }>(`/api/newsletter/${action}`, {
        method: 'POST',
        body: { token },
      });
      setOutcome({ status: 'done', message });
      // The token is spent (or no longer needed): keep it out of the history and bookmarks.
      window.history.replaceState(null, '', window.location.pathname);
    } catch (error) {
      const tokenRefused =
        error instanceof ApiError && (error.code === 'token_invalid' || error.code === 'token_expired');
      setOutcome({ status: 'failed', message: errorMessage(error), tokenRefused });
    }
  }

  // A confirmation link is the visitor's click already: redeem it at once, exactly once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the link is read; `redeem` is a new function each render and `started` makes it run once.
  useEffect(() => {
    if (link?.action !== 'confirm' || started.current) return;
    started.current = true;
    void redeem('confirm', link.token);
  }, [link]);

  if (!link || (outcome.status === 'failed' && outcome.tokenRefused)) {
    return (
      <div className="grid gap-4">
        {outcome.status === 'failed' ? (
          <Alert>
            {outcome.message} {m.forms_newsletter_subscribe_again_below()}
          </Alert>
        ) : null}
        <NewsletterForm />
      </div>
    );
  }
  if (outcome.status === 'done') {
    return link.action === 'confirm' ? (
      <FormSuccess title={m.forms_newsletter_confirmed()}>
        <p>{outcome.message}</p>
        <p className="text-muted-foreground">{m.forms_newsletter_confirmed_text()}</p>
      </FormSuccess>
    ) : (
      <FormSuccess title={m.forms_newsletter_unsubscribed()}>
        <p>{outcome.message}</p>
        <p className="text-muted-foreground">{m.forms_newsletter_unsubscribed_text()}</p>
      </FormSuccess>
    );
  }
  if (outcome.status === 'failed') {
    return (
      <ErrorWithRetry
        onRetry={() => void redeem(link.action, link.token)}
        buttonClassName={buttonVariants({ className: 'justify-self-start' })}
        className="grid gap-3"
      >
        <p className="text-sm text-destructive">{outcome.message}</p>
      </ErrorWithRetry>
    );
  }
  if (link.action === 'unsubscribe' && outcome.status === 'idle') {
    // A button, not an automatic request: mail scanners open links, and must not unsubscribe anyone.
    return (
      <div className="grid gap-3 text-sm">
        <h2 className="text-lg font-semibold">{m.forms_newsletter_unsubscribe_question()}</h2>
        <p className="text-muted-foreground">{m.forms_newsletter_unsubscribe_text()}</p>
        <button
          type="button"
          className={buttonVariants({ className: 'justify-self-start' })}
          onClick={() => void redeem('unsubscribe', link.token)}
        >
          {m.forms_newsletter_unsubscribe()}
        </button>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3 text-sm text-muted-foreground">
      <Spinner
        size="sm"
        label={link.action === 'confirm' ? m.forms_newsletter_confirming() : m.forms_newsletter_unsubscribing()}
      />
      <span aria-hidden="true">
        {link.action === 'confirm'
          ? m.forms_newsletter_confirming_ellipsis()
          : m.forms_newsletter_unsubscribing_ellipsis()}
      </span>
    </div>
  );
}
