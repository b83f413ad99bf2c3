// One member of the sales team: photo, name, position, languages and direct phone / e-mail links.
import Image from 'next/image';
import type { SalesPerson } from '@/lib/contract/content';
import { formatPhone, telHref } from '@/lib/phone';

export function SalesPersonCard({ person }: { person: SalesPerson }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      {person.photo ? (
        <Image
          unoptimized
          src={person.photo}
          alt={`Photo of ${person.name}`}
          width={400}
          height={400}
          className="aspect-square w-full bg-gray-100 object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-square w-full items-center justify-center bg-gray-100 text-4xl font-bold text-gray-400"
        >
          {initials(person.name)}
        </div>
      )}
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-semibold text-gray-900">{person.name}</h3>
        <p className="text-sm font-medium text-primary-700">{person.position}</p>
        {person.languages && <p className="mt-1 text-xs text-gray-500">Speaks {person.languages}</p>}
        <div className="mt-auto flex flex-col gap-1 pt-3 text-sm">
          {person.phone && (
            <a href={telHref(person.phone)} className="text-gray-700 hover:text-primary-700">
              {formatPhone(person.phone)}
            </a>
          )}
          {person.email && (
            <a href={`mailto:${person.email}`} className="truncate text-gray-700 hover:text-primary-700">
              {person.email}
            </a>
          )}
        </div>
      </div>
    </li>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}
