import { settleRequestLocale } from '../i18n/request-locale.ts';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { Services } from '../app/services.ts';
import { hasDevelopmentTools } from '../config/config.ts';
import { executeEndpoint, type Access, type EndpointModule, type HttpMethod, type Operations } from './api-route.ts';
import { isStorageUnavailable } from '../store/storage-unavailable.ts';
import { errors } from './app-error.ts';
import { resolveSession, sessionCookieFor, usesSecureCookies } from './caller.ts';
import { dropStaleSessionHint } from '../sessions/session-cookie.ts';
import { clientAddress } from './client-address.ts';
import { requestContext } from '../observability/request-context.ts';
import type { EndpointContext } from './endpoint-context.ts';
import { listEndpointFiles, type EndpointFile } from './endpoint-files.ts';
import { buildOpenApiDocument, openApiReply } from './openapi.ts';
import { localizeOpenApiDocument, openApiLocale } from './openapi-locale.ts';
import type { Locale } from '../../shared/i18n/locale.ts';
import { readBody } from './read-body.ts';
import { errorReply, sendReply, type Reply } from './reply.ts';
import { ResponseCookies } from './response-cookies.ts';
import { afterBearer, bearerCredential, resolveBearer, type BearerCaller } from '../tokens/bearer.ts';
import { andThen, isPromise, type MaybePromise } from './maybe-promise.ts';
import type { RequestTarget } from './request-target.ts';
import { m } from '../../shared/i18n/messages.ts';

/** Gives the module of an endpoint file: imported once (production) or through Vite (development). */
export type EndpointLoader = (file: string) => EndpointModule | Promise<EndpointModule>;

type Route = EndpointFile & { staticCount: number };

/** Who is asking: a session's user, a token's holder (or why the token is refused), or nobody. */
type Caller = BearerCaller['locals'] | Pick<App.Locals, 'user' | 'userRecord' | 'session'>;

/**
 * `/api/*`, in production and in development alike: matches the path to an endpoint file,
 * resolves the session, and runs the operation. Astro never sees /api: its page pipeline
 * (request conversion, middleware chain, streaming) cost ~10× the handler for small JSON answers.
 */
export class ApiRouter {
  #routes: Route[];
  /** Routes without parameters, by their path under /api/: one lookup instead of a scan. */
  #exact = new Map<string, Route>();
  #load: EndpointLoader;
  #openApi = new Map<`${boolean}:${Locale}`, { modules: EndpointModule[]; body: string }>();

  constructor(files: EndpointFile[], load: EndpointLoader) {
    const routes = files.map((file) => ({
      ...file,
      staticCount: file.segments.filter((s) => !s.startsWith('[')).length,
    }));
    // A literal segment wins over a parameter: /notifications/count before /notifications/[id].
    this.#routes = routes.sort((a, b) => b.staticCount - a.staticCount);
    for (const route of routes) {
      if (route.staticCount === route.segments.length) this.#exact.set(route.segments.join('/'), route);
    }
    this.#load = load;
  }

  /** The endpoint files under `apiDir`, each module given by `load` when a request needs it. */
  static async create(load: EndpointLoader, apiDir?: string): Promise<ApiRouter> {
    return new ApiRouter(await listEndpointFiles(apiDir), load);
  }

  /** Production: imports every endpoint file once, at start, so a broken one stops the start. */
  static async load(apiDir?: string): Promise<ApiRouter> {
    const files = await listEndpointFiles(apiDir);
    const modules = new Map<string, EndpointModule>();
    for (const { file } of files) modules.set(file, checkModule(file, await import(pathToFileURL(file).href)));
    return new ApiRouter(files, (file) => modules.get(file) as EndpointModule);
  }

  /** The routes this router answers, as OpenAPI paths (`/api/notifications/{id}/read`). */
  paths(options: { devTools: boolean }): string[] {
    return this.#routesFor(options.devTools).map((route) => route.apiPath);
  }

