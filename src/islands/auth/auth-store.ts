import { atom, computed } from 'nanostores';
import { mayBeSignedIn } from '../../shared/session-hint.ts';
import { ApiError } from '../lib/api-error.ts';
import { queryClient } from '../lib/query-client.ts';
import { apiRequest, apiStatus, invalidateApi } from '../lib/api/client.ts';
import { toast } from '../stores/toasts.ts';
import { m } from '../../shared/i18n/messages.ts';
import { applyPreferences } from './apply-preferences.ts';
import { whenTwoFactorRequired } from '../lib/two-factor-requirement.ts';
import { clearAuthStorage } from './auth.ts';
import type { User } from './auth.ts';

/** The signed-in user: undefined while loading, null when signed out. */
export const $user = atom<User | null | undefined>(undefined);

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/** Where the session stands, derived from $user. */
export const $authStatus = computed(
  $user,
  (user): AuthStatus => (user === undefined ? 'loading' : user === null ? 'signed-out' : 'signed-in'),
);

/** The last failure of loadUser other than "not signed in"; null once a load succeeds. */
export const $authError = atom<Error | null>(null);

/**
 * True from the moment this tab (or another) signs out until the page goes away, so guards do
 * not send the user to /auth while logout is taking them to /.
 */
export const $signingOut = atom(false);

/** GET /api/user is retried up to 2 times, only on 401, 1 s apart. */
export const USER_FETCH_RETRIES = 2;
export const USER_FETCH_RETRY_DELAY_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Bumped by every sign-in and sign-out, so a slower loadUser that started before cannot
// overwrite the newer state (e.g. a retried 401 landing after the sign-in form succeeded).
let generation = 0;
let inFlight: Promise<User | null> | undefined;

/** Seeds $user with the user the server rendered the page for; only the first call counts. */
export function setInitialUser(user: User | null): void {
  if ($user.get() === undefined) $user.set(user);
}

export interface LoadUserOptions {
  /** Waits between retries; tests pass their own. */
  delay?: (ms: number) => Promise<void>;
}

// A 403 two_factor_required on any call: the user is read again, and the shell sends them to the set-up.
whenTwoFactorRequired(() => void loadUser().catch(() => {}));

/**
 * Fetches the current user into $user: null after a 401 that survives the retries; any other
 * failure is recorded in $authError and thrown. Concurrent calls share one request.
 */
export function loadUser(options: LoadUserOptions = {}): Promise<User | null> {
  inFlight ??= fetchUserWithRetry(options.delay ?? wait).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function fetchUserWithRetry(delay: (ms: number) => Promise<void>): Promise<User | null> {
  const startedIn = generation;
  // No session was issued to this browser: signed out, without a request that would answer 401.
  if (!mayBeSignedIn()) return settle(startedIn, null);
  for (let attempt = 0; ; attempt += 1) {
    try {
      // The response cache would answer a refresh with a stale user.
      void invalidateApi(undefined, ['/api/user']);
      // The schema (and zod) load with the request, not with the page: a refresh is rare.
      const [answer, { publicUserSchema }] = await Promise.all([
        apiRequest<unknown>('/api/user'),
        import('./user-schema.ts'),
      ]);
      const user = publicUserSchema.parse(answer);
      return settle(startedIn, user);
    } catch (error) {
      const unauthorized = error instanceof ApiError && error.status === 401;
      if (!unauthorized) {
        if (startedIn === generation) $authError.set(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
      if (attempt >= USER_FETCH_RETRIES) return settle(startedIn, null);
      await delay(USER_FETCH_RETRY_DELAY_MS);
      // Signed in or out meanwhile: the answer is known, so stop asking.
      if (startedIn !== generation) return $user.get() ?? null;
    }
  }
}

function settle(startedIn: number, user: User | null): User | null {
  // A newer sign-in or sign-out wins over this load's answer.
  if (startedIn !== generation) return $user.get() ?? null;
  $authError.set(null);
  $user.set(user);
  return user;
}

/** Drops every cached server answer, so the next user sees none of the previous one's data. */
function clearCachedData(): void {
  void invalidateApi(queryClient);
}

/** Call after a successful login, registration, MFA step or magic link with the returned user. */
export function signIn(user: User): void {
  generation += 1;
  clearCachedData();
  // The pending second-factor state is finished either way.
  clearAuthStorage(['mfaToken', 'tempUserId']);
  $authError.set(null);
  $signingOut.set(false);
  $user.set(user);
  applyPreferences(user.preferences);
}

const CHANNEL_NAME = 'auth';
const LOGOUT_MESSAGE = 'logout';
let channel: BroadcastChannel | undefined;

// One instance per tab: a BroadcastChannel does not receive its own messages, so posting on the
// listening instance tells the other tabs without triggering this tab's own listener.
function authChannel(): BroadcastChannel | undefined {
  if (channel === undefined && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL_NAME);
  }
  return channel;
}

function navigateHome(): void {
  if (typeof window !== 'undefined') window.location.assign('/');
}

function forgetSession(): void {
  generation += 1;
  $signingOut.set(true);
  $user.set(null);
  clearAuthStorage();
  clearCachedData();
}

/**
 * Signs out: clears the user at once, the storage keys and every cache, tells the
 * other tabs, then asks the server to end the session (a failure is only logged) and goes to /.
 */
export async function logout(): Promise<void> {
  forgetSession();
  authChannel()?.postMessage(LOGOUT_MESSAGE);
  try {
    const status = await apiStatus('/api/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      // Lets the request finish even though the page navigates away right after.
      keepalive: true,
    });
    if (status < 200 || status > 299) console.error(`Logout request failed with HTTP ${status}`);
  } catch (error) {
    console.error('Logout request failed', error);
  }
  toast({ title: m.auth_logged_out(), variant: 'success' });
  navigateHome();
}

let stopListening: (() => void) | undefined;

/**
 * Starts following logouts from other tabs of this site: the user and every cache are cleared
 * and the page goes to /. Idempotent; returns a function that stops listening.
 */
export function listenForLogoutInOtherTabs(): () => void {
  if (stopListening) return stopListening;
  const current = authChannel();
  if (!current) return () => {};
  const onMessage = (event: MessageEvent) => {
    if (event.data !== LOGOUT_MESSAGE) return;
    forgetSession();
    navigateHome();
  };
  current.addEventListener('message', onMessage);
  stopListening = () => {
    current.removeEventListener('message', onMessage);
    stopListening = undefined;
  };
  return stopListening;
}

/** Test-only: closes the channel and returns the module to its first state. */
export function resetAuthStoreForTests(): void {
  stopListening?.();
  channel?.close();
  channel = undefined;
  inFlight = undefined;
  generation = 0;
  $user.set(undefined);
  $authError.set(null);
  $signingOut.set(false);
}
