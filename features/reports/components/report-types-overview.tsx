// /carcheckk/index1: the reports landing page body: the three report types with what each contains and its list
// price, how buying one works, and the way to each tab.
import Link from 'next/link';
import { REPORT_PRICES } from '@/lib/contract/reports';
import { formatUsd } from '@/lib/price';
import { checkHref, REPORT_TYPE_INFO } from '../utils/report-types';

const STEPS = [
  ['Enter the VIN', 'We check its check digit as you type and tell you whether a report is available.'],
  ['Pay', 'By card or KHQR from any Cambodian bank app, in US dollars. Each order is charged once.'],
  ['Read and keep it', 'The report opens at once and stays in your Car Reports to print or save as PDF.'],
] as const;

export function ReportTypesOverview() {
  return (
    <div className="space-y-12">
      <ul className="grid gap-5 md:grid-cols-3">
        {REPORT_TYPE_INFO.map((info) => (
          <li key={info.type} className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-bold text-gray-900">{info.title}</h2>
            <p className="mt-1 text-3xl font-bold text-gray-900">
              {formatUsd(REPORT_PRICES[info.type])}
              <span className="ml-1 text-sm font-medium text-gray-500">per VIN</span>
            </p>
            <p className="mt-3 text-sm leading-relaxed text-gray-700">{info.description}</p>
            <ul className="mt-3 flex-1 space-y-1 text-sm text-gray-800">
              {info.contents.map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden="true" className="text-green-700">
                    ✓
                  </span>
                  {item}
                </li>
              ))}
            </ul>
            <Link
              href={checkHref(info.type)}
              aria-label={`${info.title}: enter a VIN`}
              className="mt-5 inline-flex justify-center rounded-md bg-primary px-4 py-2.5 font-semibold text-white hover:bg-primary-700"
            >
              Enter a VIN
            </Link>
          </li>
        ))}
      </ul>

      <section aria-labelledby="how-it-works">
        <h2 id="how-it-works" className="text-2xl font-bold tracking-tight text-gray-900">
          How it works
        </h2>
        <ol className="mt-4 grid gap-5 md:grid-cols-3">
          {STEPS.map(([step, text], index) => (
            <li key={step} className="rounded-xl bg-gray-50 p-5">
              <p className="text-sm font-semibold text-primary">Step {index + 1}</p>
              <p className="mt-1 font-semibold text-gray-900">{step}</p>
              <p className="mt-1 text-sm text-gray-700">{text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6 text-sm text-gray-600">
          Until a report provider is connected, reports are clearly marked samples generated for the VIN. See the{' '}
          <Link href="/carcheckk/terms-and-conditions/" className="font-medium text-primary-700 underline">
            report terms
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