  /**
   * Answers one /api request; its target is already checked by the front door. A read that needs
   * nothing outside memory is answered before this returns (maybe-promise.ts).
   */
  handle(request: IncomingMessage, response: ServerResponse, services: Services, target: RequestTarget): void {
    const cookies = new ResponseCookies(request.headers.cookie);
    const send = (answer: Reply) => sendReply(request, response, answer, cookies.outgoing);
    let answer: MaybePromise<Reply>;
    try {
      answer = this.#answer(request, target, services, cookies);
    } catch (error) {
      answer = errorReply(error);
    }
    if (isPromise(answer)) void answer.then(send, (error: unknown) => send(errorReply(error)));
    else send(answer);
  }

  #answer(
    request: IncomingMessage,
    target: RequestTarget,
    services: Services,
    cookies: ResponseCookies,
  ): MaybePromise<Reply> {
    const method = request.method ?? 'GET';
    const { pathname, protocol } = target;
    const path = pathname.slice('/api/'.length);
    const devTools = hasDevelopmentTools(services.config);
    if (path.includes('openapi.json') && path.split('/').filter(Boolean).join('/') === 'openapi.json')
      return this.#openApiReply(method, target.url, services);
    // In production the development endpoints do not exist: 404 before their body is even read.
    const matched = this.#match(path, devTools);
    if (!matched) return errorReply(errors.notFound(m.error_no_api_endpoint({ path: pathname })));
    const observed = requestContext(request);
    if (observed) observed.route = matched.route.apiPath;
    return andThen(this.#load(matched.route.file), (module) => {
      const { operations } = checkModule(matched.route.file, module);
      const address = observed?.clientAddress ?? clientAddress(request, services.config.trustedProxies);
      const meta = { ip: address, userAgent: request.headers['user-agent'] ?? '', requestId: observed?.id };
      const access = operations[(method === 'HEAD' ? 'GET' : method) as HttpMethod]?.access;
      // `Authorization: Bearer` (an API token) or the session cookie: a Bearer request never uses the cookie.
      const credential = bearerCredential(request.headers.authorization);
      const run = (caller: Caller, bearer?: BearerCaller) => {
        if (!bearer) {
          dropStaleSessionHint(cookies, caller.userRecord !== null, usesSecureCookies(services, protocol));
          // A signed-in person's own language answers them; a token's client says its own (Accept-Language).
          settleRequestLocale(caller.userRecord?.preferences.language);
        }
        if (observed && caller.userRecord) {
          observed.userId = caller.userRecord.id;
          observed.organizationId = caller.userRecord.organizationId;
        }
        const context = new RouterContext(method, target, matched.params, request.headers, cookies);
        context.locals = { services, ...caller };
        context.clientAddress = address;
        context.requestId = observed?.id;
        const answer = executeEndpoint(operations, method === 'HEAD' ? 'GET' : method, context, (maxBytes) =>
          readBody(request, maxBytes),
        );
        return bearer
          ? andThen(answer, (done) => afterBearer(services, bearer, { method, path: pathname }, done, meta))
          : answer;
      };
      if (credential !== undefined)
        return resolveBearer(services, credential, meta).then((bearer) => run(bearer.locals, bearer));
      const token = cookies.get(sessionCookieFor(services, protocol))?.value;
      return andThen(this.#caller(services, token, access), (caller) => run(caller));
    });
  }

  /** `GET /api/openapi.json`: English for tools; `?lang=fr` for a reader of the reference in French. */
  async #openApiReply(method: string, url: URL, services: Services): Promise<Reply> {
    if (method !== 'GET' && method !== 'HEAD') return errorReply(errors.methodNotAllowed(['GET']));
    const locale = openApiLocale(url.searchParams.get('lang'));
    if (!locale) return errorReply(errors.badRequest(m.error_openapi_language(), { lang: m.error_openapi_language() }));
    const devTools = hasDevelopmentTools(services.config);
    return openApiReply(await this.#openApiDocument(devTools, services.version.displayVersion, locale));
  }

  /**
   * The signed-in caller (its record: `locals.user`, the client's view, is left null here). While the database is unreachable a public operation (readiness,
   * health, the catalog) still runs, as for a visitor; any other answers 503 storage_unavailable.
   */
  #caller(services: Services, token: string | undefined, access: Access | undefined): MaybePromise<Caller> {
    const visitor = (error: unknown): Caller => {
      if (access === 'public' && isStorageUnavailable(error)) return { user: null, userRecord: null, session: null };
      throw error;
    };
    try {
      const caller = resolveSession(services, token);
      return isPromise(caller) ? caller.catch(visitor) : caller;
    } catch (error) {
      return visitor(error);
    }
  }

  #routesFor(devTools: boolean): Route[] {
    return devTools ? this.#routes : this.#routes.filter((route) => !route.devOnly);
  }

  #match(path: string, devTools: boolean): { route: Route; params: Record<string, string> } | undefined {
    // A path without parameters is the most literal match there can be (the scan below would find
    // it first); most requests name one as it is, without a doubled or trailing slash.
    const direct = this.#exact.get(path);
    if (direct && (!direct.devOnly || devTools)) return { route: direct, params: {} };
    const segments = path.split('/').filter(Boolean);
    const exact = direct ? undefined : this.#exact.get(segments.join('/'));
    if (exact && (!exact.devOnly || devTools)) return { route: exact, params: {} };
    for (const route of this.#routes) {
      if (route.segments.length !== segments.length || (route.devOnly && !devTools)) continue;
      if (!route.segments.every((pattern, i) => pattern.startsWith('[') || pattern === segments[i])) continue;
      const params: Record<string, string> = {};
      route.segments.forEach((pattern, i) => {
        // The front door has decoded the whole path once, so every segment decodes.
        if (pattern.startsWith('[')) params[pattern.slice(1, -1)] = decodeURIComponent(segments[i] ?? '');
      });
      return { route, params };
    }
    return undefined;
  }

  /** Lists what answers here; built once, and again only when an endpoint changed (development reloads). */
  async #openApiDocument(devTools: boolean, version: string, locale: Locale): Promise<string> {
    const routes = this.#routesFor(devTools);
    const modules = await Promise.all(routes.map((route) => this.#load(route.file)));
    const key = `${devTools}:${locale}` as const;
    const cached = this.#openApi.get(key);
    if (cached && cached.modules.every((module, i) => module === modules[i])) return cached.body;
    const endpoints = routes.map((route, i) => ({
      apiPath: route.apiPath,
      operations: checkModule(route.file, modules[i]).operations,
    }));
    const body = JSON.stringify(localizeOpenApiDocument(buildOpenApiDocument(endpoints, version), locale));
    this.#openApi.set(key, { modules, body });
    return body;
  }
}

/** The endpoint's view of its request; the URL, with its query, is parsed only if the endpoint reads it. */
class RouterContext implements EndpointContext {
  method: string;
  params: Record<string, string | undefined>;
  headers: IncomingHttpHeaders;
  cookies: ResponseCookies;
  locals!: App.Locals;
  clientAddress = '';
  requestId: string | undefined = undefined;
  #target: RequestTarget;

  constructor(
    method: string,
    target: RequestTarget,
    params: Record<string, string | undefined>,
    headers: IncomingHttpHeaders,
    cookies: ResponseCookies,
  ) {
    this.method = method;
    this.#target = target;
    this.params = params;
    this.headers = headers;
    this.cookies = cookies;
  }

  get url(): URL {
    return this.#target.url;
  }
}

/** An endpoint file must export its operations; anything else is a route that could never answer. */
function checkModule(file: string, module: unknown): EndpointModule {
  const operations = (module as Partial<EndpointModule> | undefined)?.operations as Operations | undefined;
  if (typeof operations !== 'object' || operations === null) {
    throw new Error(`${file} does not export its operations (export const operations = defineEndpoint({…}))`);
  }
  return module as EndpointModule;
}
