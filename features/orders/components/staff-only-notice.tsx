// A staff page opened by a customer: says so plainly and points to what they can use instead.
import Link from 'next/link';

export function StaffOnlyNotice({ what }: { what: string }) {
  return (
    <div className="p-4 sm:p-6">
      <div role="status" className="rounded-xl border border-gray-200 bg-white p-8 text-center">
        <p className="font-semibold text-gray-900">{what} is for our staff.</p>
        <p className="mt-1 text-gray-600">Your own car orders are in the list.</p>
        <Link
          href="/shipping-dashboard/car-sales/"
          className="mt-3 inline-block font-semibold text-primary-700 hover:underline"
        >
          Go to my car orders
        </Link>
      </div>
    </div>
  );
}
