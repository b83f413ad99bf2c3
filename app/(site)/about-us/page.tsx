// /about-us: who we are, what we have done, how we work, and the sales team (prefetched so it is in the HTML).
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { ContentCta } from '@/features/content/components/content-cta';
import { CardGrid } from '@/features/content/components/card-grid';
import { ContentPage } from '@/features/content/components/content-page';
import { ContentSection } from '@/features/content/components/content-section';
import { SalesTeam } from '@/features/content/components/sales-team';
import { StatGrid } from '@/features/content/components/stat-grid';
import { getSalesTeamQueryOptions } from '@/features/content/api/get-sales-team';
import { getServerApi } from '@/lib/api/server';
import { makeQueryClient } from '@/lib/api/query-client';
import { brandName } from '@/lib/brand';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'About Us',
  description:
    'A Phnom Penh team that buys cars, classics, JDM cars and boats in the USA and Canada for Cambodian customers and ships them to Sihanoukville.',
};

const stats = [
  { value: '2,500+', label: 'vehicles delivered to Cambodia' },
  { value: '4', label: 'partner warehouses in the US' },
  { value: '35–50', label: 'days from US port to Sihanoukville' },
  { value: '6', label: 'days a week at our Phnom Penh office' },
];

const values = [
  {
    title: 'Every cost in writing',
    body: 'Before you pay a deposit you get an estimate of the car, auction or dealer fees, towing, shipping, our service fee and the expected import taxes, in US dollars.',
  },
  {
    title: 'You see what we see',
    body: 'History reports, auction photos, warehouse photos and loading photos all appear in your dashboard, not only when you ask for them.',
  },
  {
    title: 'One advisor, start to finish',
    body: 'The advisor who helps you choose the car answers your messages until the keys are in your hand, in Khmer or English.',
  },
];

export default async function AboutUsPage() {
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getSalesTeamQueryOptions(await getServerApi()));
  const brand = brandName();

  return (
    <ContentPage
      eyebrow="About us"
      title="Your team in America, based in Phnom Penh"
      intro={`${brand} helps people and businesses in Cambodia buy vehicles in the United States and Canada, and takes care of everything between the seller and your door.`}
    >
      <ContentSection title="Our story">
        <p>
          We started as a handful of car enthusiasts in Phnom Penh who were tired of paying for cars they had only seen
          in three blurry photos. Buying directly from American dealers and auctions gave far better value and far
          better cars, but the process was opaque: auction rules, towing, export paperwork, container space and
          Cambodian customs each had their own middlemen.
        </p>
        <p>
          So we built one service around it. Our buyers in the US inspect and bid, our carriers tow to our own partner
          warehouses, our loading crews photograph every car going into a container, and our customs broker clears it at
          Sihanoukville. Today we ship everyday SUVs and pickups, collector classics, JDM icons converted to left-hand
          drive, boats and parts, for private buyers and for dealers across Cambodia.
        </p>
      </ContentSection>

      <ContentSection title="In numbers">
        <StatGrid stats={stats} />
      </ContentSection>

      <ContentSection title="How we work">
        <CardGrid items={values} />
      </ContentSection>

      <section aria-labelledby="team-title">
        <h2 id="team-title" className="text-2xl font-bold tracking-tight text-gray-900">
          Meet the sales team
        </h2>
        <p className="mt-2 mb-6 text-gray-600">
          Call, message or visit any of us at the Phnom Penh office. We answer within the same working day.
        </p>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <SalesTeam />
        </HydrationBoundary>
      </section>

      <ContentCta />
    </ContentPage>
  );
}
