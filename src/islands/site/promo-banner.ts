import { atom } from 'nanostores';
import { m } from '../../shared/i18n/messages.ts';
import { toast } from '../stores/toasts.ts';
import { PROMO_DISMISSED_KEY } from '../../shared/inline-scripts/promo-init-script.ts';

export { PROMO_DISMISSED_KEY, promoInitScript } from '../../shared/inline-scripts/promo-init-script.ts';

/** The launch code: 5% off an organization's first purchase only. */
export const PROMO_CODE = 'PARIS';
/** How long the copy button says 'Copied'. */
export const COPY_FEEDBACK_MS = 2000;
/** How long the 'copied' toast stays on screen. */
export const COPY_TOAST_MS = 3000;

/** Shown by default, collapsed to a side tab once dismissed, restored from the tab. */
export type PromoBannerState = 'shown' | 'collapsed';

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Blocked storage (privacy modes) throws on access: the banner then just shows every time.
    return undefined;
  }
}

/** The state the session flag gives; 'shown' on the server or without storage. */
export function readPromoState(): PromoBannerState {
  try {
    return sessionStore()?.getItem(PROMO_DISMISSED_KEY) === 'true' ? 'collapsed' : 'shown';
  } catch {
    return 'shown';
  }
}

/** Where the banner stands; the banner island and the side tab follow it. */
export const $promoBanner = atom<PromoBannerState>(readPromoState());

// The banner and the tab are both in the HTML; this attribute (also set by promoInitScript)
// decides which one CSS shows, so server and client markup never differ.
function show(state: PromoBannerState): void {
  $promoBanner.set(state);
  if (typeof document !== 'undefined') document.documentElement.dataset.promo = state;
}

/** Hides the banner for this browser session, leaving the side tab. */
export function dismissPromoBanner(): void {
  try {
    sessionStore()?.setItem(PROMO_DISMISSED_KEY, 'true');
  } catch {
    // Without storage the banner collapses for this page view only.
  }
  show('collapsed');
}

/** Clears the session flag, shows the banner again and confirms it with a toast. */
export function restorePromoBanner(): void {
  try {
    sessionStore()?.removeItem(PROMO_DISMISSED_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  show('shown');
  toast({
    title: m.site_promo_restored_title(),
    description: m.site_promo_restored_description({ code: PROMO_CODE }),
    variant: 'info',
  });
}

/** True for COPY_FEEDBACK_MS after the code was copied. */
export const $promoCodeCopied = atom(false);
let copiedTimer: ReturnType<typeof setTimeout> | undefined;

/** The part of the Clipboard API the copy button needs. */
export type ClipboardWriter = Pick<Clipboard, 'writeText'>;

function defaultClipboard(): ClipboardWriter | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.clipboard;
}

/**
 * Copies the code: 'Copied' on the button for 2 s and a 3 s toast; if the browser refuses (no
 * permission, or a page not served over https), a toast tells the visitor to copy it by hand.
 */
export async function copyPromoCode(clipboard: ClipboardWriter | undefined = defaultClipboard()): Promise<boolean> {
  try {
    if (!clipboard) throw new Error('The Clipboard API is not available here.');
    await clipboard.writeText(PROMO_CODE);
  } catch (error) {
    console.warn('Copying the promo code failed', error);
    toast({
      title: m.site_promo_copy_failed_title(),
      description: m.site_promo_copy_failed_description({ code: PROMO_CODE }),
      variant: 'warning',
    });
    return false;
  }
  $promoCodeCopied.set(true);
  clearTimeout(copiedTimer);
  copiedTimer = setTimeout(() => $promoCodeCopied.set(false), COPY_FEEDBACK_MS);
  toast({
    title: m.site_promo_copied_title({ code: PROMO_CODE }),
    description: m.site_promo_copied_description(),
    variant: 'success',
    duration: COPY_TOAST_MS,
  });
  return true;
}
