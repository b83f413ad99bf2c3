// A numbered, step-by-step guide: each step has a short title and an explanation.
import type { ReactNode } from 'react';

export interface Step {
  title: string;
  body: ReactNode;
}

export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="space-y-6">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white shadow-sm"
          >
            {index + 1}
          </span>
          <div className="pt-1">
            <h3 className="font-semibold text-gray-900">{step.title}</h3>
            <div className="mt-1 space-y-2 text-gray-600">{step.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
