// The order being paid or confirmed: report type, the car the VIN decodes to, the VIN and the price.
import type { ReportOrder } from '@/lib/contract/reports';
import { formatUsd } from '@/lib/price';
import { reportTypeInfo, vehicleName } from '../utils/report-types';

export function ReportOrderSummary({ order }: { order: ReportOrder }) {
  const car = vehicleName(order.vehicle);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg bg-gray-50 p-4 text-sm">
      <dt className="text-gray-500">Order</dt>
      <dd className="font-medium text-gray-900">#{order.id}</dd>
      <dt className="text-gray-500">Report</dt>
      <dd className="font-medium text-gray-900">
        {reportTypeInfo(order.report_type).title}
        {order.sample && <span className="ml-2 text-amber-800">(sample)</span>}
      </dd>
      {car && (
        <>
          <dt className="text-gray-500">Vehicle</dt>
          <dd className="font-medium text-gray-900">{car}</dd>
        </>
      )}
      <dt className="text-gray-500">VIN</dt>
      <dd className="font-mono font-medium break-all text-gray-900">{order.vin}</dd>
      <dt className="text-gray-500">Total</dt>
      <dd className="text-base font-bold text-gray-900">
        {formatUsd(order.price)} {order.currency}
      </dd>
    </dl>
  );
}
