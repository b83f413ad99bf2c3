// A filtered list as CSV (decision 038): GET /api/v2/orders/{kind}/export/ takes the list's query (lookups, search,
// ordering; no page), its access (`export`: a customer's own rows) and its columns as the viewer sees them, and
// streams every matching row up to ORDERS_EXPORT_MAX_ROWS in the list's order.
import type { z } from 'zod';
import { ORDERS_EXPORT_MAX_ROWS, orderRecordSchemas, type OrderKind } from '@/lib/contract/orders';
import type { BareRecord, LoadContext } from './record-source';
import { listSelection, pagePlan } from './records.service';
import { businessDay } from '../../api/business-day';

/** Rows built per query while streaming. */
const CHUNK = 500;

interface CsvColumn {
  header: string;
  path: string[];
  /** Present only for some roles (staff, superuser fields): a column when the viewer's rows carry it. */
  optional: boolean;
}

/** Lists and per-viewer note state are no cells; nor are a nested object's picture and links to further rows. */
const SKIPPED = new Set(['notes', 'unread_notes', 'unread_private_notes', 'timeline']);
const skippedNested = (key: string) => key === 'image' || (key.endsWith('_id') && key !== 'car_sale_id');

type Def = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The columns of a kind's list record, from its contract: nested objects flattened as `car.vin`, arrays left out. */
function columnsOf(shape: Record<string, z.ZodType>, prefix: string[] = [], optional = false): CsvColumn[] {
  const out: CsvColumn[] = [];
  for (const [key, field] of Object.entries(shape)) {
    if (prefix.length ? skippedNested(key) : SKIPPED.has(key)) continue;
    let def = defOf(field);
    let isOptional = optional;
    while ((def.type === 'optional' || def.type === 'nullable') && def.innerType) {
      if (def.type === 'optional') isOptional = true;
      def = defOf(def.innerType);
    }
    if (def.type === 'array') continue;
    const path = [...prefix, key];
    if (def.type === 'object' && def.shape) out.push(...columnsOf(def.shape, path, isOptional));
    else out.push({ header: path.join('.'), path, optional: isOptional });
  }
  return out;
}

const COLUMNS = Object.fromEntries(
  Object.entries(orderRecordSchemas).map(([kind, schema]) => [kind, columnsOf(defOf(schema).shape ?? {})]),
) as Record<OrderKind, CsvColumn[]>;

function valueAt(record: BareRecord, path: readonly string[]): unknown {
  let value: unknown = record;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Text a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) is prefixed with '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted when it holds a comma, quote or line break (quotes doubled); text formula-guarded. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

export interface CsvExport {
  fileName: string;
  /** Matching rows, and how many the file holds (fewer when the bound cut it). */
  total: number;
  rows: number;
  body: ReadableStream<Uint8Array>;
}

/** `<kind>-YYYY-MM-DD.csv`, dated in Phnom Penh where the staff work (spec §4's time zone). */
function fileNameOf(kind: OrderKind, now = new Date()): string {
  return `${kind}-${businessDay(now)}.csv`;
}

/**
 * Checks access and the query first (403, 400 as the list answers them), takes the matching ids in the list's order
 * in one query (so the file is one consistent cut even while staff edit), then streams the rows CHUNK at a time.
 */
export async function exportRecords(
  ctx: LoadContext,
  kind: OrderKind,
  url: URL,
  maxRows: number = ORDERS_EXPORT_MAX_ROWS,
): Promise<CsvExport> {
  const selection = listSelection(ctx, kind, url, 'export');
  const { source, where, joins, order, kept } = selection;
  const total = await source.count(ctx.db, where, joins, kept);
  const ids = total ? await source.pageIds(ctx.db, where, joins, order, maxRows, 0, pagePlan(selection, total)) : [];
  const encoder = new TextEncoder();
  let columns: CsvColumn[] | null = null;
  let next = 0;
  const row = (record: BareRecord) => (columns ?? []).map((c) => valueAt(record, c.path));

  const loadChunk = async () => {
    const chunkIds = ids.slice(next, next + CHUNK);
    next += chunkIds.length;
    const rows = await source.load(ctx, source.byIds(chunkIds), order, chunkIds.length, 0);
    // load's order is the list's; the ids' order is kept anyway, should two rows tie differently.
    const byId = new Map(rows.map((row) => [row.id, row]));
    return chunkIds.map((id) => byId.get(id)).filter((row): row is BareRecord => row !== undefined);
  };

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (columns === null) {
        const first = next < ids.length ? await loadChunk() : [];
        // A role-dependent column is in the file when the viewer's rows carry it (the list shows it to them).
        const sample = first[0];
        columns = COLUMNS[kind].filter((c) => !c.optional || (sample && valueAt(sample, c.path) !== undefined));
        const lines = [csvLine(columns.map((c) => c.header)), ...first.map((r) => csvLine(row(r)))];
        controller.enqueue(encoder.encode(`\uFEFF${lines.join('')}`));
      } else if (next < ids.length) {
        controller.enqueue(encoder.encode((await loadChunk()).map((r) => csvLine(row(r))).join('')));
      }
      if (next >= ids.length) {
        if (total > ids.length) {
          const note = `Truncated: the first ${ids.length} of ${total} rows (at most ${maxRows} a file); narrow the filters for the rest.`;
          controller.enqueue(encoder.encode(csvLine([`# ${note}`])));
        }
        controller.close();
      }
    },
  });
  return { fileName: fileNameOf(kind), total, rows: ids.length, body };
}
