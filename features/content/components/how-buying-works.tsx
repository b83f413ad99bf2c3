// The five steps from choosing a car in the US to driving it in Phnom Penh.
import Link from 'next/link';
import { SectionHeading } from './section-heading';
import { StepList, type Step } from './step-list';

const steps: Step[] = [
  {
    title: 'Choose your car',
    body: 'Pick a car from our listings or send us a link from any US or Canadian dealer or auction. We check its history report and photos with you.',
  },
  {
    title: 'Deposit and purchase',
    body: 'Pay a refundable deposit and we bid or negotiate for you. Once we win, you pay the invoice by bank transfer in USD.',
  },
  {
    title: 'Towing to our warehouse',
    body: 'A licensed carrier collects the car and delivers it to our US warehouse, usually within 3 to 10 days. You get photos on arrival.',
  },
  {
    title: 'Container shipping',
    body: 'We load the car into a container, file the export documents and send you the booking, vessel and ETA. Transit to Sihanoukville takes about 35 to 50 days.',
  },
  {
    title: 'Customs and delivery in Phnom Penh',
    body: 'Our broker clears Cambodian customs, you pay the assessed import taxes, and we deliver the car to Phnom Penh or you collect it at the port.',
  },
];

export function HowBuyingWorks() {
  return (
    <section aria-labelledby="how-title" className="bg-gray-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 md:grid-cols-[1fr_1.4fr]">
        <div>
          <SectionHeading
            id="how-title"
            title="How buying works"
            subtitle="One team from the auction lane to your driveway."
          />
          <p className="text-gray-600">
            Every step appears in your dashboard: purchase, towing status, warehouse photos, container and balance.
            Questions go straight to your advisor in the chat.
          </p>
          <Link
            href="/buying/payment-process"
            className="mt-4 inline-block font-semibold text-primary-700 hover:underline"
          >
            See the payment process →
          </Link>
        </div>
        <StepList steps={steps} />
      </div>
    </section>
  );
}
