// The ways to shop, as tiles linking to each category's listing.
import Link from 'next/link';
import { SectionHeading } from './section-heading';

const categories = [
  {
    title: 'US Dealers',
    text: 'Inspected used cars from dealers across the USA and Canada, at dealer prices.',
    href: '/cars/us-dealer',
  },
  {
    title: 'USA Auction',
    text: 'Copart, IAAI and Manheim auction cars. We inspect, bid and pay for you.',
    href: '/cars/us-dealer/auction',
  },
  {
    title: 'Classic Cars',
    text: 'Collector cars from the 1960s onwards, shipped in a closed container.',
    href: '/cars/classic-cars',
  },
  {
    title: 'JDM Cars',
    text: 'Japanese icons already in North America, converted to left-hand drive.',
    href: '/cars/jdm-cars',
  },
  { title: 'Boats', text: 'Boats and jet skis from US dealers, with their trailers.', href: '/cars/us-dealer/boats' },
  {
    title: 'Cambodia Cars',
    text: 'Cars already in Cambodia from private owners and local dealers.',
    href: '/cars/local',
  },
  { title: 'Parts', text: 'New and used parts found in the US and shipped with your car.', href: '/parts' },
  {
    title: 'Vehicle History Reports',
    text: 'AutoCheck, Carfax and Window Sticker reports for any VIN.',
    href: '/carcheckk?tab=1',
  },
];

export function CategoryTiles() {
  return (
    <section aria-labelledby="categories-title" className="mx-auto w-full max-w-6xl px-4 py-14">
      <SectionHeading
        id="categories-title"
        title="What are you looking for?"
        subtitle="Every category ships to Cambodia with the same door-to-door service."
      />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {categories.map((category) => (
          <li key={category.href}>
            <Link
              href={category.href}
              className="group flex h-full flex-col rounded-xl border border-gray-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-primary-300 hover:shadow-md sm:p-5"
            >
              <span aria-hidden="true" className="mb-4 h-1 w-10 rounded-full bg-primary" />
              <span className="font-semibold text-gray-900 group-hover:text-primary-700">{category.title}</span>
              <span className="mt-2 text-xs text-gray-600 sm:text-sm">{category.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
