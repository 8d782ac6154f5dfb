import { atom } from 'nanostores';
import type { ReactElement, ReactNode } from 'react';

/** At most this many toasts exist at once; adding another drops the oldest. */
export const TOAST_LIMIT = 3;
/** A dismissed toast stays in the store this long (ms) so its exit animation can finish. */
export const TOAST_REMOVE_DELAY = 6000;

export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning' | 'info';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Time on screen in ms before it closes itself; the Toaster's 5000 ms when omitted. */
  duration?: number;
  /** A <ToastAction altText="…"> element. */
  action?: ReactElement;
}

export interface ToasterToast extends ToastInput {
  id: string;
  open: boolean;
}

export type ToastStoreAction =
  | { type: 'add'; toast: ToasterToast }
  | { type: 'update'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** Pure state transition for the toast list (newest first); timers live in dispatch(). */
export function toastReducer(state: readonly ToasterToast[], action: ToastStoreAction): ToasterToast[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case 'dismiss':
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

/** The toasts the Toaster renders, newest first. */
export const $toasts = atom<ToasterToast[]>([]);

const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string): void {
  // The first dismissal starts the clock; a repeated dismiss must not postpone removal.
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY),
  );
}

function dispatch(action: ToastStoreAction): void {
  const before = $toasts.get();
  if (action.type === 'dismiss') {
    for (const t of before) {
      if (action.id === undefined || t.id === action.id) scheduleRemoval(t.id);
    }
  }
  const after = toastReducer(before, action);
  // Toasts pushed out by the limit or removed early must not leave a pending timer behind.
  for (const id of removeTimers.keys()) {
    if (!after.some((t) => t.id === id)) {
      clearTimeout(removeTimers.get(id));
      removeTimers.delete(id);
    }
  }
  $toasts.set(after);
}

let counter = 0;
function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return String(counter);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  dispatch(id === undefined ? { type: 'dismiss' } : { type: 'dismiss', id });
}

const createdAt = new Map<string, number>();

/** Shows a toast and returns handles to change or close it later. */
export function toast(input: ToastInput): {
  id: string;
  dismiss: () => void;
  update: (changes: ToastInput) => void;
} {
  const id = nextId();
  createdAt.set(id, Date.now());
  dispatch({ type: 'add', toast: { ...input, id, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes) => dispatch({ type: 'update', toast: { ...changes, id } }),
  };
}

// A toast raised just before a full page navigation ('Login successful', then /dashboard) would
// die with the page: text-only toasts younger than CARRY_MS follow the navigation in this tab.
const CARRY_KEY = 'toasts:carry';
const CARRY_MS = 5000;
type CarriedToast = { title?: string; description?: string; variant?: ToastVariant; duration?: number; at: number };

/** Toasts worth carrying over to the next page: open, recent, and plain text. */
export function toastsToCarry(toasts: readonly ToasterToast[], now: number): CarriedToast[] {
  return toasts
    .filter((t) => t.open && now - (createdAt.get(t.id) ?? 0) < CARRY_MS)
    .filter(
      (t) =>
        (t.title === undefined || typeof t.title === 'string') &&
        (t.description === undefined || typeof t.description === 'string'),
    )
    .map((t) => ({
      title: t.title as string | undefined,
      description: t.description as string | undefined,
      variant: t.variant,
      duration: t.duration,
      at: now,
    }))
    .reverse();
}

if (typeof window !== 'undefined' && typeof sessionStorage !== 'undefined') {
  try {
    const carried = JSON.parse(sessionStorage.getItem(CARRY_KEY) ?? '[]') as CarriedToast[];
    sessionStorage.removeItem(CARRY_KEY);
    for (const item of carried) if (Date.now() - item.at < 10_000) toast(item);
  } catch {
    // Storage unavailable or garbled: nothing to carry.
  }
  window.addEventListener('pagehide', () => {
    try {
      const carry = toastsToCarry($toasts.get(), Date.now());
      if (carry.length > 0) sessionStorage.setItem(CARRY_KEY, JSON.stringify(carry));
    } catch {
      // Private mode without storage: the toast is lost with the page, as before.
    }
  });
}
