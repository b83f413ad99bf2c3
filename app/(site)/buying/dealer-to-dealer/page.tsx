// /buying/dealer-to-dealer: how Business Account dealers trade stock with each other and import in volume.
import type { Metadata } from 'next';
import Link from 'next/link';
import { BuyingGuideNav } from '@/features/content/components/buying-guide-nav';
import { Callout } from '@/features/content/components/callout';
import { CardGrid } from '@/features/content/components/card-grid';
import { ContentCta } from '@/features/content/components/content-cta';
import { ContentPage } from '@/features/content/components/content-page';
import { ContentSection } from '@/features/content/components/content-section';
import { StepList } from '@/features/content/components/step-list';

export const metadata: Metadata = {
  title: 'Dealer to Dealer',
  description:
    'For car dealers in Cambodia: open a Business Account, trade stock with other dealers and import from the USA in volume with shared containers.',
};

const steps = [
  {
    title: 'Open a Business Account',
    body: 'Sign up and ask our team to upgrade you to a Business Account. We need your company registration (patent tax certificate) and VAT certificate, and we confirm your showroom address.',
  },
  {
    title: 'See dealer-only listings and prices',
    body: (
      <p>
        Business Accounts see the <Link href="/cars/dealer-to-dealer">Dealer to Dealer</Link> listings: stock that
        Cambodian dealers offer to each other at trade prices, hidden from private buyers.
      </p>
    ),
  },
  {
    title: 'Contact the selling dealer through us',
    body: 'Use the chat on the listing. We arrange a viewing at the seller’s yard in Phnom Penh and share the import documents and tax receipts of the car.',
  },
  {
    title: 'Agree the price and pay',
    body: 'Payment goes through our office by bank transfer in USD. We release it to the seller once you confirm the handover of the car, keys and documents.',
  },
  {
    title: 'Transfer of ownership',
    body: 'We help both sides with the ownership transfer at the registration office so the car can be resold or plated without delay.',
  },
];

const volume = [
  {
    title: 'Shared container rates',
    body: 'Fill a 40 ft container with three or four of your own cars and pay one booking instead of four shares.',
  },
  {
    title: 'Standing bids',
    body: 'Give us a list of models, years and maximum prices, and we bid on matching auction cars every week.',
  },
  {
    title: 'One monthly statement',
    body: 'All your purchases, shipments and balances in one report in the dashboard, exportable for your accountant.',
  },
];

export default function BuyingDealerToDealerPage() {
  return (
    <ContentPage
      eyebrow="Ordering process"
      title="Dealer to dealer"
      intro="A trade channel for licensed car dealers in Cambodia: buy and sell stock between dealers, and import from the USA in volume with Business Account rates."
    >
      <BuyingGuideNav current="/buying/dealer-to-dealer" />

      <ContentSection title="Trading with other dealers, step by step">
        <StepList steps={steps} />
      </ContentSection>

      <ContentSection title="Importing in volume">
        <CardGrid items={volume} />
      </ContentSection>

      <ContentSection title="Selling your stock to other dealers">
        <p>
          List a car from your dashboard and choose <strong>Dealer to Dealer</strong> as the selling type. Only Business
          Accounts see it. Add clear photos, the mileage, the import year and your trade price; enquiries arrive in your
          messages.
        </p>
        <Callout title="Business Accounts only">
          Dealer-to-dealer listings and prices are visible only to verified Business Accounts. Private buyers see your
          cars only if you also list them as Dealer Car.
        </Callout>
      </ContentSection>

      <ContentCta
        title="Are you a dealer?"
        text="Contact our team to open a Business Account and get dealer rates on auctions, shipping and containers."
      />
    </ContentPage>
  );
}
