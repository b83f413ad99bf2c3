// Knowing when a page's notification socket is live, without waiting a fixed time: the test routes the socket
// through itself (every frame still passes both ways) and sends one ping of its own. The server holds frames
// until the socket is subscribed to the user's channels, so the pong means a message sent from now on is heard.
import type { Page } from '@playwright/test';

/**
 * Call before the page opens its socket; the function it gives resolves once the server has subscribed it (the
 * first socket only). A function, not the promise itself: an async function returning a promise would wait for it.
 */
export async function notificationSocketSubscribed(page: Page): Promise<() => Promise<void>> {
  let subscribed!: () => void;
  const ready = new Promise<void>((resolve) => (subscribed = resolve));
  await page.routeWebSocket(/\/ws\/notifications\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((frame) => server.send(frame));
    server.onMessage((frame) => {
      if (typeof frame === 'string' && (JSON.parse(frame) as { command?: string }).command === 'pong') subscribed();
      else ws.send(frame);
    });
    server.send(JSON.stringify({ command: 'ping' }));
  });
  return () => ready;
}
