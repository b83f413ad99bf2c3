// /contact-us: the Phnom Penh office's details and the contact form.
import type { Metadata } from 'next';
import { ContactDetails } from '@/features/content/components/contact-details';
import { ContactForm } from '@/features/content/components/contact-form';

export const metadata: Metadata = {
  title: 'Contact Us',
  description:
    'Visit, call or write to our Phnom Penh office, Monday to Saturday 8:00–17:30, about buying, shipping or importing a vehicle to Cambodia.',
};

export default function ContactUsPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Contact us</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
          Talk to our Phnom Penh team
        </h1>
        <p className="mt-4 text-lg text-gray-600">
          Ask about a car you found, a price estimate with shipping and import taxes, a shipment on its way, or selling
          your car. Send a message below, or come and see us at the office.
        </p>
      </header>
      <div className="mt-10 grid gap-10 md:grid-cols-[1.6fr_1fr]">
        <section
          aria-labelledby="form-title"
          className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="form-title" className="mb-6 text-xl font-bold text-gray-900">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <section aria-labelledby="office-title">
          <h2 id="office-title" className="mb-6 text-xl font-bold text-gray-900">
            Visit or call
          </h2>
          <ContactDetails />
        </section>
      </div>
    </div>
  );
}
