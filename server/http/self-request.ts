// A request this server sends to itself over loopback, as a visitor of `origin` would: how server.ts has Next render a
// page it then keeps (decision 063).
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RenderedPage } from './stored-page';

// A render that takes longer than this is abandoned (and tried again on a later visit).
const TIMEOUT_MS = 30_000;

/** Loopback address of the listening server (its own address when bound to one interface). */
function loopbackOf(server: Server): { host: string; port: number } {
  const address = server.address() as AddressInfo | null;
  if (!address) throw new Error('the server is not listening');
  const any = address.address === '0.0.0.0' || address.address === '::';
  return { host: any ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address, port: address.port };
}

export function renderOverLoopback(
  server: Server,
  path: string,
  origin: string,
  headers: Record<string, string>,
): Promise<RenderedPage> {
  const { host, port } = loopbackOf(server);
  const visitor = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host,
        port,
        path,
        method: 'GET',
        timeout: TIMEOUT_MS,
        headers: {
          ...headers,
          accept: 'text/html',
          'accept-encoding': 'identity',
          // A loopback peer is a trusted hop (decision 020): the page is rendered for the visitor's origin.
          'x-forwarded-host': visitor.host,
          'x-forwarded-proto': visitor.protocol.slice(0, -1),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`rendering ${path} took over ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end();
  });
}
