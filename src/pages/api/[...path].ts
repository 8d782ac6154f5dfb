import type { APIRoute } from 'astro';
import { errors } from '../../server/http/app-error.ts';
import { errorResponse } from '../../server/http/reply.ts';

export const prerender = false;

/** Any /api path no endpoint claims. */
export const ALL: APIRoute = ({ url }) => errorResponse(errors.notFound(`No API endpoint at ${url.pathname}.`));
