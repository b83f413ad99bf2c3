// The top of a dealer's page: picture, trading name, contact name, address, a phone link and how many cars are listed.
import Image from 'next/image';
import { MapPinIcon, PhoneIcon, UserIcon } from '@/components/ui/icons';
import type { DealerProfile } from '@/lib/contract/cars';
import { formatPhone, telHref } from '@/lib/phone';

/** The name a dealer trades under: the company, or the person when no company is set. */
export const dealerDisplayName = (dealer: Pick<DealerProfile, 'company_name' | 'name'>): string =>
  dealer.company_name || dealer.name || 'Dealer';

export function DealerHeader({ dealer }: { dealer: DealerProfile }) {
  const name = dealerDisplayName(dealer);
  const contact = dealer.company_name && dealer.name ? dealer.name : null;
  const cars = `${dealer.car_count.toLocaleString('en-US')} ${dealer.car_count === 1 ? 'car' : 'cars'} for sale`;

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5 sm:flex-row sm:items-center">
      {dealer.profilePic ? (
        <Image
          unoptimized
          src={dealer.profilePic}
          alt=""
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span className="flex size-20 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-400">
          <UserIcon className="size-10" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase">Dealer</p>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{name}</h1>
        {contact && <p className="text-gray-600">{contact}</p>}
        <ul className="mt-2 flex flex-col gap-1 text-sm text-gray-700 sm:flex-row sm:flex-wrap sm:gap-x-5">
          {dealer.address && (
            <li className="flex items-center gap-1.5">
              <MapPinIcon className="size-4 shrink-0 text-gray-400" />
              {dealer.address}
            </li>
          )}
          {dealer.phone && (
            <li className="flex items-center gap-1.5">
              <PhoneIcon className="size-4 shrink-0 text-gray-400" />
              <a href={telHref(dealer.phone)} className="font-semibold text-primary-700 hover:underline">
                {formatPhone(dealer.phone)}
              </a>
            </li>
          )}
        </ul>
      </div>
      <p className="shrink-0 rounded-lg bg-gray-50 px-4 py-2 text-sm font-semibold text-gray-900">{cars}</p>
    </div>
  );
}
