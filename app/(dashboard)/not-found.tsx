// 404 inside the (dashboard) layout (a page called notFound()): the layout already draws the chrome.
import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/errors/not-found-content';

export const metadata: Metadata = { title: '404 | Not Found' };

export default function NotFound() {
  return <NotFoundContent />;
}
