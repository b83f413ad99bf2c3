// 404 outside every route group (unknown addresses reach the site layout's own 404 through (site)/[...missing]):
// kept without the site chrome, because Next sends the root not-found with every page (issue 17).
import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/errors/not-found-content';

export const metadata: Metadata = { title: '404 | Not Found' };

export default function NotFound() {
  return (
    <main id="main" className="flex flex-1 flex-col">
      <NotFoundContent />
    </main>
  );
}
