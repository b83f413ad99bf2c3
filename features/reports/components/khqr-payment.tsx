'use client';
// Paying a KHQR order: the KHQR payment string with the amount and bill number to pay from any Cambodian bank app,
// and a live "waiting" line (the order is asked about every few seconds). The payload is shown as a QR code to scan
// and as text to copy (decision 044). The built-in test provider's QR pays nothing: staff mark the order paid, and
// staff viewers get that button here.
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import type { KhqrInstructions } from '@/lib/contract/reports';
import { formatUsd } from '@/lib/price';
import { useMarkReportOrderPaid } from '../api/mark-report-order-paid';
import { KhqrCode } from './khqr-code';

interface KhqrPaymentProps {
  orderId: number;
  khqr: KhqrInstructions;
  staff: boolean;
}

export function KhqrPayment({ orderId, khqr, staff }: KhqrPaymentProps) {
  const markPaid = useMarkReportOrderPaid(orderId);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(khqr.payload);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section aria-labelledby="khqr-title" className="space-y-4">
      <h2 id="khqr-title" className="text-lg font-semibold text-gray-900">
        Pay with KHQR
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-500">Pay to</dt>
        <dd className="font-medium text-gray-900">{khqr.merchant_name}</dd>
        <dt className="text-gray-500">Amount</dt>
        <dd className="font-medium text-gray-900">
          {formatUsd(khqr.amount)} {khqr.currency}
        </dd>
        <dt className="text-gray-500">Bill number</dt>
        <dd className="font-mono font-medium text-gray-900">{khqr.reference}</dd>
      </dl>
      <KhqrCode payload={khqr.payload} label={`KHQR code to pay ${formatUsd(khqr.amount)}, bill ${khqr.reference}`} />
      <div>
        <p className="text-sm text-gray-700">
          Scan the code with your bank app&apos;s KHQR payment, or paste this text there:
        </p>
        <pre className="mt-2 overflow-x-auto rounded-md border border-gray-300 bg-white p-3 font-mono text-xs break-all whitespace-pre-wrap text-gray-900">
          {khqr.payload}
        </pre>
        <button
          type="button"
          onClick={() => void copy()}
          className="mt-2 rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50"
        >
          {copied ? 'Copied' : 'Copy code'}
        </button>
      </div>
      <p className="flex items-center gap-2 text-sm text-gray-700">
        <Spinner label="Waiting for your payment" className="[&_svg]:size-4" />
        Waiting for your payment; this page moves on by itself once it arrives.
      </p>
      {khqr.test && (
        <div className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Test QR: paying it moves no money.</p>
          <p className="mt-1">Our staff mark test KHQR orders paid; tell us order #{orderId}.</p>
          {staff && (
            <button
              type="button"
              disabled={markPaid.isPending || markPaid.isSuccess}
              onClick={() => markPaid.mutate()}
              className="mt-3 rounded-md bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-700 disabled:opacity-70"
            >
              {markPaid.isPending ? 'Marking paid…' : 'Mark paid (staff)'}
            </button>
          )}
          {markPaid.isError && (
            <p role="alert" className="mt-2 text-primary-800">
              {formErrorMessages(parseApiError(markPaid.error))[0]}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
