import { describe, expect, it } from 'vitest';
import {
  alternatives,
  constraintNotes,
  groupByTag,
  listOperations,
  schemaRows,
  sectionId,
  typeLabel,
  type OpenApiDocument,
} from './openapi-view.ts';

const user = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    companyName: { type: ['string', 'null'] },
    preferences: {
      type: 'object',
      properties: { theme: { type: 'string', enum: ['light', 'dark', 'system'] } },
      required: ['theme'],
    },
  },
  required: ['id', 'preferences'],
};

const doc: OpenApiDocument = {
  info: { title: 'API', version: 'v1' },
  components: {
    schemas: { Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } },
  },
  paths: {
    '/api/user': {
      get: {
        summary: 'The signed-in user',
        tags: ['auth'],
        'x-access': 'user',
        responses: {
          '200': { description: 'Success', content: { 'application/json': { schema: user } } },
          default: { description: 'Error' },
        },
      },
    },
    '/api/notifications/{id}/read': {
      put: {
        summary: 'Mark read',
        tags: ['notifications'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '204': { description: 'No content' } },
      },
    },
    '/api/dev/login': {
      post: {
        summary: 'Dev sign-in',
        tags: ['dev'],
        requestBody: {
          content: { 'application/json': { schema: { type: 'object', properties: { as: { type: 'string' } } } } },
        },
        responses: {},
      },
    },
    '/api/health': {
      get: { summary: 'Health', tags: ['platform'], responses: {} },
      post: { summary: 'x', tags: ['platform'] },
      delete: { summary: 'y', tags: ['platform'] },
    },
  },
};

describe('listOperations and groupByTag', () => {
  it('lists every operation with its method, path, summary, access and responses', () => {
    const ops = listOperations(doc);
    const me = ops.find((op) => op.path === '/api/user');
    expect(me).toMatchObject({ method: 'GET', summary: 'The signed-in user', tag: 'auth', access: 'user' });
    expect(me?.responses.map((r) => r.status)).toEqual(['200']);
    const read = ops.find((op) => op.path === '/api/notifications/{id}/read');
    expect(read?.parameters).toEqual([{ name: 'id', in: 'path', required: true, type: 'string', notes: [] }]);
    expect(ops.find((op) => op.path === '/api/dev/login')?.requestBody).toBeDefined();
  });

  it('orders methods GET, POST, PUT, PATCH, DELETE', () => {
    expect(
      listOperations(doc)
        .filter((op) => op.path === '/api/health')
        .map((op) => op.method),
    ).toEqual(['GET', 'POST', 'DELETE']);
  });

  it('groups by tag alphabetically, development endpoints last', () => {
    expect(groupByTag(listOperations(doc)).map((g) => g.tag)).toEqual(['auth', 'notifications', 'platform', 'dev']);
  });

  it('gives each operation a distinct anchor id', () => {
    const ids = listOperations(doc).map((op) => op.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('put-api-notifications-id-read');
  });
});

describe('typeLabel', () => {
  it('names nullable, array, literal, union, map and referenced types', () => {
    expect(typeLabel({ type: ['string', 'null'] }, doc)).toBe('string | null');
    expect(typeLabel({ type: 'array', items: { type: 'integer' } }, doc)).toBe('integer[]');
    expect(typeLabel({ const: 'cluster' }, doc)).toBe('"cluster"');
    expect(typeLabel({ anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'string' }] }, doc)).toBe(
      'string | number',
    );
    expect(typeLabel({ type: 'object', additionalProperties: { type: 'string' } }, doc)).toBe('map of string');
    expect(typeLabel({ $ref: '#/components/schemas/Error' }, doc)).toBe('object');
    expect(typeLabel({ $ref: '#/components/schemas/Missing' }, doc)).toBe('Missing');
  });
});

describe('schemaRows', () => {
  it('flattens nested objects with dotted names and required flags', () => {
    expect(schemaRows(user, doc).map((r) => [r.name, r.type, r.required, r.depth])).toEqual([
      ['id', 'string', true, 0],
      ['companyName', 'string | null', false, 0],
      ['preferences', 'object', true, 0],
      ['preferences.theme', 'string', true, 1],
    ]);
    expect(schemaRows(user, doc)[3]?.notes).toEqual(['one of "light", "dark", "system"']);
  });

  it('reads the items of an array of objects, and follows refs', () => {
    const rows = schemaRows({ type: 'array', items: { $ref: '#/components/schemas/Error' } }, doc);
    expect(rows.map((r) => r.name)).toEqual(['message']);
    const nested = schemaRows({ type: 'object', properties: { list: { type: 'array', items: user } } }, doc);
    expect(nested.map((r) => r.name)).toContain('list[].preferences.theme');
  });

  it('gives no rows for a scalar answer', () => {
    expect(schemaRows({ type: 'boolean' }, doc)).toEqual([]);
  });
});

describe('constraintNotes and alternatives', () => {
  it('describes lengths, ranges, patterns and defaults', () => {
    expect(constraintNotes({ minLength: 1, maxLength: 100 })).toEqual(['1–100 characters']);
    expect(constraintNotes({ maxLength: 254, format: 'email' })).toEqual(['format: email', 'at most 254 characters']);
    expect(constraintNotes({ minimum: 1, maximum: 50, default: 20 })).toEqual(['≥ 1', '≤ 50', 'default 20']);
  });

  it('splits a top-level union into its alternatives', () => {
    const pending = { type: 'object', properties: { pendingApproval: { const: true } } };
    expect(alternatives({ anyOf: [user, pending] }, doc)).toHaveLength(2);
    expect(alternatives(user, doc)).toHaveLength(1);
  });
});

describe('sectionId', () => {
  it('makes an element id without spaces, so aria-labelledby names one element', () => {
    expect(sectionId('provider tests')).toBe('tag-provider-tests');
    expect(sectionId('billing')).toBe('tag-billing');
  });
});
