import { z } from 'zod';
import { mayAccess, type Access } from '../../shared/routes/index.ts';
import { can, refusalMessage, type Permission } from '../../shared/permissions.ts';
import type { SessionRecord } from '../../shared/sessions/sessions.schemas.ts';
import { tokenErrors } from '../tokens/token-errors.ts';
import { scopeFor, type TokenScope } from '../../shared/token-scopes.ts';
import type { ApiTokenRecord } from '../../shared/tokens/tokens.schemas.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { errors } from './app-error.ts';
import type { EndpointContext } from './endpoint-context.ts';
import { parseJsonBody } from './read-body.ts';
import { requireRecentSession } from './token-reach.ts';
import { checkTwoFactorRule } from '../organizations/two-factor-enforcement.ts';
import { emptyReply, errorReply, isReply, reply, type Reply } from './reply.ts';
import { m } from '../../shared/i18n/messages.ts';
import { andThen, isPromise, type MaybePromise } from './maybe-promise.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an operation (the pages' access levels); checked before the input is even read. */
export type { Access };

// A user operation has a session (cookie) or an API token (Bearer), never both.
type Caller<A extends Access> = A extends 'public'
  ? { user: UserRecord | null; session: SessionRecord | null; token: ApiTokenRecord | null }
  : { user: UserRecord; session: SessionRecord | null; token: ApiTokenRecord | null };

/** One operation of an endpoint: its schemas are declared once and drive parsing and OpenAPI. */
export type Operation<
  Body extends z.ZodType = z.ZodUndefined,
  Query extends z.ZodType = z.ZodUndefined,
  Output extends z.ZodType = z.ZodType,
  A extends Access = Access,
> = {
  summary: string;
  /** Required on purpose: no endpoint becomes public by omission. */
  access: A;
  /**
   * What the caller's organization role must allow (`access: 'user'` operations): checked with
   * the access, before the input is read. An operation without one is open to owners only, and
   * test/api/role-matrix.test.ts fails until it declares one.
   */
  permission?: Permission;
  /**
   * The API token scope the operation needs, when not the one that grants `permission`
   * (token-scopes.ts); `any`: every valid token (reading one's own account).
   */
  scope?: TokenScope | 'any';
  /**
   * Only a signed-in session that signed in or re-authenticated within the last 10 minutes may
   * call it (what a leaked token must never do): a token gets 403 `token_not_allowed`, an older session
   * 403 `reauthentication_required`. Checked before the input is read.
   */
  recentSession?: boolean;
  /**
   * Still open to a member who must first set up two-factor authentication because their
   * organization requires it (setting it up, re-authenticating for it, signing out a device).
   * Every other change by such a member answers 403 `two_factor_required`.
   */
  beforeTwoFactor?: boolean;
  description?: string;
  tags?: string[];
  body?: Body;
  query?: Query;
  response: Output;
  /** Status of a successful answer (default 200; 204 sends no body). */
  status?: number;
  /** Cache-Control of a successful answer (default `no-store`). */
  cacheControl?: string;
  /** Takes the body as bytes (a file upload) up to this many bytes, instead of JSON in `body`. */
  rawBody?: { maxBytes: number };
  // Method syntax on purpose: the registry holds typed operations as AnyOperation.
  handler(
    input: Caller<A> & {
      body: z.output<Body>;
      query: z.output<Query>;
      params: Record<string, string | undefined>;
      /** The raw body of a `rawBody` operation. */
      raw: Buffer | undefined;
      context: EndpointContext;
      services: App.Locals['services'];
    },
  ): Promise<z.input<Output> | Reply> | z.input<Output> | Reply;
};

/** Declares one operation with its types inferred from its schemas. */
export function operation<
  B extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
>(spec: Operation<B, Q, R, A>): AnyOperation {
  return spec as unknown as AnyOperation;
}

/** An operation of any shape, as the registry stores it. */
export type AnyOperation = Operation<z.ZodType, z.ZodType, z.ZodType>;

/** The operations of one endpoint file, by method. */
export type Operations = Partial<Record<HttpMethod, AnyOperation>>;

/** What an endpoint file exports: its operations, which the API router serves and documents. */
export type EndpointModule = { operations: Operations };

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Declares the operations of one endpoint file (`export const operations = defineEndpoint({…})`). */
export function defineEndpoint(operations: Operations): Operations {
  return operations;
}

/** Reads the raw request body; called only once access is granted and the operation takes a body. */
export type BodyReader = (maxBytes?: number) => Promise<Buffer | undefined>;

/**
 * Runs the operation for `method`, or answers 405; never throws (a failure is its error answer).
 * A read that needs nothing outside memory answers at once, without a promise (maybe-promise.ts).
 */
