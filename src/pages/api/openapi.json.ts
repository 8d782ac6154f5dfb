import type { APIRoute } from 'astro';
import type { EndpointModule } from '../../server/http/api-route.ts';
import { errors } from '../../server/http/app-error.ts';
import { openApiReply } from '../../server/http/openapi.ts';
import { errorResponse, replyToResponse } from '../../server/http/reply.ts';

export const prerender = false;

// Every endpoint file is its own registry entry: its schemas are declared once, there.
const modules = import.meta.glob<Partial<EndpointModule>>('./**/*.ts', { eager: true });

export const GET: APIRoute = ({ locals }) => replyToResponse(openApiReply(modules, locals.services.version.displayVersion));

export const ALL: APIRoute = () => errorResponse(errors.methodNotAllowed(['GET']));
