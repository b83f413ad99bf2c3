// Demo files of the shipping records (decision 040): the generated pictures the records show, as record_files rows.
import type { recordFiles } from '../../db/schema';

export type RecordFileRow = typeof recordFiles.$inferInsert;

/** One generated picture (an SVG drawn by /media/generated) in a record's collection. */
export function demoFile(
  kind: string,
  recordId: number,
  carSaleId: number | null,
  collection: string,
  path: string,
  createdAt: Date,
): RecordFileRow {
  return {
    kind,
    record_id: recordId,
    car_sale_id: carSaleId,
    collection,
    path,
    content_type: 'image/svg+xml',
    created_at: createdAt,
  };
}
