import type { Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';
import { createSecureContext, TLSSocket, type SecureContextOptions } from 'node:tls';
import { MS_PER_MINUTE } from '../../shared/time.ts';

// One port, both protocols: a TLS client's first byte is a handshake record (0x16), an HTTP
// request's first byte is a letter. Each new connection is peeked and either handed to the HTTP
// server as it is, or wrapped in TLS and then handed to the same HTTP server: the same request
// handler, upgrade handler, timeouts and connection tracking serve both, so the cluster endpoints
// keep the console's host and port (https://host:port/k8s/{id} next to http://host:port/).

const TLS_HANDSHAKE = 0x16;
const HANDSHAKE_TIMEOUT_MS = 10_000;

type ConnectionListener = (this: HttpServer, socket: Socket) => void;

/**
 * Makes `server` also accept TLS connections on its port. Call once, before or after listen(), after
 * any other 'connection' listener is attached (a listener added later sees every raw connection).
 */
export function acceptTlsOnSamePort(server: HttpServer, options: SecureContextOptions): void {
  const httpListeners = server.listeners('connection') as ConnectionListener[];
  const serveHttp = (socket: Socket) => httpListeners.forEach((listener) => listener.call(server, socket));
  const secureContext = createSecureContext(options);

  // The TLS socket takes over the accepted socket's handle, so the accepted socket would never
  // report its own close: it is destroyed with the TLS socket, which keeps the server's count of
  // open connections right (server.close() waits for it).
  const serveTls = (raw: Socket) => {
    const secure = new TLSSocket(raw, { isServer: true, secureContext, ALPNProtocols: ['http/1.1'] });
    let established = false;
    const handshakeTimer = setTimeout(() => secure.destroy(), HANDSHAKE_TIMEOUT_MS).unref();
    secure.once('secure', () => {
      established = true;
      clearTimeout(handshakeTimer);
      serveHttp(secure);
    });
    secure.on('error', () => secure.destroy());
    // The HTTP server's sockets allow half-open connections (it ends them itself once it is
    // serving them); a client that hangs up during the handshake is closed here.
    secure.once('end', () => {
      if (!established) secure.destroy();
    });
    secure.once('close', () => {
      clearTimeout(handshakeTimer);
      raw.destroy();
    });
  };

  // A client that resets or hangs up before its first byte must not crash the process or linger,
  // nor one that stays silent: until its first byte the HTTP server's own timeouts do not see it,
  // so it gets as long as the HTTP server gives a request's headers.
  const ignore = () => {};
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    const onEnd = () => socket.destroy();
    const silence = setTimeout(onEnd, server.headersTimeout || MS_PER_MINUTE).unref();
    socket.on('error', ignore);
    socket.once('end', onEnd);
    socket.once('close', () => clearTimeout(silence));
    const peek = (): void => {
      const first: Buffer | null = socket.read(1);
      if (first === null) {
        socket.once('readable', peek);
        return;
      }
      clearTimeout(silence);
      socket.removeListener('error', ignore);
      socket.removeListener('end', onEnd);
      socket.unshift(first);
      if (first[0] === TLS_HANDSHAKE) serveTls(socket);
      else serveHttp(socket);
    };
    peek();
  });
}
