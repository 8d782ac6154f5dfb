import { z } from 'zod';
import { SCOPES, scopeFor, TOKEN_SCOPES } from '../../shared/token-scopes.ts';
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
        const query = z.toJSONSchema(op.query, { io: 'input', unrepresentable: 'any' }) as {
          properties?: Record<string, unknown>;
          required?: string[];
        };
        for (const [name, schema] of Object.entries(query.properties ?? {})) {
          parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema } as never);
        }
      }
      const status = String(op.status ?? 200);
      item[method.toLowerCase()] = {
        operationId: operationId(method, apiPath),
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
              ? { description: SUCCESS_RESPONSES.NoContent }
              : status === '303'
                ? { description: SUCCESS_RESPONSES.SeeOther }
                : {
                    description: SUCCESS_RESPONSES.Success,
                    content: { 'application/json': { schema: toSchema(op.response, 'output') } },
                  },
          ...errorResponses(method, op, parameters.length > 0),
          default: { $ref: '#/components/responses/Error' },
        },
      };
    }
    paths[apiPath] = item;
  }
  const tags = [
    ...new Set(
      Object.values(paths).flatMap((item) =>
        Object.values(item).flatMap((op) => (op as { tags?: string[] }).tags ?? []),
      ),
    ),
  ].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sovereign Kubernetes Console API',
      version,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        'JSON API authenticated by the session cookie or by a personal API token (`Authorization: Bearer sk8s_…`, Settings → API tokens). Errors share one shape: { message, code, fields? }.',
    },
    servers: [{ url: '/' }],
    tags: tags.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `The ${name} operations.` })),
    paths,
    components: {
      schemas: { Error: toSchema(errorSchema, 'output') },
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([name, description]) => [
          name,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session',
          description: 'The console session (signed in with a browser).',
        },
        token: {
          type: 'http',
          scheme: 'bearer',
          description: `A personal API token (sk8s_…); its scopes decide which operations it reaches: ${TOKEN_SCOPES.join(', ')}.`,
          // The scopes an operation's security requirement names (OpenAPI 3.1 lets non-OAuth schemes name roles there).
          'x-scopes': Object.fromEntries(TOKEN_SCOPES.map((scope) => [scope, SCOPES[scope].label])),
        },
      },
    },
  };
}

/** What each group of operations is about (the document's tags). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  account: 'The signed-in user: profile, preferences, e-mail address, promotion requests.',
  'add-ons': 'Add-ons installed on clusters: install, upgrade, remove.',
  admin: 'Staff administration: users, registrations, accounting exports (admins only; 404 to others).',
  attachments: 'Files attached to support tickets.',
  auth: 'Sign-in, registration, passwords, magic links, two-factor authentication, sessions.',
  billing: 'Invoices and credit notes, the credits balance, payment methods, the budget, the statement.',
  catalog: 'What can be ordered: cluster tiers, providers, regions, node sizes, versions, add-ons.',
  clusters: 'Clusters: status, events, changes, scaling, kubeconfigs, health, compliance pack.',
  'custom-solutions': 'Requests for a custom solution and their follow-up.',
  dashboard: 'What the dashboard shows at a glance.',
  forms: 'Public forms: leads and contact requests.',
  marketplace: 'Marketplace products and where they can be installed.',
  notifications: 'The signed-in user’s notifications.',
  officers: 'The Officers Panel: queues of payments, orders and tickets (officers only; 404 to others).',
  orders: 'Orders: create, pay (card, SEPA, 3-D Secure), cancel, follow.',
  organization: 'The organization: members and roles, invitations, activity log.',
  platform: 'The platform itself: version, health, readiness, this document.',
  pricing: 'Prices and quotes from the same engine that charges.',
  products: 'Product subscriptions: follow, cancel.',
  'provider tests': 'Test clusters on the other clouds (AWS, Azure, GCP…): create, list, dry-run, delete.',
  support: 'Support tickets and the support plan.',
  tokens: 'Personal API tokens.',
  webhooks: 'Webhook endpoints, their secrets and delivery log.',
};

/** The answers of an operation that succeeds, by its status. */
export const SUCCESS_RESPONSES = {
  Success: 'Success',
  NoContent: 'No content',
  SeeOther: 'See Other: the address in Location',
} as const;

