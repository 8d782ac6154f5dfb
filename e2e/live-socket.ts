// The console's /ws connection as a test sees it.
import type { Page, WebSocket } from '@playwright/test';

/**
 * Resolves with the page's /ws socket once the server has greeted it, from which point no message
 * can be missed. Call before opening the page: the greeting can arrive before anything else is read,
 * so the listener is attached the moment the socket opens.
 */
export function greetedSocket(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname !== '/ws') return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"hello"')) resolve(socket);
      });
    });
  });
}
