import { describe, it, expect, vi, afterEach } from 'vitest';
import { renderToString } from 'react-dom/server';
import { $user } from './auth-store.ts';
import { AuthProvider, useAuth } from './AuthProvider.tsx';
import { testUser } from './test-user.ts';

const alice = testUser();

function SessionProbe() {
  const { user, status } = useAuth();
  return <p>{`${status}:${user?.username ?? 'nobody'}`}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useAuth', () => {
  it('throws outside an AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(<SessionProbe />)).toThrow(new Error('useAuth must be used within an AuthProvider'));
  });

  it('renders the server-provided user on the server without touching the shared store', () => {
    const html = renderToString(
      <AuthProvider initialUser={alice}>
        <SessionProbe />
      </AuthProvider>,
    );
    expect(html).toContain('signed-in:alice');
    // Effects do not run on the server, so one request's user never leaks into the next.
    expect($user.get()).toBeUndefined();
  });

  it('reports loading on the server when the page did not provide a user', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = renderToString(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
    );
    expect(html).toContain('loading:nobody');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
