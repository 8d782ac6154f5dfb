import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { errorResponse, errors, jsonResponse } from './app-error.ts';
import { readJsonBody } from './read-body.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One operation of an endpoint: its schemas are declared once and drive parsing and OpenAPI. */
export type Operation<
  Body extends z.ZodType = z.ZodUndefined,
  Query extends z.ZodType = z.ZodUndefined,
  Output extends z.ZodType = z.ZodType,
> = {
  summary: string;
  description?: string;
  tags?: string[];
  body?: Body;
  query?: Query;
  response: Output;
  /** Status of a successful answer (default 200; 204 sends no body). */
  status?: number;
  /** Cache-Control of a successful answer (default `no-store`). */
  cacheControl?: string;
  // Method syntax on purpose: the registry holds typed operations as AnyOperation.
  handler(input: {
    body: z.output<Body>;
    query: z.output<Query>;
    params: Record<string, string | undefined>;
    context: APIContext;
    services: App.Locals['services'];
  }): Promise<z.input<Output> | Response> | z.input<Output> | Response;
};

/** Declares one operation with its types inferred from its schemas. */
export function operation<B extends z.ZodType = z.ZodUndefined, Q extends z.ZodType = z.ZodUndefined, R extends z.ZodType = z.ZodType>(
  spec: Operation<B, Q, R>,
): AnyOperation {
  return spec as unknown as AnyOperation;
}

/** An operation of any shape, as the registry stores it. */
export type AnyOperation = Operation<z.ZodType, z.ZodType, z.ZodType>;

/** What an endpoint module exports; `operations` feeds /api/openapi.json. */
export type EndpointModule = Partial<Record<HttpMethod | 'ALL', APIRoute>> & {
  operations: Partial<Record<HttpMethod, AnyOperation>>;
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Builds the Astro handlers of one endpoint file; other methods answer 405 with `Allow`. */
export function defineEndpoint(operations: Partial<Record<HttpMethod, AnyOperation>>): EndpointModule {
  const allowed = Object.keys(operations) as HttpMethod[];
  const module: EndpointModule = { operations };
  for (const method of allowed) {
    const operation = operations[method];
    if (operation) module[method] = (context) => run(operation, method, context);
  }
  module.ALL = () => errorResponse(errors.methodNotAllowed(allowed));
  return module;
}

async function run(operation: AnyOperation, method: HttpMethod, context: APIContext): Promise<Response> {
  try {
    const services = context.locals.services;
    const body = operation.body
      ? parse(operation.body, BODY_METHODS.has(method) ? await readJsonBody(context.request) : undefined)
      : undefined;
    const query = operation.query ? parse(operation.query, Object.fromEntries(context.url.searchParams)) : undefined;
    const result = await operation.handler({ body, query, params: context.params, context, services });
    if (result instanceof Response) return result;
    const headers = { 'Cache-Control': operation.cacheControl ?? 'no-store' };
    if (operation.status === 204) return new Response(null, { status: 204, headers });
    // Outside production every answer is checked against its declared schema, so drift fails tests.
    const output = services.config.appEnv === 'production' ? result : operation.response.parse(result);
    return jsonResponse(output, { status: operation.status ?? 200, headers });
  } catch (error) {
    return errorResponse(error);
  }
}

/** Validates input; failures become 400 with one message per field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  throw errors.badRequest('Some fields are missing or invalid.', fields);
}
