import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setApiBase } from './api-base.ts';
import { ApiError } from './api-error.ts';
import { startTestServer, type TestServer } from './api-test-server.ts';
import { setReauthenticationPrompt } from './reauthentication.ts';
import { apiRequest } from './api/client.ts';

// An action answered 403 `reauthentication_required` asks for the password and is sent again once.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  setApiBase(server.origin);
});
afterAll(async () => {
  setApiBase('');
  await server.close();
});
afterEach(() => setReauthenticationPrompt(undefined));

const REAUTH = { status: 403, body: { code: 'reauthentication_required', message: 'Confirm it is you.' } };

describe('apiRequest and re-authentication', () => {
  it('asks once, then sends the same request again', async () => {
    let asked = 0;
    setReauthenticationPrompt(async () => {
      asked += 1;
      server.reply('/api/tokens', { status: 201, body: { token: 'sk8s_x' } });
      return true;
    });
    server.reply('/api/tokens', REAUTH);
    await expect(apiRequest('/api/tokens', { method: 'POST', body: { name: 'CI' } })).resolves.toEqual({
      token: 'sk8s_x',
    });
    expect(asked).toBe(1);
    const sent = server.requests.filter((request) => request.path === '/api/tokens');
    expect(sent.map((request) => [request.method, request.body])).toEqual([
      ['POST', '{"name":"CI"}'],
      ['POST', '{"name":"CI"}'],
    ]);
  });

  it('gives the refusal back when the person cancels, or when the retry is refused again', async () => {
    server.reply('/api/auth/mfa/setup', REAUTH);
    setReauthenticationPrompt(async () => false);
    const cancelled = await apiRequest('/api/auth/mfa/setup', { method: 'POST' }).catch((error: unknown) => error);
    expect(cancelled).toBeInstanceOf(ApiError);
    expect((cancelled as ApiError).code).toBe('reauthentication_required');
    let asked = 0;
    setReauthenticationPrompt(async () => ++asked > 0);
    const again = await apiRequest('/api/auth/mfa/setup', { method: 'POST' }).catch((error: unknown) => error);
    expect((again as ApiError).code).toBe('reauthentication_required');
    expect(asked).toBe(1);
  });

  it('leaves other 403s alone', async () => {
    setReauthenticationPrompt(async () => {
      throw new Error('not asked');
    });
    server.reply('/api/organization/invitations', { status: 403, body: { code: 'forbidden', message: 'No.' } });
    const error = await apiRequest('/api/organization/invitations', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect((error as ApiError).code).toBe('forbidden');
  });
});
