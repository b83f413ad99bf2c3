// /buying/shipping-types: container and RoRo shipping from the USA and Canada to Sihanoukville, with documents, times and costs.
import type { Metadata } from 'next';
import { BuyingGuideNav } from '@/features/content/components/buying-guide-nav';
import { Callout } from '@/features/content/components/callout';
import { CardGrid } from '@/features/content/components/card-grid';
import { ContentCta } from '@/features/content/components/content-cta';
import { ContentPage } from '@/features/content/components/content-page';
import { ContentSection } from '@/features/content/components/content-section';
import { PriceTable } from '@/features/content/components/price-table';
import { StepList } from '@/features/content/components/step-list';

export const metadata: Metadata = {
  title: 'Shipping Types',
  description:
    'Shared or exclusive containers and RoRo from the USA and Canada to Sihanoukville: 35–50 days, export documents, customs in Cambodia and costs in USD.',
};

const options = [
  {
    title: 'Shared 40 ft container',
    body: 'Our standard service: your car shares a container with two or three others, strapped and blocked. The best price per car, with sailings every week from our main warehouses.',
  },
  {
    title: 'Exclusive 20 ft container',
    body: 'One car, and room for parts and tyres. Sails as soon as your car is ready; a good choice for classics and valuable cars.',
  },
  {
    title: 'Exclusive 40 ft container',
    body: 'Two to four cars of your own, for dealers and collectors who want to ship together. Boats on trailers usually travel this way.',
  },
  {
    title: 'RoRo (roll-on / roll-off)',
    body: 'The car is driven onto a car carrier ship. Cheaper for large vehicles from some ports, but sailings to Sihanoukville are less frequent, the car must run and nothing may be left inside.',
  },
];

const steps = [
  {
    title: 'At the warehouse',
    body: 'The car is checked in and photographed. We wait for the title, which must be with us before export.',
  },
  {
    title: 'Export documents',
    body: 'We file the export information (ITN), present the title to US customs at least 72 hours before sailing, and receive the dock receipt.',
  },
  {
    title: 'Loading',
    body: 'The car is loaded into the container and secured; you receive loading photos and the container number.',
  },
  {
    title: 'Sailing',
    body: 'The shipping line issues the bill of lading. Your dashboard shows the vessel, the ETD and the ETA.',
  },
  {
    title: 'Arrival and customs',
    body: 'At Sihanoukville our broker clears the car with the General Department of Customs and Excise, usually in 3 to 7 working days once taxes are paid.',
  },
  {
    title: 'Delivery',
    body: 'A car transporter brings it the 230 km to Phnom Penh in 1 to 2 days, or you collect it at the port.',
  },
];

const prices = [
  {
    item: 'Shared 40 ft, East Coast (NJ, GA)',
    price: '$1,900 – $2,600 per car',
    note: 'Sedans; SUVs and pickups at the higher end',
  },
  { item: 'Shared 40 ft, West Coast (CA)', price: '$1,600 – $2,300 per car', note: 'Shortest transit to Asia' },
  { item: 'Shared 40 ft, Gulf (TX)', price: '$1,900 – $2,500 per car', note: '' },
  { item: 'Exclusive 20 ft container', price: '$3,200 – $4,500', note: 'One car plus parts' },
  { item: 'RoRo, where available', price: 'from $1,500 per car', note: 'Selected ports and sailings only' },
  { item: 'Towing to our warehouse', price: '$150 – $900', note: 'By distance from the auction or dealer' },
];

export default function BuyingShippingTypesPage() {
  return (
    <ContentPage
      eyebrow="Ordering process"
      title="Shipping types"
      intro="Every car travels from our US warehouses in New Jersey, Georgia, Texas and California to the port of Sihanoukville. Transit takes about 35 to 50 days from sailing, including transshipment in Asia."
    >
      <BuyingGuideNav current="/buying/shipping-types" />

      <ContentSection title="Your options">
        <CardGrid items={options} columns={2} />
      </ContentSection>

      <ContentSection title="From warehouse to Phnom Penh">
        <StepList steps={steps} />
      </ContentSection>

      <ContentSection title="Shipping costs">
        <PriceTable caption="Typical shipping costs to Sihanoukville" rows={prices} />
        <p className="text-sm text-gray-500">
          Ocean freight changes with fuel and season; we confirm the price when the car reaches the warehouse. Marine
          insurance is optional at 1.5% of the car value.
        </p>
      </ContentSection>

      <ContentSection title="Rules for importing to Cambodia">
        <Callout tone="warning" title="Right-hand-drive cars cannot be imported">
          Cambodia does not allow right-hand-drive cars to be imported or registered. JDM cars must be converted to
          left-hand drive by a specialist before they ship; we arrange the conversion in the US, which usually adds
          $2,500 to $6,000 and 3 to 6 weeks depending on the model.
        </Callout>
        <Callout title="Import taxes are estimates">
          Import taxes are layered (customs duty, special tax and VAT) on the value assessed by customs, and vary widely
          with engine size and age. Any amount we quote before arrival is an estimate; the customs assessment is final.
        </Callout>
      </ContentSection>

      <ContentCta
        title="Ready to ship?"
        text="Ask for a door-to-door quote from the car’s location in the US or Canada to Phnom Penh."
      />
    </ContentPage>
  );
}
