// The makes a dealer may pick before anyone lists one (decision 053): cars sold new or used in Cambodia, the United
// States and Canada, the classic and JDM makes of the spec's categories, and boat builders. Merged with the makes of
// live listings in the "Add a car" form; "Other…" takes any other name. No zod, so browser code imports it cheaply.

const CAR_MAKES = [
  'Acura',
  'Alfa Romeo',
  'Aston Martin',
  'Audi',
  'Bentley',
  'BMW',
  'Buick',
  'BYD',
  'Cadillac',
  'Changan',
  'Chery',
  'Chevrolet',
  'Chrysler',
  'Citroën',
  'Daihatsu',
  'Dodge',
  'Ferrari',
  'Fiat',
  'Ford',
  'Geely',
  'Genesis',
  'GMC',
  'Great Wall',
  'Haval',
  'Honda',
  'Hongqi',
  'Hyundai',
  'Infiniti',
  'Isuzu',
  'Jaguar',
  'Jeep',
  'Kia',
  'Lamborghini',
  'Land Rover',
  'Lexus',
  'Lincoln',
  'Lotus',
  'Lucid',
  'Maserati',
  'Mazda',
  'McLaren',
  'Mercedes-Benz',
  'MG',
  'Mini',
  'Mitsubishi',
  'Nissan',
  'Peugeot',
  'Polestar',
  'Porsche',
  'Ram',
  'Renault',
  'Rivian',
  'Rolls-Royce',
  'Subaru',
  'Suzuki',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
] as const;

/** Classic (1960 on) makes no longer built, or built in small numbers. */
const CLASSIC_MAKES = [
  'AMC',
  'Austin-Healey',
  'Datsun',
  'DeLorean',
  'Hummer',
  'Mercury',
  'Oldsmobile',
  'Plymouth',
  'Pontiac',
  'Saab',
  'Saturn',
  'Scion',
  'Shelby',
  'Triumph',
] as const;

const BOAT_MAKES = [
  'Azimut',
  'Bayliner',
  'Beneteau',
  'Boston Whaler',
  'Chaparral',
  'Cobalt',
  'Grady-White',
  'Jeanneau',
  'Malibu',
  'MasterCraft',
  'Princess',
  'Regal',
  'Sea Ray',
  'Sea-Doo',
  'Sunseeker',
  'Yamaha',
] as const;

/** Every reference make, alphabetical. */
export const REFERENCE_MAKES: readonly string[] = [...CAR_MAKES, ...CLASSIC_MAKES, ...BOAT_MAKES].sort((a, b) =>
  a.localeCompare(b),
);

/** A name's spelling-free key: lower case, accents and anything but letters and digits dropped ("CR-V" = "crv"). */
export const nameKey = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

// What people type for a make that is spelled otherwise.
const MAKE_ALIASES: Record<string, string> = {
  mercedes: 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
  vw: 'Volkswagen',
  chevy: 'Chevrolet',
  gwm: 'Great Wall',
  landrover: 'Land Rover',
};
const REFERENCE_BY_KEY = new Map<string, string>([
  ...REFERENCE_MAKES.map((make) => [nameKey(make), make] as const),
  ...Object.entries(MAKE_ALIASES),
]);

/** A typed make in its reference spelling ("mercedes benz" → "Mercedes-Benz"); an unknown make as typed. */
export const referenceMakeSpelling = (name: string): string => REFERENCE_BY_KEY.get(nameKey(name)) ?? name;
