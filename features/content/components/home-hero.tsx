// The home page's opening: what we do, a car search that lands on /cars, and the two main ways in.
import Form from 'next/form';
import Link from 'next/link';
import { SearchIcon } from '@/components/ui/icons';

const highlights = [
  'US & Canadian dealers and auctions',
  'Towing, warehouse and container loading',
  'Customs clearance in Cambodia',
];

export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-linear-to-br from-gray-950 via-gray-900 to-primary-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-primary/30 blur-3xl"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-primary-200 uppercase">
          From the USA and Canada to Phnom Penh
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          Buy your next car in America. We bring it home to Cambodia.
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-gray-300">
          Choose from thousands of cars, classics, JDM imports and boats. We buy it for you, tow it to our warehouse,
          load it into a container to Sihanoukville and clear customs, and you follow every step from your dashboard.
        </p>
        <Form
          action="/cars"
          className="mt-8 flex max-w-2xl flex-col gap-3 rounded-xl bg-white p-2 shadow-lg xs:flex-row"
        >
          <label htmlFor="home-search" className="sr-only">
            Search cars
          </label>
          <div className="flex flex-1 items-center gap-2 rounded-lg px-3 focus-within:ring-2 focus-within:ring-primary">
            <SearchIcon className="size-5 shrink-0 text-gray-400" />
            <input
              id="home-search"
              name="search"
              type="search"
              placeholder="Make, model or year, e.g. Toyota Land Cruiser 2021"
              className="w-full py-2.5 text-gray-900 outline-none placeholder:text-gray-400"
            />
          </div>
          <button
            type="submit"
            className="rounded-lg bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700"
          >
            Search cars
          </button>
        </Form>
        <div className="mt-6 flex flex-col gap-3 focus-ring-light xs:flex-row">
          <Link
            href="/cars/us-dealer"
            className="rounded-md bg-white px-5 py-3 text-center font-semibold text-gray-900 hover:bg-gray-100"
          >
            Browse US dealer cars
          </Link>
          <Link
            href="/buying/auction"
            className="rounded-md border border-white/40 px-5 py-3 text-center font-semibold text-white hover:bg-white/10"
          >
            How buying works
          </Link>
        </div>
        <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-gray-300">
          {highlights.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-primary-400" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
