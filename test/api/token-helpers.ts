// What the automation API tests share: creating API tokens through the API, and a client that
// authenticates with one (`Authorization: Bearer`) and never with a cookie.
import { expect } from 'vitest';
import { ApiClient } from './api-client.ts';

/** A client that sends `Authorization: Bearer <token>` and no session cookie. */
export class BearerClient extends ApiClient {
  readonly token: string;

  constructor(base: string, token: string) {
    super(base);
    this.token = token;
  }

  override request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    this.cookie = undefined;
    return super.request(method, path, body, { Authorization: `Bearer ${this.token}`, ...headers });
  }
}

/** Creates a token as `client` (signed in) and answers it with its id. */
export async function createToken(
  client: ApiClient,
  scopes: string[],
  name = 'CI',
  expiresInDays = 30,
): Promise<{ token: string; id: string }> {
  const response = await client.post('/api/tokens', { name, scopes, expiresInDays });
  expect(response.status, response.text).toBe(201);
  return { token: response.json.token as string, id: response.json.id as string };
}

/** A client acting with a new token of `client` carrying `scopes`. */
export async function tokenClient(client: ApiClient, scopes: string[]): Promise<BearerClient> {
  return new BearerClient(client.base, (await createToken(client, scopes)).token);
}
