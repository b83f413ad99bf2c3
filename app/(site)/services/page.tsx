// /services: the Private Garage service (storage, maintenance, detailing) and links to every other service.
import type { Metadata } from 'next';
import { CardGrid } from '@/features/content/components/card-grid';
import { ContentCta } from '@/features/content/components/content-cta';
import { ContentPage } from '@/features/content/components/content-page';
import { ContentSection } from '@/features/content/components/content-section';
import { PriceTable } from '@/features/content/components/price-table';

export const metadata: Metadata = {
  title: 'Private Garage and Services',
  description:
    'Secure storage, maintenance and detailing for your car in Phnom Penh, plus vehicle history reports, laser rust removal, parts and shipping from the USA.',
};

const garage = [
  {
    title: 'Secure storage',
    body: 'Covered, guarded parking with 24-hour CCTV. Battery kept on a maintainer, tyres checked every week and the car started and moved regularly, so it is ready when you are.',
  },
  {
    title: 'Maintenance',
    body: 'Oil and filter changes, brakes, tyres, air-conditioning service and pre-registration checks, with genuine or quality parts we can source in the US.',
  },
  {
    title: 'Detailing',
    body: 'Hand wash, interior deep clean, paint correction and ceramic coating, ideal after a long container trip or before you sell.',
  },
];

const prices = [
  { item: 'Covered storage', price: 'from $90 / month', note: 'Includes battery maintainer and weekly checks' },
  { item: 'Oil and filter service', price: 'from $45', note: 'Plus oil and filter at cost' },
  { item: 'Full detail (interior and exterior)', price: 'from $120', note: 'Sedan; SUVs and pickups from $150' },
  { item: 'Ceramic coating', price: 'from $450', note: 'After paint correction, 2-year coating' },
];

const services = [
  {
    title: 'Vehicle history reports',
    body: 'AutoCheck, Carfax and Window Sticker reports for any US or Canadian VIN before you buy.',
    href: '/carcheckk?tab=1',
  },
  {
    title: 'Laser rust removal',
    body: 'Contact-free removal of rust, paint and grime from bodies, frames and parts, without sandblasting.',
    href: '/equipments/laser-removal',
  },
  {
    title: 'Parts',
    body: 'New and used parts found at US dealers and salvage yards, shipped with your car or on their own.',
    href: '/parts',
  },
  {
    title: 'Shipping from the USA and Canada',
    body: 'Towing, warehouse, container loading, ocean freight to Sihanoukville and customs clearance.',
    href: '/buying/shipping-types',
  },
  {
    title: 'Buying at US auctions',
    body: 'Inspection, bidding and payment at Copart, IAAI and Manheim on your behalf.',
    href: '/buying/auction',
  },
  {
    title: 'Sell your car',
    body: 'Tell us about your car and we find a buyer in Cambodia or make you an offer.',
    href: '/sell-your-car-3',
  },
];

export default function ServicesPage() {
  return (
    <ContentPage
      eyebrow="Services"
      title="Private Garage"
      intro="A safe place for your car in Phnom Penh, looked after by people who know imported cars: storage, maintenance and detailing under one roof."
    >
      <ContentSection title="What the Private Garage offers">
        <CardGrid items={garage} />
      </ContentSection>

      <ContentSection title="Prices">
        <PriceTable caption="Private Garage prices" rows={prices} />
        <p className="text-sm text-gray-500">
          Prices in USD before VAT. Final prices depend on the vehicle; we confirm them before any work starts.
        </p>
      </ContentSection>

      <ContentSection title="Who it is for">
        <ul>
          <li>Owners who travel or live abroad part of the year and want the car ready on their return.</li>
          <li>Collectors with classic cars that need a dry, secure place and regular care.</li>
          <li>Customers whose newly imported car needs a service and a clean before registration.</li>
        </ul>
      </ContentSection>

      <ContentSection title="All our services">
        <CardGrid items={services} />
      </ContentSection>

      <ContentCta
        title="Book a garage visit"
        text="Call the office or send us a message with your car and the service you need, and we will confirm a date."
      />
    </ContentPage>
  );
}
