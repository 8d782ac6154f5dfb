// Test-only: a real HTTP server, so the helpers are exercised against real fetch semantics
// (204s, empty bodies, text bodies, status text). Not imported by app code.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  /** The Idempotency-Key header, if one was sent. */
  idempotencyKey: string | undefined;
  body: string;
}

/** How the server answers one path. */
export interface Reply {
  status?: number;
  /** Reason phrase; '' sends an empty one. Omitted: Node's default for the status. */
  statusText?: string;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
}

/** A running test server. */
export interface TestServer {
  origin: string;
  requests: RecordedRequest[];
  /** Makes the server answer `path` with `reply` from now on. */
  reply(path: string, reply: Reply): void;
  /** Requests received for one path. */
  hits(path: string): number;
  close(): Promise<void>;
}

/** Starts a server on a free port; unknown paths get 404 with a JSON message. */
export async function startTestServer(): Promise<TestServer> {
  const replies = new Map<string, Reply>();
  const requests: RecordedRequest[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = req.url ?? '/';
    requests.push({
      method: req.method ?? 'GET',
      path,
      contentType: req.headers['content-type'],
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    const reply = replies.get(path) ?? { status: 404, body: { message: `No reply for ${path}` } };
    const isText = typeof reply.body === 'string' || reply.body === undefined;
    const payload = isText ? ((reply.body as string | undefined) ?? '') : JSON.stringify(reply.body);
    const headers = { 'Content-Type': isText ? 'text/plain' : 'application/json' };
    const status = reply.status ?? 200;
    if (reply.statusText === undefined) res.writeHead(status, headers);
    else res.writeHead(status, reply.statusText, headers);
    res.end(status === 204 ? undefined : payload);
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    reply: (path, reply) => void replies.set(path, reply),
    hits: (path) => requests.filter((request) => request.path === path).length,
    close: () => new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
