// Who sells the car: picture, name and phone, and for a dealer (Business Account) a link to all its cars.
import Image from 'next/image';
import Link from 'next/link';
import { UserIcon } from '@/components/ui/icons';
import type { CarDealer } from '@/lib/contract/cars';
import { formatPhone, telHref } from '@/lib/phone';

export function CarDealerCard({ dealer }: { dealer: CarDealer }) {
  const name = dealer.company_name || dealer.name;
  return (
    <section aria-label="Seller" className="flex items-center gap-4 rounded-xl border border-gray-200 bg-white p-4">
      {dealer.profilePic ? (
        <Image
          unoptimized
          src={dealer.profilePic}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 rounded-full object-cover"
        />
      ) : (
        <span className="flex size-14 items-center justify-center rounded-full bg-gray-100 text-gray-400">
          <UserIcon className="size-7" />
        </span>
      )}
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase">Seller</p>
        <p className="truncate font-semibold text-gray-900">{name}</p>
        {dealer.phone && (
          <a href={telHref(dealer.phone)} className="block text-sm text-gray-600 hover:text-primary-700">
            {formatPhone(dealer.phone)}
          </a>
        )}
        {/* Private sellers have no public page. */}
        {dealer.is_dealer && (
          <Link
            href={`/cars/dealer/${dealer.id}`}
            className="mt-1 inline-block text-sm font-semibold text-primary-700 hover:underline"
          >
            All cars from this seller
          </Link>
        )}
      </div>
    </section>
  );
}
