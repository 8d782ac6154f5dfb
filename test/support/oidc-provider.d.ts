// Types of the parts of oidc-provider the tests use (the package ships none).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type KoaContext = { path: string; method: string; body: unknown };
  export type Account = { accountId: string; claims: () => Record<string, unknown> };
  export type Configuration = {
    clients: Array<Record<string, unknown>>;
    jwks: { keys: Array<Record<string, unknown>> };
    cookies?: { keys: string[] };
    findAccount: (ctx: unknown, id: string) => Promise<Account | undefined> | Account | undefined;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    pkce?: { required: () => boolean };
    features?: Record<string, { enabled: boolean }>;
    ttl?: Record<string, number>;
  };
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
