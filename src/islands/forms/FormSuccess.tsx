import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { richMessage } from '../ui/rich-message.tsx';
import { buttonVariants } from '../ui/light.ts';

/** The on-screen confirmation that replaces a form; focus moves to it so it is read out. */
export function FormSuccess({
  title,
  children,
  onReset,
  resetLabel = m.forms_send_another(),
}: {
  title: string;
  children: ReactNode;
  onReset?: () => void;
  resetLabel?: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-success/40 bg-success/5 p-5 text-sm">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        {title}
      </h2>
      <div className="grid gap-2 text-foreground">{children}</div>
      {onReset ? (
        <button
          type="button"
          className={buttonVariants({ variant: 'link', size: 'inline', className: 'justify-self-start' })}
          onClick={onReset}
        >
          {resetLabel}
        </button>
      ) : null}
    </div>
  );
}

/** The line under every form about personal data: what the details are used for, and the policy. */
export function PrivacyNote({ use = 'answer' }: { use?: 'answer' | 'newsletter' }) {
  const say = use === 'newsletter' ? m.forms_privacy_newsletter : m.forms_privacy_answer;
  return (
    <p className="text-xs text-muted-foreground">
      {richMessage((slot) => say({ link: slot.link }), {
        link: (
          <a href="/privacy-policy" className="underline underline-offset-4 hover:text-foreground">
            {m.forms_privacy_policy()}
          </a>
        ),
      })}
    </p>
  );
}
