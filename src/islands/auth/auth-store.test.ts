import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { apiRequest } from '../lib/api/client.ts';
import { $toasts } from '../stores/toasts.ts';
import {
  $authError,
  $authStatus,
  $signingOut,
  $user,
  listenForLogoutInOtherTabs,
  loadUser,
  logout,
  resetAuthStoreForTests,
  setInitialUser,
  signIn,
} from './auth-store.ts';
import { testUser } from './test-user.ts';

const alice = testUser({ companyName: 'Acme SAS', companyId: 'ACME-0001' });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () => json({ message: 'Not signed in', code: 'unauthenticated' }, 401);

/** A minimal Storage, since the node environment has no localStorage or sessionStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  resetAuthStoreForTests();
  queryClient.clear();
  $toasts.set([]);
  assign = vi.fn<(url: string) => void>();
  vi.stubGlobal('window', {
    location: { assign },
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
  });
});

afterEach(() => {
  resetAuthStoreForTests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadUser', () => {
  it('stores the user and reports signed-in', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(alice));
    expect($authStatus.get()).toBe('loading');
    await expect(loadUser()).resolves.toEqual(alice);
    expect($user.get()).toEqual(alice);
    expect($authStatus.get()).toBe('signed-in');
  });

  it('retries a 401 twice, 1 s apart, then counts as signed out', async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => unauthorized());
    const result = loadUser();

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchSpy).toHaveBeenCalledTimes(3);

    await expect(result).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(fetchSpy.mock.calls.every(([url]) => url === '/api/user')).toBe(true);
    expect($authStatus.get()).toBe('signed-out');
  });

  it('returns the user when a retry after a 401 succeeds', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(unauthorized()).mockResolvedValueOnce(json(alice));
    const delay = vi.fn(() => Promise.resolve());
    await expect(loadUser({ delay })).resolves.toEqual(alice);
    expect(delay).toHaveBeenCalledExactlyOnceWith(1000);
  });

  it('throws any other failure at once, without retrying', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => json({ message: 'Database unavailable' }, 500));
    const delay = vi.fn(() => Promise.resolve());
    await expect(loadUser({ delay })).rejects.toMatchObject({ status: 500, message: 'Database unavailable' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(delay).not.toHaveBeenCalled();
    expect($authStatus.get()).toBe('loading');
    expect($authError.get()?.message).toBe('Database unavailable');
  });

  it('shares one request between concurrent callers', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(alice));
    await Promise.all([loadUser(), loadUser(), loadUser()]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('does not let a 401 that started earlier undo a newer sign-in', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => unauthorized());
    let releaseRetry = () => {};
    const firstRetryHeld = new Promise<void>((resolve) => (releaseRetry = resolve));
    const delay = vi.fn().mockReturnValueOnce(firstRetryHeld).mockResolvedValue(undefined);
    const pending = loadUser({ delay });
    await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(1));
    signIn(alice);
    releaseRetry();
    await expect(pending).resolves.toEqual(alice);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    expect($user.get()).toEqual(alice);
  });
});

describe('setInitialUser', () => {
  it('seeds the user without fetching, only once', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    setInitialUser(alice);
    setInitialUser(null);
    expect($user.get()).toEqual(alice);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('signIn', () => {
  it('sets the user and clears the API and query caches', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ clusters: 3 }));
    await apiRequest('/api/sidebar-counts');
    queryClient.setQueryData(['/api/orders'], [{ id: 'o1' }]);

    signIn(alice);

    expect($user.get()).toEqual(alice);
    expect(queryClient.getQueryData(['/api/orders'])).toBeUndefined();
    await apiRequest('/api/sidebar-counts');
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('logout', () => {
  it('clears the user and storage keys, calls /api/logout with keepalive, then goes to /', async () => {
    setInitialUser(alice);
    for (const key of ['redirectAfterLogin', 'authToken', 'loginTimestamp']) window.localStorage.setItem(key, 'x');
    window.localStorage.setItem('theme', 'dark');
    window.sessionStorage.setItem('mfaToken', 'token');
    queryClient.setQueryData(['/api/clusters'], [{ id: 'c1' }]);
    let userWhenServerCalled: unknown = 'not called';
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      userWhenServerCalled = $user.get();
      return new Response(null, { status: 204 });
    });

    await logout();

    expect(userWhenServerCalled).toBeNull();
    expect($authStatus.get()).toBe('signed-out');
    expect($signingOut.get()).toBe(true);
    expect(window.localStorage.getItem('redirectAfterLogin')).toBeNull();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('loginTimestamp')).toBeNull();
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(window.sessionStorage.getItem('mfaToken')).toBeNull();
    expect(queryClient.getQueryData(['/api/clusters'])).toBeUndefined();
    expect(fetchSpy).toHaveBeenCalledExactlyOnceWith('/api/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      keepalive: true,
    });
    expect($toasts.get()[0]?.title).toBe('Logged out successfully');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('only logs a failed server call and still goes to /', async () => {
    setInitialUser(alice);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(logout()).resolves.toBeUndefined();

    expect(consoleError).toHaveBeenCalled();
    expect($user.get()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('tells the other tabs', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const otherTab = new BroadcastChannel('auth');
    const received = new Promise<unknown>((resolve) => {
      otherTab.onmessage = (event) => resolve(event.data);
    });
    await logout();
    await expect(received).resolves.toBe('logout');
    otherTab.close();
  });
});

describe('logout in another tab', () => {
  it('clears the user and cached data and goes to /', async () => {
    setInitialUser(alice);
    window.localStorage.setItem('redirectAfterLogin', '/billing');
    queryClient.setQueryData(['/api/orders'], [{ id: 'o1' }]);
    const stop = listenForLogoutInOtherTabs();
    expect(listenForLogoutInOtherTabs()).toBe(stop);

    const otherTab = new BroadcastChannel('auth');
    otherTab.postMessage('logout');
    await vi.waitFor(() => expect($user.get()).toBeNull());
    otherTab.close();

    expect(queryClient.getQueryData(['/api/orders'])).toBeUndefined();
    expect(window.localStorage.getItem('redirectAfterLogin')).toBeNull();
    expect(assign).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('ignores other messages on the channel', async () => {
    setInitialUser(alice);
    listenForLogoutInOtherTabs();
    const otherTab = new BroadcastChannel('auth');
    otherTab.postMessage('hello');
    // The logout that follows marks when 'hello' has certainly been delivered.
    otherTab.postMessage('logout');
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    otherTab.close();
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
