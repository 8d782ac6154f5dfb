import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Permission } from '../../shared/permissions.ts';
import { defineEndpoint, executeEndpoint, operation } from './api-route.ts';
import type { EndpointContext } from './endpoint-context.ts';

const operations = defineEndpoint({
  POST: operation({
    summary: 'Echo a name',
    access: 'public',
    body: z.strictObject({ name: z.string().trim().min(1, 'Enter a name.').max(100) }),
    response: z.object({ greeting: z.string() }),
    status: 201,
    handler: ({ body }) => ({ greeting: `Hello, ${body.name}` }),
  }),
});

async function call(init: { body?: string; contentType?: string; method?: string }) {
  const context = {
    method: init.method ?? 'POST',
    url: new URL('http://localhost/api/echo'),
    params: {},
    headers: init.contentType ? { 'content-type': init.contentType } : {},
    locals: { services: { config: { appEnv: 'test' } } },
  } as unknown as EndpointContext;
  const reply = await executeEndpoint(operations, context.method, context, async () =>
    init.body === undefined ? undefined : Buffer.from(init.body),
  );
  return {
    status: reply.status,
    headers: reply.headers,
    json: () => JSON.parse(String(reply.body) ?? 'null') as unknown,
  };
}

describe('defineEndpoint', () => {
  it('parses a valid JSON body and answers with the declared status', async () => {
    const response = await call({ body: '{"name":" Ada "}', contentType: 'application/json' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ greeting: 'Hello, Ada' });
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await call({ body: '{"name":', contentType: 'application/json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_json' });
  });

  it('answers invalid fields with 400 and a message per field', async () => {
    const response = await call({ body: '{"name":"   "}', contentType: 'application/json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: expect.any(String),
      code: 'bad_request',
      fields: { name: 'Enter a name.' },
    });
  });

  it('refuses unknown extra fields and a missing body', async () => {
    const extra = await call({ body: '{"name":"Ada","role":"admin"}', contentType: 'application/json' });
    expect(extra.status).toBe(400);
    const missing = await call({});
    expect(missing.status).toBe(400);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await call({ body: 'name=Ada', contentType: 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
  });

  it('answers other methods with 405 and the allowed ones', async () => {
    const response = await call({ method: 'GET' });
    expect(response.status).toBe(405);
    expect(response.headers.Allow).toBe('POST');
  });
});

describe('access', () => {
  const guarded = (access: 'user' | 'admin' | 'officer', permission?: Permission) =>
    defineEndpoint({
      POST: operation({
        summary: 'Guarded',
        access,
        permission,
        body: z.strictObject({ name: z.string().min(1) }),
        response: z.object({ ok: z.boolean() }),
        handler: () => ({ ok: true }),
      }),
    });
  const customer = { role: 'user', officersAccess: false, orgRole: 'owner' };
  const admin = { role: 'admin', officersAccess: false, orgRole: 'owner' };
  const officer = { role: 'user', officersAccess: true, orgRole: 'owner' };

  async function as(
    access: 'user' | 'admin' | 'officer',
    user: object | null,
    body = '{"name":"x"}',
    permission?: Permission,
  ) {
    const context = {
      method: 'POST',
      url: new URL('http://localhost/api/staff/thing'),
      params: {},
      headers: { 'content-type': 'application/json' },
      locals: {
        services: { config: { appEnv: 'test' } },
        userRecord: user ?? undefined,
        session: user ? { id: 's' } : undefined,
      },
    } as unknown as EndpointContext;
    const reply = await executeEndpoint(guarded(access, permission), 'POST', context, async () => Buffer.from(body));
    return { status: reply.status, json: JSON.parse(String(reply.body)) as unknown };
  }

  it('answers 401 to a visitor on a user endpoint', async () => {
    expect((await as('user', null)).status).toBe(401);
    expect((await as('user', customer)).status).toBe(200);
  });

  it('answers 403 when the organization role does not allow the permission, before reading the body; an undeclared one is for owners', async () => {
    const viewer = { ...customer, orgRole: 'viewer' };
    expect(await as('user', viewer, '{"bad":', 'orders.create')).toEqual({
      status: 403,
      json: expect.objectContaining({ code: 'forbidden', message: expect.stringMatching(/viewer/) }),
    });
    expect((await as('user', viewer, '{"name":"x"}', 'orders.read')).status).toBe(200);
    expect((await as('user', { ...customer, orgRole: 'member' })).status).toBe(403);
  });

  it('hides staff endpoints behind the unknown-path 404 from visitors and users without the role, before reading the body', async () => {
    const hidden = { code: 'not_found', message: 'No API endpoint at /api/staff/thing.' };
    for (const [access, user] of [
      ['admin', null],
      ['admin', customer],
      ['admin', officer],
      ['officer', null],
      ['officer', customer],
      ['officer', admin],
    ] as const) {
      expect(await as(access, user), `${access} ${JSON.stringify(user)}`).toEqual({ status: 404, json: hidden });
      expect((await as(access, user, '{"bad":')).status).toBe(404);
    }
    expect((await as('admin', admin)).status).toBe(200);
    expect((await as('admin', { role: 'super_admin', officersAccess: false })).status).toBe(200);
    expect((await as('officer', officer)).status).toBe(200);
    expect((await as('officer', officer, '{"bad":')).status).toBe(400);
  });
});
