import type { ServerResponse } from 'node:http';

// Errors as the apiserver writes them: a meta/v1 Status, which kubectl turns into its familiar
// "Error from server (NotFound): …" and "You must be logged in to the server (Unauthorized)" lines.

export type KubeStatus = {
  kind: 'Status';
  apiVersion: 'v1';
  metadata: Record<string, never>;
  status: 'Failure';
  message: string;
  reason: string;
  details?: { name?: string; group?: string; kind?: string };
  code: number;
};

/** An error the handler answers with: HTTP status and the Status body. */
export class KubeApiError extends Error {
  readonly status: KubeStatus;
  constructor(code: number, reason: string, message: string, details?: KubeStatus['details']) {
    super(message);
    this.status = {
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message,
      reason,
      ...(details ? { details } : {}),
      code,
    };
  }
}

export const unauthorized = () => new KubeApiError(401, 'Unauthorized', 'Unauthorized');

/** Unknown paths, unknown clusters and other customers' clusters all get exactly this answer. */
export const pathNotFound = () =>
  new KubeApiError(404, 'NotFound', 'the server could not find the requested resource', {});

/** A named object that does not exist: `pods "x" not found` (`deployments.apps "x"` in a group). */
export const objectNotFound = (resource: string, name: string, group = '') =>
  new KubeApiError(404, 'NotFound', `${group ? `${resource}.${group}` : resource} "${name}" not found`, {
    name,
    ...(group ? { group } : {}),
    kind: resource,
  });

export const methodNotAllowed = (why = 'the server does not allow this method on the requested resource') =>
  new KubeApiError(405, 'MethodNotAllowed', why, {});

export const badRequest = (message: string) => new KubeApiError(400, 'BadRequest', message);

export const notAcceptable = (accepted: readonly string[]) =>
  new KubeApiError(406, 'NotAcceptable', `only the following media types are accepted: ${accepted.join(', ')}`);

/** A refusal in RBAC's words (see access.ts). */
export const forbidden = (message: string, details: { name?: string; group?: string; kind: string }) =>
  new KubeApiError(403, 'Forbidden', message, {
    ...(details.name ? { name: details.name } : {}),
    ...(details.group ? { group: details.group } : {}),
    kind: details.kind,
  });

/** A watch asked to resume from a version the server no longer has: the client lists again. */
export const expired = (message: string) => new KubeApiError(410, 'Expired', message);

/** metrics-server answers nothing until the cluster's pods run. */
export const serviceUnavailable = () =>
  new KubeApiError(503, 'ServiceUnavailable', 'the server is currently unable to handle the request');

export const internalError = () =>
  new KubeApiError(500, 'InternalError', 'an error on the server prevented the request from succeeding');

/** Writes a JSON answer the way the apiserver does (never cached by a proxy). */
export function sendJson(
  response: ServerResponse,
  code: number,
  body: unknown,
  contentType = 'application/json',
): void {
  const text = JSON.stringify(body);
  response.writeHead(code, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache, private',
  });
  response.end(text);
}

/** Writes the error's Status with its code. */
export function sendStatus(response: ServerResponse, error: KubeApiError): void {
  sendJson(response, error.status.code, error.status);
}
