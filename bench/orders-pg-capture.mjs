// A pass-through TCP proxy in front of PostgreSQL that records the SQL an app sends (with its parameters), so a bench
// can EXPLAIN ANALYZE exactly what a slow request ran and replay it on a bare server. Only the client→server side is
// read: Query ('Q') and the extended protocol's Parse ('P', the text) and Bind ('B', the text-format parameters).
// Used only during a capture pass (the proxy costs a hop per statement), never while timing.
import { createServer, connect } from 'node:net';

/** Starts the proxy on `port`, forwarding to host:targetPort; `statements` fills as the app talks. */
export async function startCapture(port, { host = '127.0.0.1', targetPort = 5432 } = {}) {
  const statements = [];
  const server = createServer((client) => {
    const upstream = connect(targetPort, host);
    let buffer = Buffer.alloc(0);
    let started = false;
    let parsed = null;
    const named = new Map();
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          // Startup (and SSLRequest) messages have a length but no type byte.
          if (buffer.length < 8) break;
          const len = buffer.readInt32BE(0);
          if (buffer.length < len) break;
          const code = buffer.readInt32BE(4);
          buffer = buffer.subarray(len);
          if (code !== 80877103) started = true; // not an SSLRequest: the real startup message
          continue;
        }
        if (buffer.length < 5) break;
        const type = String.fromCharCode(buffer[0]);
        const len = buffer.readInt32BE(1);
        if (buffer.length < 1 + len) break;
        const body = buffer.subarray(5, 1 + len);
        buffer = buffer.subarray(1 + len);
        if (type === 'Q') statements.push({ sql: body.toString('utf8', 0, body.length - 1), params: [] });
        else if (type === 'P') {
          const nameEnd = body.indexOf(0);
          const textEnd = body.indexOf(0, nameEnd + 1);
          parsed = body.toString('utf8', nameEnd + 1, textEnd);
          // A named statement is parsed once per connection and bound by its name after (decision 077).
          if (nameEnd > 0) named.set(body.toString('utf8', 0, nameEnd), parsed);
        } else if (type === 'B') {
          const portalEnd = body.indexOf(0);
          const name = body.toString('utf8', portalEnd + 1, body.indexOf(0, portalEnd + 1));
          statements.push({ sql: (name ? named.get(name) : parsed) ?? '', params: bindParams(body) });
        }
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { statements, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Bind: portal\0 statement\0 int16 formats… int16 count, then per value int32 length (-1 = null) and bytes. */
function bindParams(body) {
  let at = body.indexOf(0) + 1;
  at = body.indexOf(0, at) + 1;
  const formats = body.readInt16BE(at);
  at += 2 + formats * 2;
  const count = body.readInt16BE(at);
  at += 2;
  const params = [];
  for (let i = 0; i < count; i += 1) {
    const len = body.readInt32BE(at);
    at += 4;
    if (len === -1) params.push(null);
    else {
      params.push(body.toString('utf8', at, at + len));
      at += len;
    }
  }
  return params;
}
