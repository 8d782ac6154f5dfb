import type { IncomingMessage, ServerResponse } from 'node:http';
import { currentLocale } from '../../shared/i18n/locale.ts';
import { errors, type AppError } from './app-error.ts';
import { errorReply, sendReply, type Reply } from './reply.ts';

/** /api (and anything whose path cannot be read) gets the JSON error; pages get a short HTML page. */
export function wantsJson(target: string | undefined): boolean {
  return target === undefined || !target.startsWith('/') || /^\/api(?:[/?#]|$)/.test(target);
}

/**
 * An answer for a request refused before any route: the JSON error body for /api, a small
 * HTML page with the same message for pages; never an empty body.
 */
export function refusalReply(target: string | undefined, error: AppError): Reply {
  const json = errorReply(error);
  if (wantsJson(target)) return json;
  const html = `<!doctype html><html lang="${currentLocale()}"><meta charset="utf-8"><title>${error.status}</title><h1>${error.status}</h1><p>${escapeHtml(error.message)}</p></html>\n`;
  return { ...json, headers: { ...json.headers, 'Content-Type': 'text/html; charset=utf-8' }, body: html };
}

/** 400 for a request whose path cannot be decoded. */
export function sendBadRequest(request: IncomingMessage, response: ServerResponse, message: string): void {
  sendReply(request, response, refusalReply(request.url, errors.badRequest(message)));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
