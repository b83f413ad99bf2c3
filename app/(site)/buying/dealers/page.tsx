// /buying/dealers: step-by-step guide to buying a car from a US or Canadian dealer through us.
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
  title: 'Buying from US Dealers',
  description:
    'How we buy from dealers in the USA and Canada for you: checks, inspection, reservation deposit, export paperwork, payment and towing.',
};

const steps = [
  {
    title: 'Choose a car',
    body: (
      <p>
        Browse our <Link href="/cars/us-dealer">US dealer cars</Link> or send us a link to any car on a dealer&apos;s
        website. We confirm it is still available, ask for the full history and extra photos or a video walk-around.
      </p>
    ),
  },
  {
    title: 'Optional independent inspection',
    body: 'For $150 to $250 a mobile inspector checks the car at the dealership: engine scan, tyres, brakes, underbody and a road test, with photos.',
  },
  {
    title: 'Reserve with a deposit',
    body: 'A deposit of $500 to $1,000, depending on the dealer, holds the car. It is deducted from the price; if the inspection finds a problem you did not accept, we ask the dealer to refund it.',
  },
  {
    title: 'Invoice and payment',
    body: 'You receive the dealer price, the dealer documentation fee and our service fee on one invoice in USD. Cars bought for export are usually exempt from US sales tax once we show export proof; some dealers hold a refundable tax deposit until then.',
  },
  {
    title: 'Title and pickup',
    body: 'When payment clears, the dealer releases the car and the title. Our carrier collects it and delivers it to our warehouse, usually within a week.',
  },
  {
    title: 'Shipping to Cambodia',
    body: (
      <p>
        The car joins the next container from that warehouse. See{' '}
        <Link href="/buying/shipping-types">shipping types</Link> for options, times and costs.
      </p>
    ),
  },
];

const reasons = [
  {
    title: 'Clean titles',
    body: 'Dealer cars normally come with clean titles and no hidden damage, so registration in Cambodia is straightforward.',
  },
  {
    title: 'Reconditioned',
    body: 'Dealers service and detail their cars before sale; many are certified pre-owned with a full inspection.',
  },
  {
    title: 'Negotiable',
    body: 'We negotiate the price and ask for extras such as new tyres or a second key before you commit.',
  },
];

export default function BuyingDealersPage() {
  return (
    <ContentPage
      eyebrow="Ordering process"
      title="Buying from US and Canadian dealers"
      intro="Dealer cars cost a little more than auction cars but come with clean titles, known condition and far less risk. We handle the dealer, the paperwork and the export for you."
    >
      <BuyingGuideNav current="/buying/dealers" />

      <ContentSection title="Why buy from a dealer">
        <CardGrid items={reasons} />
      </ContentSection>

      <ContentSection title="Step by step">
        <StepList steps={steps} />
      </ContentSection>

      <ContentSection title="Good to know">
        <ul>
          <li>Dealer documentation fees vary by state, from about $85 to $800; we show them before you reserve.</li>
          <li>US manufacturer warranties usually do not apply outside North America.</li>
          <li>Dealers in Canada are paid in Canadian dollars; we quote you the USD amount on the day of payment.</li>
        </ul>
        <Callout title="Prices are in US dollars">
          Every invoice and estimate is in USD. Shipping and Cambodian import taxes are invoiced separately when the car
          is loaded and when it arrives.
        </Callout>
      </ContentSection>

      <ContentCta />
    </ContentPage>
  );
}
