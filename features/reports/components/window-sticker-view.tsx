// The window sticker part of a report: the price list as the factory printed it (base price, options,
// destination, MSRP), fuel economy, standard equipment, colours, plant and warranty.
import { formatUsd } from '@/lib/price';
import type { WindowSticker } from '@/lib/contract/reports';
import { ReportSection } from './report-sections';

export function WindowStickerView({ sticker }: { sticker: WindowSticker }) {
  return (
    <>
      <ReportSection id="sticker-price" title="Price as sold new">
        <dl className="max-w-md divide-y divide-gray-100 text-sm">
          <div className="flex justify-between py-1.5">
            <dt className="text-gray-700">Base price</dt>
            <dd className="font-medium text-gray-900">{formatUsd(sticker.base_price)}</dd>
          </div>
          {sticker.options.map((option) => (
            <div key={option.name} className="flex justify-between gap-4 py-1.5">
              <dt className="text-gray-700">{option.name}</dt>
              <dd className="font-medium text-gray-900">{formatUsd(option.price)}</dd>
            </div>
          ))}
          <div className="flex justify-between py-1.5">
            <dt className="text-gray-700">Destination charge</dt>
            <dd className="font-medium text-gray-900">{formatUsd(sticker.destination_charge)}</dd>
          </div>
          <div className="flex justify-between border-t-2 border-gray-900 py-2 text-base">
            <dt className="font-bold text-gray-900">Total MSRP</dt>
            <dd className="font-bold text-gray-900">{formatUsd(sticker.msrp)}</dd>
          </div>
        </dl>
      </ReportSection>

      <ReportSection id="sticker-fuel" title="Fuel economy">
        <dl className="flex flex-wrap gap-6 text-center">
          {(
            [
              ['City', sticker.fuel_economy.city_mpg],
              ['Combined', sticker.fuel_economy.combined_mpg],
              ['Highway', sticker.fuel_economy.highway_mpg],
            ] as const
          ).map(([label, mpg]) => (
            <div key={label}>
              <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{label}</dt>
              <dd className="text-3xl font-bold text-gray-900">
                {mpg} <span className="text-sm font-medium text-gray-600">MPG</span>
              </dd>
            </div>
          ))}
        </dl>
      </ReportSection>

      <ReportSection id="sticker-details" title="Vehicle details">
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {(
            [
              ['Exterior colour', sticker.exterior_color],
              ['Interior colour', sticker.interior_color],
              ['Transmission', sticker.transmission],
              ['Assembly plant', sticker.assembly_plant],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex gap-2">
              <dt className="text-gray-500">{label}:</dt>
              <dd className="font-medium text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
      </ReportSection>

      <ReportSection id="sticker-equipment" title="Standard equipment">
        <ul className="grid list-disc gap-x-6 gap-y-1 pl-5 text-sm text-gray-800 sm:grid-cols-2">
          {sticker.standard_equipment.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </ReportSection>

      <ReportSection id="sticker-warranty" title="Warranty">
        <ul className="list-disc space-y-1 pl-5 text-sm text-gray-800">
          {sticker.warranty.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </ReportSection>
    </>
  );
}
