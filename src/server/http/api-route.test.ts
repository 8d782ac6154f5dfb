import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, operation } from './api-route.ts';
import { filePathToApiPath } from './openapi.ts';

const endpoint = defineEndpoint({
  POST: operation({
    summary: 'Echo a name',
    access: 'public',
    body: z.strictObject({ name: z.string().trim().min(1, 'Enter a name.').max(100) }),
    response: z.object({ greeting: z.string() }),
    status: 201,
    handler: ({ body }) => ({ greeting: `Hello, ${body.name}` }),
  }),
});

function call(init: { body?: string; contentType?: string; method?: string }) {
  const request = new Request('http://localhost/api/echo', {
    method: init.method ?? 'POST',
    body: init.body,
    headers: init.contentType ? { 'Content-Type': init.contentType } : {},
  });
  const context = {
    request,
    url: new URL(request.url),
    params: {},
    locals: { services: { config: { appEnv: 'test' } } },
  } as unknown as APIContext;
  const handler = endpoint[init.method === 'GET' ? 'ALL' : 'POST'];
  if (!handler) throw new Error('no handler');
  return handler(context) as Promise<Response>;
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
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('filePathToApiPath', () => {
  it('maps endpoint files to OpenAPI paths', () => {
    expect(filePathToApiPath('./version/summary.ts')).toBe('/api/version/summary');
    expect(filePathToApiPath('./notifications/[id]/read.ts')).toBe('/api/notifications/{id}/read');
    expect(filePathToApiPath('./orders/index.ts')).toBe('/api/orders');
  });
});
