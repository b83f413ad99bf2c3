// The headline of the inspection report on the car page, linking to the full report.
import Link from 'next/link';
import type { InspectionReport } from '@/lib/contract/cars';

const SUMMARY_FIELDS = [
  ['overall_grade', 'Overall grade'],
  ['inspected_on', 'Inspected on'],
  ['inspected_by', 'Inspected by'],
  ['tread_depth_remaining', 'Tread depth remaining'],
  ['mechanical_comments', 'Mechanical comments'],
] as const;

export function InspectionSummary({ carId, report }: { carId: number; report: InspectionReport | null }) {
  return (
    <section aria-labelledby="inspection-title" className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 id="inspection-title" className="text-lg font-semibold text-gray-900">
        Inspection
      </h2>
      {report ? (
        <dl className="mt-3 space-y-1.5 text-sm">
          {SUMMARY_FIELDS.filter(([field]) => report[field] !== null && report[field] !== '').map(([field, label]) => (
            <div key={field} className="flex gap-2">
              <dt className="w-44 shrink-0 text-gray-500">{label}</dt>
              <dd className="text-gray-900">{String(report[field])}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-gray-600">
          No inspection yet. Ask us and our team will inspect this car before you buy.
        </p>
      )}
      <Link
        href={`/cars/inspection/${carId}`}
        className="mt-4 inline-block text-sm font-semibold text-primary-700 hover:underline"
      >
        {report ? 'Read the full inspection report' : 'About our inspections'}
      </Link>
    </section>
  );
}
