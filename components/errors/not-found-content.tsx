// The 404 message of spec §8 and its links; shown inside whatever chrome the route already has.
import Link from 'next/link';

const links = [
  { label: 'Home', href: '/', primary: true },
  { label: 'US Dealer Cars', href: '/cars/us-dealer', primary: false },
  { label: 'Featured Cars', href: '/cars/featured-car', primary: false },
];

export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-2xl flex-1 flex-col items-center justify-center px-4 py-20 text-center sm:py-28">
      <p className="text-7xl font-black tracking-tight text-primary sm:text-8xl">404</p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">404 | Not Found</h1>
      <p className="mt-3 text-lg text-gray-700">This page could not be found</p>
      <p className="mt-2 text-gray-500">
        Maybe this page moved? Got deleted? Is hiding out in quarantine? Never existed in the first place?
      </p>
      <nav aria-label="Suggested pages" className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link) => (
          <Link
            key={link.href}
            href={link.href}
            className={
              link.primary
                ? 'rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-primary-700'
                : 'rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-gray-900 shadow-sm ring-1 ring-gray-300 hover:bg-gray-50'
            }
          >
            {link.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}
