// Home: hero with search, featured cars, categories, how buying works, banners and the sales team, prefetched on the server.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getCarsQueryOptions } from '@/features/cars/api/get-cars';
import { FeaturedCars } from '@/features/cars/components/featured-cars';
import { FEATURED_CARS } from '@/features/cars/utils/listing-kinds';
import { getAdBannersQueryOptions } from '@/features/content/api/get-ad-banners';
import { getSalesTeamQueryOptions } from '@/features/content/api/get-sales-team';
import { BannerStrip } from '@/features/content/components/banner-strip';
import { CategoryTiles } from '@/features/content/components/category-tiles';
import { HomeHero } from '@/features/content/components/home-hero';
import { HowBuyingWorks } from '@/features/content/components/how-buying-works';
import { SalesTeam } from '@/features/content/components/sales-team';
import { SectionHeading } from '@/features/content/components/section-heading';
import { getPricingSettingsQueryOptions } from '@/features/pricing/api/get-pricing-settings';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Cars from the USA and Canada to Cambodia',
  description:
    'Cars, classic and JDM cars, boats and parts from US and Canadian dealers and auctions, shipped to Sihanoukville, cleared and delivered in Phnom Penh.',
};

export default async function HomePage() {
  const queryClient = makeQueryClient();
  const client = await getServerApi();
  // Each section copes with its own failure, so one slow or broken endpoint never blocks the page.
  await Promise.all([
    queryClient.prefetchQuery(getCarsQueryOptions(FEATURED_CARS.kind, FEATURED_CARS.params, client)),
    queryClient.prefetchQuery(getAdBannersQueryOptions(client)),
    queryClient.prefetchQuery(getSalesTeamQueryOptions(client)),
    // The featured cards' riel lines render with the page.
    queryClient.prefetchQuery(getPricingSettingsQueryOptions(client)),
  ]);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <HomeHero />
      <BannerStrip />
      <FeaturedCars
        labelledBy="featured-title"
        heading={
          <SectionHeading
            id="featured-title"
            title="Featured cars"
            subtitle="Hand-picked by our team this week, with history reports checked."
            link={{ href: '/cars/featured-car', label: 'All featured cars' }}
          />
        }
      />
      <CategoryTiles />
      <HowBuyingWorks />
      <section aria-labelledby="team-title" className="mx-auto w-full max-w-6xl px-4 py-14">
        <SectionHeading
          id="team-title"
          title="Talk to a real person"
          subtitle="Our Phnom Penh advisors speak Khmer and English and follow your car from purchase to delivery."
          link={{ href: '/about-us', label: 'Meet the whole team' }}
        />
        <SalesTeam limit={4} />
        <p className="mt-6 text-gray-600">
          Prefer to write?{' '}
          <Link href="/contact-us" className="font-semibold text-primary-700 hover:underline">
            Send us a message
          </Link>{' '}
          and we answer the same working day.
        </p>
      </section>
    </HydrationBoundary>
  );
}