/** The error answers operations declare, each with the shared error body. */
export const ERROR_RESPONSES = {
  BadRequest: 'The input is invalid: `fields` names each field and why (400).',
  Unauthorized: 'Not signed in, or the token is unknown, expired or revoked (401).',
  Forbidden: "The caller's role or the token's scope does not allow it, or a recent sign-in is needed (403).",
  NotFound: 'No such resource, or not one the caller may see (404).',
  Conflict: 'The resource is not in a state that allows it (409).',
  TooManyRequests: 'Too many requests: try again after the Retry-After header (429).',
  Error: 'Any other error, in the same shape.',
} as const;

/** The 4XX answers an operation can give, from what it declares: its input, its access, its path. */
function errorResponses(
  method: HttpMethod,
  op: AnyOperation,
  hasParameters: boolean,
): Record<string, { $ref: string }> {
  const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });
  const staff = op.access === 'admin' || op.access === 'officer';
  return {
    ...(op.body || op.query || hasParameters ? { '400': ref('BadRequest') } : {}),
    ...(op.access === 'public' ? {} : { '401': ref('Unauthorized') }),
    ...(op.access === 'user' ? { '403': ref('Forbidden') } : {}),
    // Staff operations answer 404 to everyone else, as an unknown path does.
    ...(hasParameters || staff ? { '404': ref('NotFound') } : {}),
    ...(method === 'GET' || op.access === 'public' ? {} : { '409': ref('Conflict') }),
    '429': ref('TooManyRequests'),
  };
}

/** A stable, unique id: the method and the path's words, e.g. `getClustersByIdEvents` for GET /api/clusters/{id}/events. */
export function operationId(method: HttpMethod, apiPath: string): string {
  const words = apiPath
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith('{') ? ['by', segment.slice(1, -1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('');
}

/**
 * Who may call an operation: a session, and for customer operations a token with the scope
 * named in `x-token-scope` (null: tokens cannot; `any`: every token); `x-recent-session`: only a
 * session that signed in or re-authenticated within the last 10 minutes.
 */
function security(op: AnyOperation) {
  // Public: no credential needed (an empty requirement overrides any default).
  if (op.access === 'public') return { security: [] };
  if (op.access !== 'user') return { security: [{ session: [] }] };
  const scope = op.scope ?? (op.permission ? scopeFor(op.permission) : null);
  return {
    'x-token-scope': op.recentSession ? null : scope,
    ...(op.recentSession ? { 'x-recent-session': true } : {}),
    security:
      scope === null || op.recentSession
        ? [{ session: [] }]
        : [{ session: [] }, { token: scope === 'any' ? [] : [scope] }],
  };
}

function toSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return withEnumKeyedRecordsSpelledOut(rest) as Record<string, unknown>;
}

/**
 * A record keyed by an enum (`z.record(z.enum([…]), …)`) comes out of zod as `propertyNames` +
 * `additionalProperties` + `required`, so `required` names properties it never defines; written
 * out as one property per key instead, which every OpenAPI tool reads.
 */
function withEnumKeyedRecordsSpelledOut(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withEnumKeyedRecordsSpelledOut);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withEnumKeyedRecordsSpelledOut(value)]),
  ) as Record<string, unknown>;
  const keys = (entries.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  if (entries.type !== 'object' || !Array.isArray(keys) || entries.properties !== undefined) return entries;
  const { propertyNames: _names, additionalProperties, ...rest } = entries;
  const value = typeof additionalProperties === 'object' ? additionalProperties : {};
  return {
    ...rest,
    properties: Object.fromEntries(keys.map((key) => [String(key), value])),
    additionalProperties: false,
  };
}

/** The document as an API answer (cached by the caller: it is the same until an endpoint changes). */
export function openApiReply(body: string): Reply {
  const answer = reply(null, { headers: { 'Cache-Control': 'public, max-age=300' } });
  answer.body = body;
  return answer;
}
