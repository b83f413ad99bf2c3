// The disk driver never leaves half a file: a failed write removes its temporary file, and an upload cut off
// on the way stores nothing (decision 023).
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSchema } from '@/lib/contract/chat';
import { signToken } from '@/server/auth/jwt';
import { getConfig } from '@/server/config';
import { createLocalStorage, getStorage } from '@/server/storage';
import { startCutOffServer } from '../support/cut-off-upload';
import { insertCar, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const filesUnder = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort();

describe('disk storage', () => {
  it('removes its temporary file when a write fails', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'autobridge-disk-'));
    const storage = createLocalStorage(root);
    // A folder (with something in it) where the file should go: the write succeeds, the rename cannot.
    mkdirSync(path.join(root, 'cars', 'photo.webp'), { recursive: true });
    writeFileSync(path.join(root, 'cars', 'photo.webp', 'keep'), 'x');
    await expect(storage.put('cars/photo.webp', new Uint8Array(1024))).rejects.toThrow();
    expect(filesUnder(path.join(root, 'cars'))).toEqual(['photo.webp', path.join('photo.webp', 'keep')]);
    await storage.put('cars/other.webp', new Uint8Array([1, 2, 3]));
    expect(filesUnder(path.join(root, 'cars'))).toEqual(['other.webp', 'photo.webp', path.join('photo.webp', 'keep')]);
  });
});

describe('uploads cut off on the way (disk)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leave no file behind, for a gallery photo or a chat attachment', async () => {
    expect(getStorage().kind).toBe('disk');
    const uploads = getConfig().uploadsDir;
    const dealer = await insertUser(t.database.db, { account_type: 'Business Account' });
    const token = (await signToken(dealer.id, 'access')).token;
    const car = await insertCar(t.database.db, { dealer_id: dealer.id, cover_image: '' });
    const png = new Uint8Array(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
        .png()
        .toBuffer(),
    );
    const chatRes = await t.request('/api/chats/create/', { method: 'POST', json: { content: 'Hello' }, token });
    expect([200, 201]).toContain(chatRes.status);
    const chat = chatSchema.parse(await chatRes.json());
    const before = filesUnder(uploads);

    const server = await startCutOffServer(t.api);
    try {
      await server.cutOff(
        '/api/dealer/cargallery/create/',
        token,
        { car: String(car.id) },
        { field: 'image', name: 'photo.png', bytes: png },
      );
      await server.cutOff(
        '/api/chats/messages/create/',
        token,
        { chat: String(chat.id) },
        { field: 'file', name: 'scan.png', bytes: png },
      );
    } finally {
      await server.close();
    }
    expect(filesUnder(uploads)).toEqual(before);
  });
});
