// A record's fields as label and value pairs: two or three columns on wide screens, one on a phone.
import type { ReactNode } from 'react';

export interface RecordField {
  label: string;
  value: ReactNode;
}

export function RecordFields({ fields, label }: { fields: RecordField[]; label?: string }) {
  return (
    <dl aria-label={label} className="grid gap-x-6 gap-y-3 xs:grid-cols-2 lg:grid-cols-3">
      {fields.map((field) => (
        <div key={field.label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{field.label}</dt>
          <dd className="mt-0.5 break-words text-gray-900">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled block of a detail page. */
export function RecordSection({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
