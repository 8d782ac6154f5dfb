// A local webhook receiver for API and CLI tests: it verifies every delivery with the
// `standardwebhooks` package, as a customer's receiver would, and keeps what it got.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type ReceivedEvent = { id: string; type: string; data: Record<string, unknown>; verified: boolean };

/** Starts a receiver on 127.0.0.1; `secret` is set once the endpoint is created. */
export async function startReceiver() {
  const events: ReceivedEvent[] = [];
  let secret: string | undefined;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      let verified = false;
      try {
        if (secret) new Webhook(secret).verify(body, request.headers as Record<string, string>);
        verified = Boolean(secret);
      } catch {
        verified = false;
      }
      const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
      events.push({ id: String(request.headers['webhook-id']), type: parsed.type, data: parsed.data, verified });
      response.writeHead(verified ? 204 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/console`,
    events,
    useSecret: (value: string) => {
      secret = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
