// /sell-your-car-3: the sell service explained, and the form that sends a request (with photos) to our team.
import type { Metadata } from 'next';
import { SellCarForm } from '@/features/sell/components/sell-car-form';
import { SellIntro } from '@/features/sell/components/sell-intro';

const title = 'Sell Your Car';
const description =
  'Sell your car in Cambodia: we find you a buyer or buy it ourselves. Send the details and photos, we call within a working day.';

export const metadata: Metadata = { title, description, alternates: { canonical: '/sell-your-car-3' } };

export default function SellYourCar3Page() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-12">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Sell your car</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
          Sell your car in Cambodia, the easy way
        </h1>
        <p className="mt-4 text-lg text-gray-600">
          We sell it for you to our buyers, or we buy it from you. Either way, you get a fair price and no hassle.
        </p>
      </header>
      <SellIntro />
      <section
        aria-labelledby="sell-form-title"
        className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="sell-form-title" className="mb-6 text-xl font-bold text-gray-900">
          Tell us about your car
        </h2>
        <SellCarForm />
      </section>
    </div>
  );
}
