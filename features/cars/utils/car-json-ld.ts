// schema.org `Car` with an `Offer`, for rich results on car pages (fields from the marketplaces we compare with).
import type { CarDetail } from '@/lib/contract/cars';

export function carJsonLd(car: CarDetail, url: string): Record<string, unknown> {
  const optional = (value: string | null | undefined) => (value ? value : undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.vehicle_name,
    url,
    image: car.images.map((image) => image.image),
    description: optional(car.description),
    vehicleIdentificationNumber: optional(car.vin),
    brand: { '@type': 'Brand', name: car.make_name },
    model: car.model_name,
    vehicleConfiguration: optional(car.trim_name),
    vehicleModelDate: String(car.year),
    // UN/CEFACT codes: statute miles or kilometres; a boat's engine hours are not an odometer (decision 046).
    mileageFromOdometer:
      car.mileage_unit === 'h'
        ? undefined
        : { '@type': 'QuantitativeValue', value: car.mileage, unitCode: car.mileage_unit === 'km' ? 'KMT' : 'SMI' },
    vehicleEngine: car.engine_size ? { '@type': 'EngineSpecification', name: car.engine_size } : undefined,
    fuelType: optional(car.fuel_type),
    vehicleTransmission: optional(car.transmission),
    driveWheelConfiguration: optional(car.drivetrain),
    bodyType: optional(car.body_style),
    steeringPosition:
      car.steering === 'right' ? 'https://schema.org/RightHandDriving' : 'https://schema.org/LeftHandDriving',
    color: optional(car.exterior_color),
    offers: {
      '@type': 'Offer',
      url,
      price: car.price,
      priceCurrency: 'USD',
      availability: car.status === 'active' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      itemCondition: 'https://schema.org/UsedCondition',
    },
  };
}
