import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { m } from '../../shared/i18n/messages.ts';
import { richMessage } from '../ui/rich-message.tsx';
import { CheckIcon, CloseIcon, CopyIcon, TagIcon } from './icons.tsx';
import { $promoCodeCopied, PROMO_CODE, copyPromoCode, dismissPromoBanner, restorePromoBanner } from './promo-banner.ts';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';

/**
 * The launch-offer banner: the code PARIS to copy, a dismiss
 * button that collapses it to a side tab for the session, and the tab that brings it back.
 */
export function PromoBanner() {
  // <html data-promo="collapsed"> (set by the store, or before paint by promoInitScript) decides
  // which of the two is displayed (the in-data-[promo=collapsed] classes), so the markup is the
  // same whatever the session flag says and hydration never disagrees with the server.
  const copied = useStore($promoCodeCopied);
  const bannerRef = useRef<HTMLDivElement>(null);
  const tabRef = useRef<HTMLButtonElement>(null);

  // Focus follows the control the visitor just made disappear, so keyboard users are not lost.
  const dismiss = () => {
    dismissPromoBanner();
    tabRef.current?.focus();
  };
  const restore = () => {
    restorePromoBanner();
    bannerRef.current?.focus();
  };

  return (
    <>
      <div
        ref={bannerRef}
        role="region"
        aria-label={m.site_promo_region()}
        tabIndex={-1}
        className="relative bg-primary text-primary-foreground outline-none in-data-[promo=collapsed]:hidden"
      >
        <div className="mx-auto flex min-h-11 max-w-6xl flex-wrap items-center justify-center gap-x-3 gap-y-1 py-2 pr-12 pl-4 text-sm">
          <p className="text-center">
            <span className="mr-2 inline-flex h-3 overflow-hidden rounded-[2px] align-[-1px]" aria-hidden="true">
              <span className="w-1.5 bg-[#002395]" />
              <span className="w-1.5 bg-white" />
              <span className="w-1.5 bg-[#ed2939]" />
            </span>
            <strong>{m.site_promo_label()}</strong>{' '}
            {richMessage((slot) => m.site_promo_text({ code: slot.code }), {
              code: (
                <code className="rounded bg-primary-foreground/15 px-1.5 py-0.5 font-mono font-semibold tracking-wider">
                  {PROMO_CODE}
                </code>
              ),
            })}
            <span className="max-sm:hidden"> {m.site_promo_welcome()}</span>
          </p>
          <button
            type="button"
            onClick={() => void copyPromoCode()}
            className={`inline-flex h-7 items-center gap-1.5 rounded-md border border-primary-foreground/40 px-2.5 text-xs font-semibold hover:bg-primary-foreground/10 ${focusRing}`}
          >
            {copied ? <CheckIcon className="size-3.5" /> : <CopyIcon className="size-3.5" />}
            {copied ? m.site_promo_copied() : m.site_promo_copy_code()}
          </button>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label={m.site_promo_dismiss()}
          title={m.site_promo_dismiss_title()}
          className={`absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md hover:bg-primary-foreground/10 ${focusRing}`}
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
      <button
        ref={tabRef}
        type="button"
        onClick={restore}
        aria-label={m.site_promo_show({ code: PROMO_CODE })}
        title={m.site_promo_region()}
        className={`fixed top-1/3 left-0 z-30 hidden items-center gap-1.5 rounded-r-md bg-primary px-1.5 py-3 text-xs font-semibold text-primary-foreground shadow-lg [writing-mode:vertical-rl] hover:px-2 motion-safe:transition-[padding] ${focusRing} in-data-[promo=collapsed]:flex`}
      >
        <TagIcon className="size-3.5 rotate-90" />
        <span>{m.site_promo_tab({ code: PROMO_CODE })}</span>
      </button>
    </>
  );
}
