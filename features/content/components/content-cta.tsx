// The closing call to action of information pages: browse cars or talk to the team.
import Link from 'next/link';

interface ContentCtaProps {
  title?: string;
  text?: string;
}

export function ContentCta({
  title = 'Ready to find your car?',
  text = 'Browse cars from US and Canadian dealers and auctions, or tell our Phnom Penh team what you are looking for.',
}: ContentCtaProps) {
  return (
    <section className="rounded-2xl bg-gray-900 px-6 py-10 text-center text-white focus-ring-light sm:px-10">
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="mx-auto mt-3 max-w-2xl text-gray-300">{text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 xs:flex-row">
        <Link href="/cars" className="rounded-md bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-700">
          Browse cars
        </Link>
        <Link
          href="/contact-us"
          className="rounded-md border border-white/40 px-5 py-3 font-semibold text-white hover:bg-white/10"
        >
          Contact us
        </Link>
      </div>
    </section>
  );
}
