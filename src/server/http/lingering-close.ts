import type { Duplex } from 'node:stream';

/** How long a refused connection's remaining input is read before the socket is dropped. */
const LINGER_MS = 5_000;

const discard = () => {};

/**
 * Closes a connection the server has answered while the client may still be sending (a body over
 * the limit, an address over 16 kB): input left unread when a socket closes makes the kernel reset
 * the connection, and the client may then fail its write (EPIPE) before it reads the answer. So
 * the rest is read and dropped until the client closes its side, for a few seconds at most
 * ("lingering close", as HTTP servers have long done). The parser must be done with the socket.
 */
export function lingeringClose(socket: Duplex): void {
  socket.removeAllListeners('data');
  socket.on('data', discard);
  socket.on('end', () => socket.destroy());
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
