'use client';
// The sales team listing (all of it on /about-us, the first few as a teaser on the home page).
import { useSalesTeam } from '../api/get-sales-team';
import { SalesPersonCard } from './sales-person-card';

export function SalesTeam({ limit }: { limit?: number }) {
  const { data, isPending, isError } = useSalesTeam();

  if (isPending) {
    return (
      <ul aria-label="Loading the sales team" className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {Array.from({ length: limit ?? 4 }, (_, i) => (
          <li key={i} className="aspect-[3/4] animate-pulse rounded-xl bg-gray-100" />
        ))}
      </ul>
    );
  }
  if (isError || data.length === 0) {
    return (
      <p className="text-gray-600">
        Our team introductions are not available right now. Call or write to the office and we will put you in touch.
      </p>
    );
  }
  const people = limit ? data.slice(0, limit) : data;
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4">
      {people.map((person) => (
        <SalesPersonCard key={person.id} person={person} />
      ))}
    </ul>
  );
}
