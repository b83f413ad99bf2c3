'use client';
// The car page's estimate of what the car costs delivered in Phnom Penh: each line with what it is, the total in
// dollars and riel, marked as an estimate with a link to ask for a written quote (issue 16, decision 047).
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { PricingSettings } from '@/lib/contract/pricing';
import { formatDate } from '@/lib/dates';
import { formatUsd } from '@/lib/price';
import { formatKhr } from '@/lib/pricing/khr';
import { landedCost, type LandedCostCar } from '@/lib/pricing/landed-cost';
import { usePricingSettings } from '../api/get-pricing-settings';

const QUOTE_HREF = '/contact-us/';

const NOT_APPLICABLE: Record<'in_cambodia' | 'no_price' | 'boat', string> = {
  in_cambodia:
    'This car is already in Cambodia: its import duties and taxes were paid when it arrived, so the price is what you pay.',
  no_price: 'The seller has not set a price yet. Ask us for the price and a written estimate delivered in Phnom Penh.',
  boat: 'Boats are shipped and taxed differently from cars. Ask us for a written estimate delivered in Phnom Penh.',
};

function Frame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="landed-cost-title" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="landed-cost-title" className="text-lg font-semibold text-gray-900">
        Estimated cost in Phnom Penh
      </h2>
      {children}
    </section>
  );
}

const quoteLink = (
  <Link href={QUOTE_HREF} className="font-semibold text-primary-700 hover:underline">
    Ask for a written quote
  </Link>
);

export function LandedCostPanel({ car }: { car: LandedCostCar }) {
  const settings = usePricingSettings();
  if (settings.isPending) {
    return (
      <Frame>
        <div className="flex h-40 items-center justify-center">
          <Spinner label="Loading the estimate" />
        </div>
      </Frame>
    );
  }
  if (settings.isError) {
    return (
      <Frame>
        <p className="mt-2 text-sm text-gray-700">The estimate could not be loaded just now. {quoteLink}.</p>
      </Frame>
    );
  }
  return <Estimate car={car} settings={settings.data} />;
}

function Estimate({ car, settings }: { car: LandedCostCar; settings: PricingSettings }) {
  const estimate = landedCost(car, settings, new Date().getFullYear());
  if (estimate.kind === 'not_applicable') {
    return (
      <Frame>
        <p className="mt-2 text-sm text-gray-700">
          {NOT_APPLICABLE[estimate.reason]} {estimate.reason !== 'in_cambodia' && quoteLink}
        </p>
      </Frame>
    );
  }
  const khr = formatKhr(estimate.total_usd, settings.khr_per_usd);
  return (
    <Frame>
      <p className="mt-1 text-sm text-gray-600">
        An <strong className="font-semibold">estimate</strong> of everything you pay until you collect the car, from our
        current rates. Customs set the final taxes on arrival.
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Landed cost, line by line</caption>
        <tbody className="divide-y divide-gray-100">
          {estimate.lines.map((line) => (
            <tr key={line.key}>
              <th scope="row" className="py-2 pr-3 text-left align-top font-normal">
                <span className="block font-medium text-gray-900">{line.label}</span>
                <span className="block text-xs text-gray-600">{line.explanation}</span>
              </th>
              <td className="py-2 text-right align-top font-medium whitespace-nowrap text-gray-900 tabular-nums">
                {formatUsd(line.usd)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-gray-300">
            <th scope="row" className="pt-3 pr-3 text-left align-top font-semibold text-gray-900">
              Estimated total in Phnom Penh
            </th>
            <td className="pt-3 text-right align-top whitespace-nowrap tabular-nums">
              <span className="block text-lg font-bold text-primary">{formatUsd(estimate.total_usd)}</span>
              {khr && <span className="block text-xs text-gray-600">{khr}</span>}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-3 text-xs text-gray-600">
        Rates{' '}
        {settings.updated_at ? `last set by our office on ${formatDate(settings.updated_at)}` : 'set by our office'};
        riel at {settings.khr_per_usd.toLocaleString('en-US')} KHR per US dollar. {quoteLink} with the exact fees for
        this car.
      </p>
    </Frame>
  );
}
