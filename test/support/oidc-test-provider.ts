// A real OpenID provider for the single sign-on tests: oidc-provider, in this process, on a free
// port, with its development login and consent pages (any login; the account's claims are the
// test's). The tests drive those pages with plain HTTP (form posts) and can change the ID token
// the token endpoint answers with, re-signed with the provider's own key, to see each check refuse.
import { createSign, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';

/** What the provider says about a login: its claims in the ID token. */
export type TestIdentity = { email: string; email_verified: boolean; name?: string; groups?: string[] };
/** Changes the ID token's claims before it is signed again; `signature: 'broken'` spoils the signature. */
export type Tamper = { claims?: (claims: Record<string, unknown>) => Record<string, unknown>; signature?: 'broken' };

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Declares a login: the provider signs it in with these claims. */
  identity(login: string, identity: TestIdentity): void;
  /** The next token responses' ID token is changed (until reset with `undefined`). */
  tamper(change: Tamper | undefined): void;
  /** The raw ID tokens the token endpoint answered, oldest first. */
  idTokens: string[];
  /** Replaces the next ID token with this one (a token of an earlier sign-in: a replay). */
  replay(idToken: string | undefined): void;
  close(): Promise<void>;
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const unb64 = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Starts the provider with one confidential client whose redirect URIs are `redirectUris`. */
export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const identities = new Map<string, TestIdentity>();
  let tamper: Tamper | undefined;
  let replay: string | undefined;
  const idTokens: string[] = [];

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'sovereign-console';
  const clientSecret = 'test-client-secret-0123456789abcdef';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    findAccount: (_ctx, id) => {
      const identity = identities.get(id);
      return identity && { accountId: id, claims: () => ({ sub: id, ...identity }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    // The claims of the scopes go in the ID token itself (the console reads only the ID token).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  });
  const sign = (header: Record<string, unknown>, claims: Record<string, unknown>) => {
    const input = `${b64(header)}.${b64(claims)}`;
    return `${input}.${createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url')}`;
  };
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !body?.id_token) return;
    idTokens.push(body.id_token);
    if (replay) {
      body.id_token = replay;
      replay = undefined;
      return;
    }
    if (!tamper) return;
    const [header = '', payload = '', signature = ''] = body.id_token.split('.');
    if (tamper.claims) body.id_token = sign(unb64(header), tamper.claims(unb64(payload)));
    if (tamper.signature === 'broken') {
      const [h, p] = body.id_token.split('.');
      body.id_token = `${h}.${p}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    }
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    identity: (login, identity) => identities.set(login, identity),
    tamper: (change) => {
      tamper = change;
    },
    idTokens,
    replay: (idToken) => {
      replay = idToken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A cookie jar per origin (host:port), enough for the provider's and the console's cookies. */
export class CookieJar {
  #jars = new Map<string, Map<string, string>>();

  header(url: URL): string {
    return [...(this.#jars.get(url.host) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  store(url: URL, response: Response): void {
    const jar = this.#jars.get(url.host) ?? new Map<string, string>();
    this.#jars.set(url.host, jar);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  }

  get(url: URL, name: string): string | undefined {
    return this.#jars.get(url.host)?.get(name);
  }

  set(url: URL, name: string, value: string): void {
    const jar = this.#jars.get(url.host) ?? new Map<string, string>();
    this.#jars.set(url.host, jar);
    jar.set(name, value);
  }
}

/** One request without following redirects; the jar sends and keeps the cookies. */
export async function visit(
  jar: CookieJar,
  url: URL,
  init: { method?: string; form?: Record<string, string>; accept?: string } = {},
) {
  const headers: Record<string, string> = { Cookie: jar.header(url), Accept: init.accept ?? 'application/json' };
  let body: string | undefined;
  if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const response = await fetch(url, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    redirect: 'manual',
  });
  jar.store(url, response);
  const location = response.headers.get('location');
  return { response, text: await response.text(), location: location ? new URL(location, url) : undefined };
}

/**
 * Signs `login` in at the provider from its authorization URL, through the development login
 * and consent forms; answers the console callback URL the provider redirects to (not visited).
 */
export async function signInAtProvider(jar: CookieJar, authorizationUrl: URL, login: string): Promise<URL> {
  let next: URL | undefined = authorizationUrl;
  for (let step = 0; step < 12 && next; step++) {
    if (!next.origin.startsWith(authorizationUrl.origin)) return next;
    const { text, location } = await visit(jar, next, { accept: 'text/html' });
    if (location) {
      next = location;
      continue;
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(text)?.[1];
    if (!action) throw new Error(`the provider showed no form at ${next.href}:\n${text.slice(0, 500)}`);
    const form: Record<string, string> = /name="prompt" value="login"/.test(text)
      ? { prompt: 'login', login, password: 'any' }
      : { prompt: 'consent' };
    const submitted = await visit(jar, new URL(action.replace(/&amp;/g, '&'), next), { form, accept: 'text/html' });
    next = submitted.location;
  }
  if (!next) throw new Error('the provider stopped without redirecting');
  return next;
}
