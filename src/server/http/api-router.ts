import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { Services } from '../app/services.ts';
import { executeEndpoint, type EndpointModule, type Operations } from './api-route.ts';
import { errors } from './app-error.ts';
import { MAX_BODY_BYTES } from './body-limit.ts';
import { resolveCaller, sessionCookieFor } from './caller.ts';
import type { CookieJar, EndpointContext } from './endpoint-context.ts';
import { openApiReply } from './openapi.ts';
import { isAllowedOrigin } from './origin.ts';
import { errorReply, type Reply } from './reply.ts';

type Route = { segments: string[]; operations: Operations; staticCount: number };
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Production dispatch of `/api/*`: the same endpoint modules Astro serves in development,
 * called directly. It skips Astro's page pipeline (request conversion, middleware chain,
 * streaming), which cost ~10× the handler itself for small JSON answers.
 */
export class ApiRouter {
  #routes: Route[] = [];
  #modules: Record<string, Partial<EndpointModule>> = {};

  /** Imports every endpoint file under `apiDir` (Node runs them from source). */
  static async load(apiDir: string): Promise<ApiRouter> {
    const router = new ApiRouter();
    for (const file of await listTs(apiDir)) {
      const path = relative(apiDir, file).split(sep).join('/');
      // Both answer through the router itself: the catch-all as its 404, the document below.
      if (path === 'openapi.json.ts' || path.startsWith('[...')) continue;
      const module = (await import(pathToFileURL(file).href)) as Partial<EndpointModule>;
      if (!module.operations) continue;
      router.#modules[`./${path}`] = module;
      const segments = path.replace(/\.ts$/, '').replace(/(^|\/)index$/, '').split('/').filter(Boolean);
      router.#routes.push({ segments, operations: module.operations, staticCount: segments.filter((s) => !s.startsWith('[')).length });
    }
    router.#routes.sort((a, b) => b.staticCount - a.staticCount);
    return router;
  }

  /** Answers one /api request. */
  async handle(request: IncomingMessage, response: ServerResponse, services: Services, url: URL): Promise<void> {
    const cookies = new ResponseCookies(request.headers.cookie);
    let answer: Reply;
    try {
      answer = await this.#answer(request, url, services, cookies);
    } catch (error) {
      answer = errorReply(error);
    }
    const headers: Record<string, string | string[]> = { ...answer.headers };
    if (cookies.outgoing.length > 0) headers['Set-Cookie'] = cookies.outgoing;
    if (answer.body !== null) headers['Content-Length'] = String(Buffer.byteLength(answer.body));
    response.writeHead(answer.status, headers);
    response.end(request.method === 'HEAD' ? undefined : answer.body ?? undefined);
  }

  async #answer(request: IncomingMessage, url: URL, services: Services, cookies: ResponseCookies): Promise<Reply> {
    const method = request.method ?? 'GET';
    if (!SAFE_METHODS.has(method) && !isAllowedOrigin(request.headers.origin, request.headers.host, services.config.publicOrigin)) {
      return errorReply(errors.forbidden('Cross-origin requests cannot change anything here.'));
    }
    const segments = url.pathname.slice('/api/'.length).split('/').filter(Boolean);
    if (segments.length === 1 && segments[0] === 'openapi.json') {
      return method === 'GET' ? openApiReply(this.#modules, services.version.displayVersion) : errorReply(errors.methodNotAllowed(['GET']));
    }
    const matched = this.#match(segments);
    if (!matched) return errorReply(errors.notFound(`No API endpoint at ${url.pathname}.`));
    const caller = await resolveCaller(services, cookies.get(sessionCookieFor(services, url.protocol))?.value);
    const body = SAFE_METHODS.has(method) ? undefined : await readBody(request);
    const context: EndpointContext = {
      url,
      params: matched.params,
      locals: { services, ...caller },
      clientAddress: request.socket.remoteAddress ?? 'unknown',
      cookies,
      get request() {
        const init: RequestInit = { method, headers: toHeaders(request) };
        if (body) init.body = new Uint8Array(body);
        return new Request(url, init);
      },
    };
    return executeEndpoint(matched.operations, method === 'HEAD' ? 'GET' : method, context);
  }

  #match(segments: string[]): { operations: Operations; params: Record<string, string> } | undefined {
    for (const route of this.#routes) {
      if (route.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const ok = route.segments.every((pattern, i) => {
        const actual = segments[i] ?? '';
        if (pattern.startsWith('[')) {
          params[pattern.slice(1, -1)] = decodeURIComponent(actual);
          return true;
        }
        return pattern === actual;
      });
      if (ok) return { operations: route.operations, params };
    }
    return undefined;
  }
}

/** Incoming cookies, and the Set-Cookie headers the handler asked for. */
class ResponseCookies implements CookieJar {
  #incoming: Record<string, string | undefined>;
  outgoing: string[] = [];

  constructor(header: string | undefined) {
    this.#incoming = header ? parseCookie(header) : {};
  }

  get(name: string) {
    const value = this.#incoming[name];
    return value === undefined ? undefined : { value };
  }

  set(name: string, value: string, options: Parameters<CookieJar['set']>[2]) {
    this.outgoing.push(stringifySetCookie({ name, value, ...options }));
  }

  delete(name: string, options: Parameters<CookieJar['delete']>[1]) {
    this.outgoing.push(stringifySetCookie({ name, value: '', ...options, expires: new Date(0), maxAge: 0 }));
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw errors.payloadTooLarge();
    chunks.push(chunk);
  }
  return size === 0 ? undefined : Buffer.concat(chunks);
}

function toHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

async function listTs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listTs(path);
      return Promise.resolve(entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []);
    }),
  );
  return nested.flat();
}