export function executeEndpoint(
  operations: Operations,
  method: string,
  context: EndpointContext,
  readBody: BodyReader,
): MaybePromise<Reply> {
  const operation = operations[method as HttpMethod];
  if (!operation) return errorReply(errors.methodNotAllowed(Object.keys(operations)));
  try {
    const services = context.locals.services;
    const caller = authorize(operation, context.locals, () => context.url.pathname);
    const { user, session, token } = caller;
    // A token has met the organization's two-factor rule already, when it was resolved.
    const twoFactor =
      user && session && !token && operation.access !== 'public' && !operation.beforeTwoFactor
        ? checkTwoFactorRule(services.repositories, user, method)
        : undefined;
    const answer = andThen(twoFactor, () => {
      if (operation.recentSession) requireRecentSession(services.sessions, session);
      return runOperation(operation, method, context, readBody, caller);
    });
    return isPromise(answer) ? answer.catch(errorReply) : answer;
  } catch (error) {
    return errorReply(error);
  }
}

/** Reads the input (the body only for a method that has one), runs the handler, shapes its answer. */
function runOperation(
  operation: AnyOperation,
  method: string,
  context: EndpointContext,
  readBody: BodyReader,
  caller: { user: UserRecord | null; session: SessionRecord | null; token: ApiTokenRecord | null },
): MaybePromise<Reply> {
  const hasBody = BODY_METHODS.has(method);
  const body = operation.body
    ? andThen(hasBody ? readBody() : undefined, (bytes) =>
        parse(operation.body as z.ZodType, hasBody ? parseJsonBody(bytes, context.headers['content-type']) : undefined),
      )
    : undefined;
  const raw = operation.rawBody && hasBody ? readBody(operation.rawBody.maxBytes) : undefined;
  const run = (input: { body: unknown; raw: Buffer | undefined }) =>
    andThen(
      operation.handler({
        ...input,
        query: operation.query ? parse(operation.query, Object.fromEntries(context.url.searchParams)) : undefined,
        params: context.params,
        context,
        services: context.locals.services,
        ...caller,
      }),
      (result) => shapeAnswer(operation, context, result),
    );
  // Only a method with a body waits for it; a read goes on at once.
  if (isPromise(body) || isPromise(raw))
    return Promise.all([body, raw]).then(([parsedBody, rawBytes]) => run({ body: parsedBody, raw: rawBytes }));
  return run({ body, raw });
}

/** A handler's result as the answer: its own Reply, or its output as JSON (204: no body). */
function shapeAnswer(operation: AnyOperation, context: EndpointContext, result: unknown): Reply {
  if (isReply(result)) return result;
  const headers = { 'Cache-Control': operation.cacheControl ?? 'no-store' };
  if (operation.status === 204) return emptyReply(headers);
  // Outside production every answer is checked against its declared schema, so drift fails tests.
  const output = context.locals.services.config.appEnv === 'production' ? result : operation.response.parse(result);
  return reply(output, { status: operation.status ?? 200, headers });
}

/**
 * The caller, if the operation's access lets them in. User endpoints answer 401 without a
 * session or token, and 403 when the caller's organization role does not allow the operation's
 * permission, or when a token lacks the scope that grants it. Staff endpoints (admin, officer)
 * do not reveal themselves: anyone without the role, signed in or not, and every token, gets the
 * very 404 an unknown path gets, before the input is read.
 */
function authorize(
  operation: AnyOperation,
  locals: App.Locals,
  pathname: () => string,
): { user: UserRecord | null; session: SessionRecord | null; token: ApiTokenRecord | null } {
  const { access, permission } = operation;
  const staff = access === 'admin' || access === 'officer';
  const token = locals.token ?? null;
  if (locals.tokenRefusal) throw staff ? hidden(pathname()) : locals.tokenRefusal;
  // A public operation treats a token's bearer as a visitor: the token reaches only what its scopes say.
  if (access === 'public')
    return token
      ? { user: null, session: null, token: null }
      : { user: locals.userRecord ?? null, session: locals.session ?? null, token: null };
  if (token) {
    if (staff) throw hidden(pathname());
    const scope = operation.scope ?? (permission ? scopeFor(permission) : null);
    if (scope === null) throw tokenErrors.notForTokens();
    // Never a token, whatever its scopes: the same answer as the recent-session check gives it.
    if (operation.recentSession) throw tokenErrors.notForTokens(m.error_api_tokens_need_recent_session());
    if (scope !== 'any' && !token.scopes.includes(scope)) throw tokenErrors.missingScope(scope);
  }
  const user = locals.userRecord ?? null;
  const session = locals.session ?? null;
  if (!user || (!session && !token)) throw staff ? hidden(pathname()) : errors.unauthorized();
  if (staff && !mayAccess(access, user)) throw hidden(pathname());
  if (access === 'user' && !(permission ? can(user.orgRole, permission) : user.orgRole === 'owner')) {
    throw errors.forbidden(refusalMessage(user.orgRole, permission));
  }
  return { user, session, token };
}

/** The session of a signed-in caller; operations that only a session may call (never a token) use it. */
export function requireSession(session: SessionRecord | null): SessionRecord {
  if (!session) throw tokenErrors.notForTokens();
  return session;
}

/** The router's answer for a path that has no endpoint. */
const hidden = (pathname: string) => errors.notFound(m.error_no_api_endpoint({ path: pathname }));

/** Validates input; failures become 400 with one message per field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  throw errors.badRequest(m.error_some_fields_missing_invalid(), fields);
}
