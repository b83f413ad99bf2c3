// /buying/auction: step-by-step guide to buying a car at a US auction through us, with typical fees.
import type { Metadata } from 'next';
import Link from 'next/link';
import { BuyingGuideNav } from '@/features/content/components/buying-guide-nav';
import { Callout } from '@/features/content/components/callout';
import { ContentCta } from '@/features/content/components/content-cta';
import { ContentPage } from '@/features/content/components/content-page';
import { ContentSection } from '@/features/content/components/content-section';
import { PriceTable } from '@/features/content/components/price-table';
import { StepList } from '@/features/content/components/step-list';

export const metadata: Metadata = {
  title: 'Buying at US Auctions',
  description:
    'How we bid for you at Copart, IAAI and Manheim: deposit, maximum bid, auction fees, payment deadlines, title and towing, step by step.',
};

const steps = [
  {
    title: 'Open and verify your account',
    body: 'Sign up with your e-mail or phone number and verify it. Auctions only sell to registered buyers, so we bid under our licence on your behalf.',
  },
  {
    title: 'Choose a car and send us the lot number',
    body: (
      <p>
        Pick a car from our <Link href="/cars/us-dealer/auction">USA Auction</Link> listings or send us any Copart, IAAI
        or Manheim lot. We check the photos, the damage description, the title type and an{' '}
        <Link href="/carcheckk?tab=1">AutoCheck or Carfax report</Link>, and tell you honestly whether it is worth
        bidding.
      </p>
    ),
  },
  {
    title: 'Pay the bidding deposit',
    body: 'The deposit is 10% of your maximum bid, at least $1,000. If we do not win, it is refunded within 5 working days or kept for your next bid, as you prefer.',
  },
  {
    title: 'Set your maximum bid',
    body: 'Tell us the highest price you will pay for the car itself. We bid live and never go above it. You get the result, won or lost, the same day.',
  },
  {
    title: 'Pay the invoice within 2 business days',
    body: 'When we win you receive an invoice with the hammer price, the auction fees and our service fee. Auctions charge late fees and daily storage if payment is late, so please pay by wire transfer within 2 business days.',
  },
  {
    title: 'Title, towing and warehouse',
    body: 'Once the auction is paid we dispatch a carrier, usually within 3 to 10 days, to our nearest warehouse. The title arrives by mail in 1 to 4 weeks; the car cannot be exported until we hold it. You follow both in your dashboard.',
  },
];

const fees = [
  {
    item: 'Auction buyer fee',
    price: '$400 – $1,300',
    note: 'Set by the auction on a sliding scale; about $600 on a $5,000 car, $900–$1,100 on a $15,000 car',
  },
  { item: 'Internet bid fee', price: '$50 – $160', note: 'Charged by the auction for online bidding' },
  { item: 'Gate and title fees', price: '$90 – $130', note: 'Gate fee plus document and environmental fees' },
  {
    item: 'Our purchase service fee',
    price: '$350 per car',
    note: 'Inspection review, bidding, payment and paperwork',
  },
  { item: 'Auction storage if paid late', price: '$25 – $50 per day', note: 'Usually after 3 free business days' },
];

export default function BuyingAuctionPage() {
  return (
    <ContentPage
      eyebrow="Ordering process"
      title="Buying at US auctions"
      intro="Auctions such as Copart, IAAI and Manheim sell hundreds of thousands of cars every year, often well below dealer prices. We give you access, bid for you and take care of everything after the hammer falls."
    >
      <BuyingGuideNav current="/buying/auction" />

      <ContentSection title="Step by step">
        <StepList steps={steps} />
      </ContentSection>

      <ContentSection title="Typical auction costs">
        <PriceTable caption="Typical costs of an auction purchase" rows={fees} />
        <p className="text-sm text-gray-500">
          Auction fees change with the sale price and the auction&apos;s own rules; your invoice shows the exact
          amounts. Towing, shipping and import taxes come later, see{' '}
          <Link href="/buying/shipping-types">shipping types</Link> and the{' '}
          <Link href="/buying/payment-process">payment process</Link>.
        </p>
      </ContentSection>

      <ContentSection title="Before you bid">
        <Callout tone="warning" title="Auction cars are sold as is">
          There is no test drive and no return. Many auction cars have accident, flood or mechanical damage, and the
          auction description is not a guarantee. Read the history report, look at every photo and ask us about the
          title type: some salvage or parts-only titles cannot be exported.
        </Callout>
        <ul>
          <li>Budget for repairs: we can quote repairs in the US before shipping or in Phnom Penh after arrival.</li>
          <li>
            Right-hand-drive cars cannot be registered in Cambodia; JDM cars need a left-hand-drive conversion first.
          </li>
          <li>Keys are not always included; check the listing and ask us if unsure.</li>
        </ul>
      </ContentSection>

      <ContentCta
        title="Found a car at auction?"
        text="Send us the lot number and your budget. We will check it and tell you the likely landed cost in Phnom Penh."
      />
    </ContentPage>
  );
}
