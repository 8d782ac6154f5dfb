import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, TOAST_LIMIT, dismissToast, toast, toastReducer } from './toasts.ts';
import type { ToastVariant, ToasterToast } from './toasts.ts';

const make = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({
  id,
  open: true,
  title: `Toast ${id}`,
  ...extra,
});

describe('toastReducer', () => {
  it('keeps at most 3 toasts, newest first, dropping the oldest', () => {
    let state: ToasterToast[] = [];
    for (const id of ['1', '2', '3', '4']) state = toastReducer(state, { type: 'add', toast: make(id) });
    expect(TOAST_LIMIT).toBe(3);
    expect(state.map((t) => t.id)).toEqual(['4', '3', '2']);
  });

  it('merges an update into the matching toast only', () => {
    const state = [make('1', { description: 'old', variant: 'info' }), make('2')];
    const next = toastReducer(state, { type: 'update', toast: { id: '1', description: 'new' } });
    expect(next[0]).toEqual({ id: '1', open: true, title: 'Toast 1', description: 'new', variant: 'info' });
    expect(next[1]).toBe(state[1]);
  });

  it('closes one toast by id, or all of them without an id', () => {
    const state = [make('1'), make('2')];
    expect(toastReducer(state, { type: 'dismiss', id: '2' }).map((t) => t.open)).toEqual([true, false]);
    expect(toastReducer(state, { type: 'dismiss' }).map((t) => t.open)).toEqual([false, false]);
  });

  it('removes one toast by id, or all of them without an id', () => {
    const state = [make('1'), make('2')];
    expect(toastReducer(state, { type: 'remove', id: '1' }).map((t) => t.id)).toEqual(['2']);
    expect(toastReducer(state, { type: 'remove' })).toEqual([]);
  });

  it('does not mutate the previous state', () => {
    const state = [make('1')];
    toastReducer(state, { type: 'dismiss', id: '1' });
    expect(state[0]?.open).toBe(true);
  });
});

describe('toast()', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    dismissToast();
    vi.runAllTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the newest toast first and keeps only 3', () => {
    toast({ title: 'first' });
    toast({ title: 'second' });
    toast({ title: 'third' });
    toast({ title: 'fourth' });
    expect($toasts.get().map((t) => t.title)).toEqual(['fourth', 'third', 'second']);
    expect($toasts.get().every((t) => t.open)).toBe(true);
  });

  it('updates a shown toast through its handle', () => {
    const handle = toast({ title: 'Saving', variant: 'info' });
    handle.update({ title: 'Saved', variant: 'success' });
    expect($toasts.get()).toEqual([{ id: handle.id, open: true, title: 'Saved', variant: 'success' }]);
  });

  it('closes a dismissed toast and removes it exactly 6000 ms later', () => {
    const handle = toast({ title: 'Bye' });
    const other = toast({ title: 'Stays' });
    handle.dismiss();
    expect($toasts.get().find((t) => t.id === handle.id)?.open).toBe(false);
    expect($toasts.get().find((t) => t.id === other.id)?.open).toBe(true);

    vi.advanceTimersByTime(5999);
    expect($toasts.get().some((t) => t.id === handle.id)).toBe(true);

    vi.advanceTimersByTime(1);
    expect($toasts.get().map((t) => t.id)).toEqual([other.id]);
  });

  it('does not postpone removal when dismissed twice', () => {
    const handle = toast({ title: 'Twice' });
    handle.dismiss();
    vi.advanceTimersByTime(3000);
    handle.dismiss();
    vi.advanceTimersByTime(3000);
    expect($toasts.get()).toEqual([]);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'a' });
    toast({ title: 'b' });
    dismissToast();
    expect($toasts.get().map((t) => t.open)).toEqual([false, false]);
    vi.advanceTimersByTime(6000);
    expect($toasts.get()).toEqual([]);
  });

  it('accepts every variant and an optional duration', () => {
    const variants: ToastVariant[] = ['default', 'destructive', 'success', 'warning', 'info'];
    for (const variant of variants) {
      const { id } = toast({ title: variant, variant, duration: 3000 });
      expect($toasts.get()[0]).toMatchObject({ id, variant, duration: 3000, open: true });
    }
  });
});

describe('toasts that follow a page navigation', () => {
  it('carries only open, recent, plain-text toasts, oldest first', async () => {
    const { toastsToCarry, toast: show, $toasts: store, dismissToast: dismiss } = await import('./toasts.ts');
    dismiss();
    show({ title: 'Login successful', description: 'Welcome back, Ada!', variant: 'success' });
    show({ title: 'Second' });
    const now = Date.now();
    expect(toastsToCarry(store.get(), now).map((t) => t.title)).toEqual(['Login successful', 'Second']);
    expect(toastsToCarry(store.get(), now + 6000)).toEqual([]);
    dismiss();
    expect(toastsToCarry(store.get(), now)).toEqual([]);
  });
});
