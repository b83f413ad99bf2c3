// The full inspection report: every named field the inspector filled in, in the contract's order.
import { humaniseField } from '@/lib/api/errors';
import { INSPECTION_FIELDS } from '@/lib/contract/car-options';
import type { InspectionReport as Report } from '@/lib/contract/cars';

const display = (value: Report[keyof Report]): string =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);

export function InspectionReport({ report }: { report: Report }) {
  const rows = INSPECTION_FIELDS.filter((field) => report[field] !== null && report[field] !== '');
  return (
    <dl className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
      {rows.map((field) => (
        <div key={field} className="grid gap-1 px-4 py-3 text-sm xs:grid-cols-[220px_1fr]">
          <dt className="text-gray-500">
            {humaniseField(field)
              .replace(/\bVin\b/, 'VIN')
              .replace(/\bAc\b/, 'A/C')
              .replace(/\bObd\b/, 'OBD')}
          </dt>
          <dd className="whitespace-pre-line text-gray-900">{display(report[field])}</dd>
        </div>
      ))}
    </dl>
  );
}
