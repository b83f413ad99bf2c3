// Chat attachments: the type comes from the bytes, the size is capped, and files are served with safe headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_FILE_MAX_BYTES, messageSchema, type Chat } from '@/lib/contract/chat';
import { getConfig, setConfigForTests } from '@/server/config';
import { handleMediaRequest } from '@/server/media/http';
import { call, createCast, openChatAs, type Cast } from '../support/chat';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Cast;
let chat: Chat;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  chat = await openChatAs(t, cast.customerA);
});
afterAll(() => t.close());

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
const pad = (head: Uint8Array, size = 64) => {
  const out = new Uint8Array(Math.max(size, head.length));
  out.set(head);
  return out;
};

async function upload(data: Uint8Array, name: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set('chat', String(chat.id));
  form.set('file', new File([data as Uint8Array<ArrayBuffer>], name));
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return call(t, cast.customerA, '/api/chats/messages/create/', { method: 'POST', body: form });
}

const PNG = pad(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const MP3 = pad(bytes('ID3', [3, 0, 0]));
const MP4 = pad(bytes([0, 0, 0, 0x18], 'ftypisom'));
const PDF = pad(bytes('%PDF-1.7\n'));

describe('chat file uploads', () => {
  it.each([
    ['image', PNG, 'photo.txt', /\.png$/],
    ['audio', MP3, 'voice.bin', /\.mp3$/],
    ['video', MP4, 'clip.mov', /\.mp4$/],
    ['doc', PDF, 'invoice.pdf', /\.pdf$/],
    ['doc', pad(bytes('hello, world')), 'notes.txt', /\.txt$/],
  ])(
    'sniffs %s from the bytes of %#, whatever the name and the client-sent media_type',
    async (type, data, name, ext) => {
      const res = await upload(data, name, { media_type: 'image', sender: '99999' });
      expect(res.status).toBe(201);
      const message = messageSchema.parse(await res.json());
      expect(message).toMatchObject({ media_type: type, sender: cast.customerA.user!.id, chat: chat.id });
      expect(new URL(message.file!).pathname).toMatch(ext);
      expect(message.file).toMatch(/^http:\/\/testserver\/media\/uploads\/chat\//);
    },
  );

  it('serves pictures inline and documents as downloads, never sniffable', async () => {
    const picture = messageSchema.parse(await (await upload(PNG, 'a.png')).json());
    const served = await handleMediaRequest(new Request(picture.file!));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline/);
    const doc = messageSchema.parse(await (await upload(PDF, 'a.pdf')).json());
    expect((await handleMediaRequest(new Request(doc.file!))).headers.get('content-disposition')).toMatch(
      /^attachment/,
    );
  });

  it('never serves a page or a script inline: HTML or SVG named as a picture becomes a download', async () => {
    for (const [body, name] of [
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.svg'],
      ['<html><script>alert(1)</script>', 'x.png'],
    ] as const) {
      const message = messageSchema.parse(await (await upload(bytes(body), name)).json());
      expect(message.media_type).toBe('doc');
      expect(new URL(message.file!).pathname).toMatch(/\.bin$/);
      const served = await handleMediaRequest(new Request(message.file!));
      expect(served.headers.get('content-type')).toBe('application/octet-stream');
      expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    }
  });

  it(`refuses a file over ${CHAT_FILE_MAX_BYTES / 1024 / 1024} MB and an empty one with 400`, async () => {
    const big = await upload(pad(PNG, CHAT_FILE_MAX_BYTES + 1), 'big.png');
    expect(big.status).toBe(400);
    expect(await big.json()).toEqual({ file: ['Ensure this file is at most 25 MB.'] });
    const empty = await upload(new Uint8Array(0), 'empty.png');
    expect(empty.status).toBe(400);
  });

  it('refuses a body declared larger than the cap before reading it (413)', async () => {
    const res = await t.request('/api/chats/messages/create/', {
      method: 'POST',
      token: cast.customerA.token,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(CHAT_FILE_MAX_BYTES + 2 * 1024 * 1024),
      },
      body: '--x--',
    });
    expect(res.status).toBe(413);
  });

  it('follows CHAT_MAX_UPLOAD_MB when the host lowers the cap', async () => {
    const config = getConfig();
    setConfigForTests({ ...config, CHAT_MAX_UPLOAD_MB: 1 });
    try {
      const big = await upload(pad(PNG, 1024 * 1024 + 1), 'big.png');
      expect(big.status).toBe(400);
      expect(await big.json()).toEqual({ file: ['Ensure this file is at most 1 MB.'] });
      expect((await upload(pad(PNG, 1024 * 1024), 'fits.png')).status).toBe(201);
    } finally {
      setConfigForTests(config);
    }
  });

  it('needs a chat, and a file or text', async () => {
    const form = new FormData();
    form.set('chat', String(chat.id));
    const res = await call(t, cast.customerA, '/api/chats/messages/create/', { method: 'POST', body: form });
    expect(res.status).toBe(400);
    const noChat = new FormData();
    noChat.set('content', 'hi');
    const res2 = await call(t, cast.customerA, '/api/chats/messages/create/', { method: 'POST', body: noChat });
    expect(await res2.json()).toEqual({ chat: ['This field is required.'] });
  });
});
