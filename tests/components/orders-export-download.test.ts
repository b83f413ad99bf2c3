// The CSV a staff member downloads opens in Excel with its names intact (decision 038): the BOM the API sends is
// dropped by fetch's decoding, so the saved file gets it back, once.
import { describe, expect, it } from 'vitest';
import { csvBlob } from '@/features/orders/api/get-order-records-csv';

/** The blob's bytes, read as the browser would save them (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<number[]>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('csvBlob', () => {
  it('starts the file with the UTF-8 BOM and keeps Khmer text as UTF-8', async () => {
    const bytes = await bytesOf(csvBlob('id,name\r\n1,សុខា\r\n'));
    expect(bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(bytes.slice(3)))).toBe(
      'id,name\r\n1,សុខា\r\n',
    );
  });

  it('does not add a second BOM when the text still has one', async () => {
    const bytes = await bytesOf(csvBlob('\uFEFFid\r\n'));
    expect(bytes.slice(0, 6)).toEqual([0xef, 0xbb, 0xbf, 0x69, 0x64, 0x0d]);
  });
});
