// /cars/car/add: a dealer lists a car (Business Accounts and staff); photos follow on the edit screen.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { DealerCarForm } from '@/features/dealer/components/dealer-car-form';
import { canList } from '@/features/dealer/components/dealer-listings-page';

export const metadata: Metadata = { title: 'Add a Car', robots: { index: false } };

export default async function CarsAddPage() {
  const user = await requireSessionUser('/cars/car/add/');
  if (!canList(user)) redirect('/cars/my-listings');
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-gray-900">Add a car</h1>
      <DealerCarForm />
    </div>
  );
}
