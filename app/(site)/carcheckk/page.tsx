// /carcheckk?tab=1|2|3: vehicle history reports by type; the tabs work, the order form is a placeholder until its issue is built.
import type { Metadata } from 'next';
import Link from 'next/link';
import clsx from 'clsx';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const tabs = [
  {
    tab: '1',
    label: 'Autocheck',
    description: 'Order an AutoCheck report by VIN: title brands, accidents, odometer readings and auction history.',
  },
  {
    tab: '2',
    label: 'Car Fax',
    description: 'Order a Carfax report by VIN: service records, ownership history, accidents and damage reports.',
  },
  {
    tab: '3',
    label: 'Window Sticker',
    description: 'Get the original window sticker by VIN: factory options, equipment and the original MSRP.',
  },
] as const;

export const metadata: Metadata = {
  title: 'Vehicle History Reports',
  description: 'Order AutoCheck, Carfax and Window Sticker reports for any US or Canadian VIN before you buy.',
};

export default async function CarCheckPage({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  const { tab } = await searchParams;
  const current = tabs.find((t) => t.tab === tab) ?? tabs[0];
  return (
    <div>
      <nav aria-label="Report types" className="mx-auto flex max-w-3xl flex-wrap justify-center gap-2 px-4 pt-8">
        {tabs.map((t) => (
          <Link
            key={t.tab}
            href={`/carcheckk?tab=${t.tab}`}
            aria-current={t === current ? 'page' : undefined}
            className={clsx(
              'rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors sm:px-4',
              t === current ? 'bg-primary text-white' : 'bg-gray-100 text-gray-700 hover:bg-gray-200',
            )}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <PagePlaceholder title={`${current.label} Report`} description={current.description} />
    </div>
  );
}
