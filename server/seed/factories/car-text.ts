// Where a listing is and the words describing it, by selling type.
import type { Faker } from '@faker-js/faker';
import type { CarRow, SlotKind } from './cars';
import { AUCTION_HOUSES, CA_CITIES, KH_CITIES, US_CITIES, US_DEALER_WORDS } from '../places';
import { weighted } from '../random';

export interface ListingPlace {
  country: 'US' | 'CA' | 'KH';
  location: string;
  /** Who offers it: a dealership or auction house name, or '' for Cambodian listings. */
  seller: string;
}

export function listingPlace(faker: Faker, kind: SlotKind, local: boolean): ListingPlace {
  if (local) return { country: 'KH', location: weighted(faker, KH_CITIES), seller: '' };
  const canadian = faker.datatype.boolean({ probability: kind === 'jdm cars' ? 0.45 : 0.2 });
  const [city, region] = faker.helpers.arrayElement(canadian ? CA_CITIES : US_CITIES);
  const seller =
    kind === 'auction car'
      ? faker.helpers.arrayElement(AUCTION_HOUSES)
      : `${faker.helpers.arrayElement(US_DEALER_WORDS.first)} ${faker.helpers.arrayElement(US_DEALER_WORDS.last)}`;
  return { country: canadian ? 'CA' : 'US', location: `${city}, ${region}`, seller };
}

/** The odometer in the listing's unit: kilometres in Cambodia, miles in the US and Canada. */
const odometer = (car: CarRow) =>
  `${(car.mileage ?? 0).toLocaleString('en-US')} ${car.country === 'KH' ? 'km' : 'miles'}`;

function cambodianPlate(faker: Faker): string {
  return `${faker.number.int({ min: 1, max: 3 })}${faker.string.alpha({ length: 2, casing: 'upper', exclude: ['I', 'O', 'Q'] })}-${faker.string.numeric({ length: 4, allowLeadingZeros: true })}`;
}

export function describeListing(faker: Faker, car: CarRow, engine: string, seller: string): string {
  const name = `${car.year} ${car.make_name} ${car.model_name} ${car.trim_name ?? ''}`;
  const gearbox = car.transmission === 'CVT' ? 'CVT' : (car.transmission ?? '').toLowerCase();
  const interior = (car.interior_color ?? '').toLowerCase();
  const mileage = odometer(car);
  const drive = car.drivetrain ? ` and ${car.drivetrain}` : '';
  const history = car.accident_free
    ? 'Clean history report with no reported accidents.'
    : 'History report shows one minor reported incident, repaired.';
  const export_ =
    'We handle the purchase, towing to our warehouse, export paperwork and container shipping to Sihanoukville.';
  switch (car.selling_type) {
    case 'auction car':
      return (
        `${name} at ${seller} ${car.location}, lot ${car.lot_number}. ` +
        `${car.title_type} title, damage: ${car.damage}. ${engine}, ${gearbox}, ${mileage} on the odometer (not verified). ` +
        `The price shown is the current bid; our buyers can bid for you and arrange towing once you win.`
      );
    case 'personal car':
      return (
        `Privately owned ${name} in ${car.exterior_color}, ${mileage}. Registered in ${car.location}, plate ${cambodianPlate(faker)}, ` +
        `tax paid with full papers. ${engine} with ${gearbox} transmission. Viewing by appointment; serious buyers only.`
      );
    case 'dealer car':
      return (
        `${name} in stock at our ${car.location} showroom. ${car.exterior_color} with ${interior} interior, ${mileage}. ` +
        `Tax paid, ownership card ready for transfer. Bank financing and trade-ins welcome.`
      );
    case 'dealer to dealer':
      return (
        `Trade price for registered dealers: ${name}, ${mileage}, ${car.exterior_color}. ` +
        `Sold as is, papers complete, located in ${car.location}. Bulk deals negotiable.`
      );
    case 'classic car':
      return (
        `${name} in ${car.exterior_color}. ${engine} with ${gearbox} transmission${drive}. ` +
        `${faker.helpers.arrayElement(['Older restoration that still presents well.', 'Frame-off restoration with photos and receipts.', 'Solid, honest driver with original interior.'])} ` +
        `Offered by ${seller} in ${car.location}. ${export_}`
      );
    case 'jdm cars':
      return (
        `Right-hand-drive ${name} imported from Japan, chassis number ${car.vin}. ${engine}, ${gearbox}${drive}, ` +
        `${mileage}. Cambodia does not register right-hand-drive cars, so this car needs a left-hand-drive (LHD) conversion ` +
        `before registration; we quote the conversion together with the car. Located in ${car.location}.`
      );
    default:
      if (car.vehicle_type === 'boat') {
        return (
          `${car.year} ${car.make_name} ${car.model_name} (${(car.trim_name ?? '').toLowerCase()}) with ${engine}, ${car.mileage} engine hours. ` +
          `${faker.helpers.arrayElement(['Includes a tandem-axle trailer.', 'Trailer available separately.', 'Includes cover and trailer.'])} ` +
          `Offered by ${seller} in ${car.location}; ships on a flat rack or in a container to Sihanoukville.`
        );
      }
      return `${name} in ${car.exterior_color} with ${interior} interior, ${mileage}. ${engine} with ${gearbox} transmission${drive}. ${history}${car.one_owner ? ' One owner.' : ''} Offered by ${seller} in ${car.location}. ${export_}`;
  }
}
