// /equipments/laser-removal: the Laser Rust Removal service: what it is, benefits, process and a pricing guide.
import type { Metadata } from 'next';
import { Callout } from '@/features/content/components/callout';
import { CardGrid } from '@/features/content/components/card-grid';
import { ContentCta } from '@/features/content/components/content-cta';
import { ContentPage } from '@/features/content/components/content-page';
import { ContentSection } from '@/features/content/components/content-section';
import { PriceTable } from '@/features/content/components/price-table';
import { StepList } from '@/features/content/components/step-list';

export const metadata: Metadata = {
  title: 'Laser Rust Removal',
  description:
    'Laser cleaning removes rust, paint and grime from car bodies, frames and parts without sandblasting or chemicals. Process and price guide in USD.',
};

const benefits = [
  {
    title: 'Metal stays intact',
    body: 'The laser removes only rust and coatings. No metal is ground away and thin panels do not warp.',
  },
  {
    title: 'No blasting media, no chemicals',
    body: 'Nothing gets into seams, bearings or wiring, and there is no sand or acid to clean up afterwards.',
  },
  {
    title: 'Precise',
    body: 'We can clean a single weld seam, a VIN plate or a chassis number without touching the paint around it.',
  },
  { title: 'Ready for paint', body: 'The cleaned surface is bare and dry, ready for primer the same day.' },
  {
    title: 'Original parts saved',
    body: 'Rare classic and JDM parts that cannot be replaced are restored instead of scrapped.',
  },
  {
    title: 'Cleaner for the workshop',
    body: 'Fumes are extracted at the nozzle; there is no dust cloud and very little waste.',
  },
];

const steps = [
  {
    title: 'Assessment',
    body: 'We look at the car or parts, test a small area and tell you what can be saved and what needs metal repair.',
  },
  { title: 'Quote', body: 'You get a written quote in USD by area or by part, with the expected time.' },
  { title: 'Preparation', body: 'Rubber, glass, wiring and interior parts near the work area are removed or masked.' },
  {
    title: 'Laser cleaning',
    body: 'A fibre laser removes rust, old paint, underseal and grease layer by layer down to clean metal.',
  },
  {
    title: 'Protection',
    body: 'Bare metal is primed or coated straight away so it cannot flash-rust in Cambodian humidity.',
  },
];

const prices = [
  {
    item: 'Small parts (brackets, brake calipers, wheels)',
    price: '$15 – $60 per part',
    note: 'Depends on size and rust depth',
  },
  { item: 'Body panel (door, bonnet, boot lid)', price: '$80 – $200 per panel', note: 'Both sides on request' },
  { item: 'Chassis or frame section', price: 'from $250', note: 'Quoted after inspection' },
  { item: 'Full body shell', price: 'from $1,800', note: 'For restorations; body off the frame' },
  { item: 'Hourly rate for custom work', price: '$45 / hour', note: 'Minimum one hour' },
];

export default function LaserRemovalPage() {
  return (
    <ContentPage
      eyebrow="Services"
      title="Laser Rust Removal"
      intro="A high-power fibre laser strips rust, paint and grime from metal without damaging it. Ideal for classic restorations, imported cars that spent winters on salted roads, and rare parts."
    >
      <ContentSection title="What it is">
        <p>
          Laser cleaning, or laser ablation, fires very short pulses of light at the surface. Rust, paint and dirt
          absorb the energy and turn to vapour and fine dust, which is extracted at the nozzle. Clean steel reflects the
          beam, so the metal underneath is not cut or heated enough to warp.
        </p>
        <p>
          Many cars from the northern US and Canada have rust on the underbody, sills and suspension from road salt.
          Laser cleaning lets us see the real condition of the metal and treat it properly before it spreads in our
          humid climate.
        </p>
      </ContentSection>

      <ContentSection title="Benefits">
        <CardGrid items={benefits} />
      </ContentSection>

      <ContentSection title="The process">
        <StepList steps={steps} />
      </ContentSection>

      <ContentSection title="Pricing guide">
        <PriceTable caption="Laser rust removal prices" rows={prices} />
        <Callout title="Guide prices">
          These prices in USD are a guide for typical surface rust. Deep rust, thick underseal or many paint layers take
          longer; we always confirm the price in writing before starting.
        </Callout>
      </ContentSection>

      <ContentCta
        title="Send us photos for a quote"
        text="Message us photos of the rusty areas or parts and we will reply with a price estimate within one working day."
      />
    </ContentPage>
  );
}
