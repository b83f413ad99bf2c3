// Uploads that stop half-way: a real HTTP server around the API, and a client that hangs up mid-body.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Api } from '@/server/api/app';

export interface CutOffServer {
  /** Sends the start of a multipart POST (fields, then part of a file), hangs up, and waits until the API is done with it. */
  cutOff(
    path: string,
    token: string,
    fields: Record<string, string>,
    file: { field: string; name: string; bytes: Uint8Array },
  ): Promise<void>;
  close(): Promise<void>;
}

export async function startCutOffServer(api: Api): Promise<CutOffServer> {
  let began: () => void = () => {};
  let finished: Promise<unknown> = Promise.resolve();
  const server: Server = createServer(
    getRequestListener((request) => {
      began();
      const answer = Promise.resolve(api.fetch(request));
      finished = answer.catch(() => undefined);
      return answer;
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    async cutOff(path, token, fields, file) {
      const started = new Promise<void>((resolve) => (began = resolve));
      const boundary = 'cut-off-boundary';
      const head =
        Object.entries(fields)
          .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
          .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      // Announces four times the bytes it sends, so the body can never complete.
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + file.bytes.length * 4}\r\n\r\n`,
      );
      socket.write(head);
      socket.write(file.bytes);
      await started;
      socket.destroy();
      await finished;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
