// /cars/{id} (or the car's slug): one car with its gallery, specs, price, inspection, seller and similar cars.
import { carDetailMetadata } from '@/features/cars/components/car-detail-page';
import { CarPage } from '../car-page';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return carDetailMetadata((await params).id);
}

export default async function CarsDetailPage({ params }: { params: Params }) {
  return <CarPage segment={(await params).id} />;
}
