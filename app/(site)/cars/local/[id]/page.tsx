// /cars/local/{id}: a car already in Cambodia, shown like every other car page.
import { carDetailMetadata } from '@/features/cars/components/car-detail-page';
import { CarPage } from '../../car-page';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return carDetailMetadata((await params).id);
}

export default async function CarsLocalDetailPage({ params }: { params: Params }) {
  return <CarPage segment={(await params).id} />;
}
