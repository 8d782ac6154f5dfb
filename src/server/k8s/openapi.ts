import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathNotFound, sendJson } from './api-status.ts';
import { openApiV2, openApiV3Document, openApiV3Index } from './openapi-documents.ts';
import { encodeOpenApiV2 } from './openapi-protobuf.ts';
import type { ResourceType } from './resources.ts';

// Serving the OpenAPI documents. kubectl asks /openapi/v2 for protobuf only (client-go decodes the
// answer as protobuf, whatever its type); other clients get JSON. The documents are the same for
// every cluster but for its custom resources (v3 only): each is built, and encoded, once per process.

const PROTOBUF_V2 = 'application/com.github.proto-openapi.spec.v2.v1.0+protobuf';
let v2Protobuf: Buffer | undefined;
let v2Json: string | undefined;

function send(response: ServerResponse, body: Buffer | string, contentType: string, immutable = false): void {
  response.writeHead(200, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    // A v3 document asked for by its hash never changes (the apiserver says so too).
    'Cache-Control': immutable ? 'public, immutable' : 'no-cache, private',
  });
  response.end(body);
}

/** GET /openapi/v2, /openapi/v3 or /openapi/v3/{group version path}. */
export function serveOpenApi(
  request: IncomingMessage,
  response: ServerResponse,
  route: { version: 'v2' | 'v3'; document?: string },
  types: readonly ResourceType[],
): void {
  if (route.version === 'v2') {
    if (/proto-openapi\.spec\.v2/i.test(request.headers.accept ?? '')) {
      v2Protobuf ??= encodeOpenApiV2(openApiV2());
      return send(response, v2Protobuf, PROTOBUF_V2);
    }
    v2Json ??= JSON.stringify(openApiV2());
    return send(response, v2Json, 'application/json');
  }
  if (route.document === undefined) return sendJson(response, 200, openApiV3Index(types));
  const document = openApiV3Document(route.document, types);
  if (!document) throw pathNotFound();
  const hash = new URL(request.url ?? '/', 'http://localhost').searchParams.get('hash');
  return send(response, JSON.stringify(document.body), 'application/json', hash === document.hash);
}
