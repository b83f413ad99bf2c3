// responseText (server/api/http-caching.ts): under @hono/node-server a JSON answer keeps its string body, so the ETag
// is taken from the string itself, without building a real Response and piping it through a stream. If an upgrade of
// the adapter moves where it keeps the body, the first test fails and the fast path can be found again; answers stay
// right either way (the second test).
import { getRequestListener } from '@hono/node-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { responseText } from '@/server/api/http-caching';

const held = (res: Response) => Object.getOwnPropertySymbols(res).some((key) => key.description === 'cache');

describe('responseText', () => {
  beforeAll(() => {
    // Building a request listener puts the adapter's lightweight Response in place of the global one, as server.ts does.
    getRequestListener(() => new Response(null));
  });

  it("reads the adapter's lightweight answer without turning it into a real Response", async () => {
    const res = new Response('{"count":1}', { status: 200, headers: { 'content-type': 'application/json' } });
    res.headers.set('Vary', 'Accept-Encoding');
    expect(held(res)).toBe(true);
    expect(await responseText(res)).toBe('{"count":1}');
    expect(held(res)).toBe(true);
    // Still a whole answer afterwards: its body can be read the standard way.
    expect(await res.text()).toBe('{"count":1}');
  });

  it('reads any other answer the standard way', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"streamed":'));
        controller.enqueue(new TextEncoder().encode('true}'));
        controller.close();
      },
    });
    expect(await responseText(new Response(stream))).toBe('{"streamed":true}');
  });
});
