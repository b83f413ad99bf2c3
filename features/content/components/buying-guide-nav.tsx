// Links between the five ordering-process pages, with the current one marked.
import clsx from 'clsx';
import Link from 'next/link';

const guides = [
  { href: '/buying/auction', label: 'Buying at auction' },
  { href: '/buying/dealers', label: 'Buying from dealers' },
  { href: '/buying/dealer-to-dealer', label: 'Dealer to dealer' },
  { href: '/buying/payment-process', label: 'Payment process' },
  { href: '/buying/shipping-types', label: 'Shipping types' },
];

export function BuyingGuideNav({ current }: { current: string }) {
  return (
    <nav aria-label="Ordering process" className="-mt-4 flex flex-wrap gap-2">
      {guides.map((guide) => (
        <Link
          key={guide.href}
          href={guide.href}
          aria-current={guide.href === current ? 'page' : undefined}
          className={clsx(
            'rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap sm:px-4',
            guide.href === current ? 'bg-primary text-white' : 'bg-gray-100 text-gray-700 hover:bg-gray-200',
          )}
        >
          {guide.label}
        </Link>
      ))}
    </nav>
  );
}
