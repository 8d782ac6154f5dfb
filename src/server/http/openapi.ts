import { z } from 'zod';
import { scopeFor } from '../../shared/token-scopes.ts';
import type { AnyOperation, HttpMethod, Operations } from './api-route.ts';
import { reply, type Reply } from './reply.ts';

const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** One documented path and its operations. */
export type DocumentedPath = { apiPath: string; operations: Operations };

/** OpenAPI 3.1 document generated from the endpoints' declared schemas. */
export function buildOpenApiDocument(endpoints: DocumentedPath[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { apiPath, operations } of [...endpoints].sort((a, b) => a.apiPath.localeCompare(b.apiPath))) {
    const item: Record<string, unknown> = {};
    for (const [method, op] of Object.entries(operations) as [HttpMethod, NonNullable<Operations[HttpMethod]>][]) {
      const parameters = [...apiPath.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      }));
      if (op.query) {
        const query = z.toJSONSchema(op.query, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown>; required?: string[] };
        for (const [name, schema] of Object.entries(query.properties ?? {})) {
          parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema } as never);
        }
      }
      const status = String(op.status ?? 200);
      item[method.toLowerCase()] = {
        summary: op.summary,
        description: op.description,
        tags: op.tags,
        'x-access': op.access,
        ...security(op),
        parameters: parameters.length > 0 ? parameters : undefined,
        requestBody: op.body
          ? { required: true, content: { 'application/json': { schema: toSchema(op.body, 'input') } } }
          : undefined,
        responses: {
          [status]:
            status === '204'
              ? { description: 'No content' }
              : { description: 'Success', content: { 'application/json': { schema: toSchema(op.response, 'output') } } },
          default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        },
      };
    }
    paths[apiPath] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sovereign Kubernetes Console API',
      version,
      description:
        'JSON API authenticated by the session cookie or by a personal API token (`Authorization: Bearer sk8s_…`, Settings → API tokens). Errors share one shape: { message, code, fields? }.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: toSchema(errorSchema, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'session', description: 'The console session (signed in with a browser).' },
        token: { type: 'http', scheme: 'bearer', description: 'A personal API token (sk8s_…); its scopes decide which operations it reaches.' },
      },
    },
  };
}

/**
 * Who may call an operation: a session, and for customer operations a token with the scope
 * named in `x-token-scope` (null: tokens cannot; `any`: every token); `x-recent-session`: only a
 * session that signed in or re-authenticated within the last 10 minutes.
 */
function security(op: AnyOperation) {
  if (op.access === 'public') return {};
  if (op.access !== 'user') return { security: [{ session: [] }] };
  const scope = op.scope ?? (op.permission ? scopeFor(op.permission) : null);
  return {
    'x-token-scope': op.recentSession ? null : scope,
    ...(op.recentSession ? { 'x-recent-session': true } : {}),
    security: scope === null || op.recentSession ? [{ session: [] }] : [{ session: [] }, { token: scope === 'any' ? [] : [scope] }],
  };
}

function toSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

/** The document as an API answer (cached by the caller: it is the same until an endpoint changes). */
export function openApiReply(body: string): Reply {
  const answer = reply(null, { headers: { 'Cache-Control': 'public, max-age=300' } });
  answer.body = body;
  return answer;
}
