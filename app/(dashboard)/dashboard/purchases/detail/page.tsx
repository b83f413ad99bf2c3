// /dashboard/purchases/detail?id={id}: the spec's other address of a purchase; it sends the superuser to the one
// detail page, /dashboard/purchases/{id}/, and without an id to the list of purchases.
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { requirePageAccess } from '@/features/auth/server/session-user';
import { searchParam, type SearchParams } from '@/features/auth/utils/search-param';
import { parseRouteId } from '@/lib/route-id';

export const metadata: Metadata = { title: 'Purchase Details', robots: { index: false } };

export default async function DashboardPurchasesDetailPage({ searchParams }: { searchParams: SearchParams }) {
  // Spec §6: superusers only; anyone else gets the explanation page (decision 051).
  await requirePageAccess('/dashboard/purchases/detail/');
  const raw = await searchParam(searchParams, 'id');
  if (raw === '') redirect('/dashboard/purchases/');
  const id = parseRouteId(raw);
  if (id === null) notFound();
  redirect(`/dashboard/purchases/${id}/`);
}
