import { buildOpenApiDocument } from '../../server/http/openapi.ts';
import type { EndpointModule } from '../../server/http/api-route.ts';
import { jsonResponse } from '../../server/http/app-error.ts';
import type { APIRoute } from 'astro';

export const prerender = false;

// Every endpoint file is its own registry entry: its schemas are declared once, there.
const modules = import.meta.glob<Partial<EndpointModule>>('./**/*.ts', { eager: true });

let cached: string | undefined;

export const GET: APIRoute = ({ locals }) => {
  cached ??= JSON.stringify(buildOpenApiDocument(modules, locals.services.version.displayVersion));
  return new Response(cached, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
};

export const ALL: APIRoute = () => jsonResponse({ message: 'This endpoint accepts GET only.', code: 'method_not_allowed' }, { status: 405, headers: { Allow: 'GET' } });
