// Classic cars, JDM imports and boats: each with the identifier format of its kind and collector-market prices.
import { trim, type BodyStyle, type Fuel, type ModelEntry } from './catalog';

export interface SpecialtyEntry extends ModelEntry {
  /** Collector or used-boat market value in USD, by condition. */
  priceRange: [number, number];
  /** Pre-1981 serial template: Y = last digit of the year, # = a digit. */
  legacyId?: string;
  /** JDM frame-number model code, e.g. 'JZX100' for `JZX100-0012345`. */
  chassis?: string;
  /** Boat builder's manufacturer identification code (first three HIN characters). */
  mic?: string;
  /** Period or signature colours, by name from the colour table. */
  colours?: string[];
}

type Engine = [engine: string, fuel: Fuel, transmission: string, drivetrain: string];

function entry(
  make: string,
  model: string,
  body: BodyStyle,
  years: [number, number],
  priceRange: [number, number],
  trims: [string, ...Engine][],
  extra: Partial<SpecialtyEntry>,
): SpecialtyEntry {
  return {
    make,
    model,
    body,
    years,
    priceRange,
    wmi: [],
    weight: 1,
    trims: trims.map(([name, engine, fuel, transmission, drivetrain]) => {
      const t = trim([name, engine, fuel, transmission, drivetrain, priceRange[1]]);
      return body === 'Boat' ? { ...t, engineSize: boatEngineSize(engine) } : t;
    }),
    ...extra,
  };
}

export const CLASSIC_MODELS: SpecialtyEntry[] = [
  entry(
    'Ford',
    'Mustang',
    'Coupe',
    [1964, 1968],
    [28000, 72000],
    [
      ['289 V8', '4.7L V8', 'Gasoline', 'Manual', 'RWD'],
      ['289 V8 Automatic', '4.7L V8', 'Gasoline', 'Automatic', 'RWD'],
    ],
    {
      legacyId: 'YF07C######',
      colours: ['Candy Apple Red', 'Wimbledon White', 'Tropical Turquoise', 'Black'],
      weight: 3,
    },
  ),
  entry(
    'Ford',
    'Mustang',
    'Convertible',
    [1965, 1968],
    [38000, 85000],
    [['289 V8', '4.7L V8', 'Gasoline', 'Automatic', 'RWD']],
    {
      legacyId: 'YF08C######',
      colours: ['Candy Apple Red', 'Wimbledon White', 'Poppy Red'],
      weight: 2,
    },
  ),
  entry(
    'Chevrolet',
    'Bel Air',
    'Sedan',
    [1960, 1969],
    [18000, 48000],
    [
      ['283 V8', '4.6L V8', 'Gasoline', 'Automatic', 'RWD'],
      ['327 V8', '5.4L V8', 'Gasoline', 'Automatic', 'RWD'],
    ],
    {
      legacyId: '15669YS######',
      colours: ['Tropical Turquoise', 'Wimbledon White', 'Black', 'Candy Apple Red'],
      weight: 2,
    },
  ),
  entry(
    'Volkswagen',
    'Beetle',
    'Coupe',
    [1962, 1979],
    [9000, 26000],
    [
      ['1300', '1.3L H4', 'Gasoline', 'Manual', 'RWD'],
      ['1600 Super Beetle', '1.6L H4', 'Gasoline', 'Manual', 'RWD'],
    ],
    {
      legacyId: '11Y2######',
      colours: ['Poppy Red', 'Light Blue', 'Beige', 'Yellow'],
      weight: 2,
    },
  ),
  entry(
    'Mercedes-Benz',
    '280SL',
    'Convertible',
    [1968, 1971],
    [95000, 185000],
    [
      ['Pagoda', '2.8L I6', 'Gasoline', 'Automatic', 'RWD'],
      ['Pagoda 4-speed', '2.8L I6', 'Gasoline', 'Manual', 'RWD'],
    ],
    {
      legacyId: '11304412######',
      colours: ['Silver', 'Ivory', 'Dark Blue', 'Signal Red'],
      weight: 1,
    },
  ),
  entry(
    'Chevrolet',
    'Corvette C3',
    'Coupe',
    [1968, 1982],
    [22000, 68000],
    [
      ['350 V8', '5.7L V8', 'Gasoline', 'Automatic', 'RWD'],
      ['427 V8', '7.0L V8', 'Gasoline', 'Manual', 'RWD'],
    ],
    {
      legacyId: '19437YS4#####',
      wmi: ['1G1'],
      colours: ['Signal Red', 'Black', 'Silver', 'Dark Blue'],
      weight: 2,
    },
  ),
  entry(
    'Chevrolet',
    'C10',
    'Pickup',
    [1967, 1987],
    [16000, 52000],
    [['Custom Deluxe 350', '5.7L V8', 'Gasoline', 'Automatic', 'RWD']],
    {
      legacyId: 'CE14YS1#####',
      wmi: ['1GC'],
      colours: ['Light Blue', 'Wimbledon White', 'Green', 'Orange'],
      weight: 2,
    },
  ),
  entry(
    'Toyota',
    'Land Cruiser FJ40',
    'SUV',
    [1965, 1983],
    [38000, 95000],
    [['Hardtop', '4.2L I6', 'Gasoline', 'Manual', '4WD']],
    {
      chassis: 'FJ40',
      colours: ['Beige', 'Light Blue', 'Green', 'Wimbledon White'],
      weight: 1,
    },
  ),
  entry(
    'Ford',
    'Bronco',
    'SUV',
    [1966, 1977],
    [45000, 125000],
    [['Sport 302 V8', '4.9L V8', 'Gasoline', 'Manual', '4WD']],
    {
      legacyId: 'U15GLY#####',
      colours: ['Orange', 'Wimbledon White', 'Light Blue'],
      weight: 1,
    },
  ),
  entry(
    'Porsche',
    '911 Carrera',
    'Coupe',
    [1974, 1989],
    [65000, 145000],
    [
      ['3.0 SC', '3.0L H6', 'Gasoline', 'Manual', 'RWD'],
      ['3.2 Carrera', '3.2L H6', 'Gasoline', 'Manual', 'RWD'],
    ],
    {
      legacyId: '911Y1#####',
      wmi: ['WP0'],
      colours: ['Guards Red', 'Black', 'Silver', 'Grand Prix White'],
      weight: 1,
    },
  ),
  entry(
    'Chevrolet',
    'Camaro SS',
    'Coupe',
    [1967, 1969],
    [42000, 95000],
    [['SS 350', '5.7L V8', 'Gasoline', 'Manual', 'RWD']],
    {
      legacyId: '12437YN1#####',
      colours: ['Hugger Orange', 'Black', 'Dark Blue'],
      weight: 1,
    },
  ),
];

export const JDM_MODELS: SpecialtyEntry[] = [
  entry(
    'Nissan',
    'Skyline GT-R R32',
    'Coupe',
    [1989, 1994],
    [48000, 95000],
    [
      ['V-Spec', '2.6L I6 Twin-Turbo', 'Gasoline', 'Manual', 'AWD'],
      ['Base', '2.6L I6 Twin-Turbo', 'Gasoline', 'Manual', 'AWD'],
    ],
    {
      chassis: 'BNR32',
      colours: ['Gun Grey Metallic', 'Crystal White', 'Black'],
      weight: 3,
    },
  ),
  entry(
    'Nissan',
    'Skyline GT-R R34',
    'Coupe',
    [1999, 2001],
    [165000, 340000],
    [['V-Spec', '2.6L I6 Twin-Turbo', 'Gasoline', 'Manual', 'AWD']],
    {
      chassis: 'BNR34',
      colours: ['Bayside Blue', 'Midnight Purple', 'Silver'],
      weight: 1,
    },
  ),
  entry(
    'Nissan',
    'Silvia S15',
    'Coupe',
    [1999, 2001],
    [32000, 58000],
    [['Spec-R', '2.0L I4 Turbo', 'Gasoline', 'Manual', 'RWD']],
    {
      chassis: 'S15',
      colours: ['Sparkling Silver', 'Brilliant Blue', 'Crystal White'],
      weight: 2,
    },
  ),
  entry(
    'Toyota',
    'Supra A80',
    'Coupe',
    [1993, 2001],
    [65000, 160000],
    [
      ['RZ', '3.0L I6 Twin-Turbo', 'Gasoline', 'Manual', 'RWD'],
      ['SZ-R', '3.0L I6', 'Gasoline', 'Manual', 'RWD'],
    ],
    {
      chassis: 'JZA80',
      colours: ['Super White', 'Renaissance Red', 'Black'],
      weight: 2,
    },
  ),
  entry(
    'Mazda',
    'RX-7 FD',
    'Coupe',
    [1992, 2001],
    [38000, 85000],
    [
      ['Type R', '1.3L Twin-Turbo Rotary', 'Gasoline', 'Manual', 'RWD'],
      ['Type RS', '1.3L Twin-Turbo Rotary', 'Gasoline', 'Manual', 'RWD'],
    ],
    {
      chassis: 'FD3S',
      colours: ['Competition Yellow', 'Vintage Red', 'Brilliant Black'],
      weight: 2,
    },
  ),
  entry(
    'Honda',
    'NSX',
    'Coupe',
    [1990, 2001],
    [85000, 165000],
    [
      ['Type S', '3.2L V6', 'Gasoline', 'Manual', 'RWD'],
      ['Base', '3.0L V6', 'Gasoline', 'Manual', 'RWD'],
    ],
    {
      chassis: 'NA1',
      colours: ['Championship White', 'Formula Red', 'Berlina Black'],
      weight: 1,
    },
  ),
  entry(
    'Toyota',
    'Chaser JZX100',
    'Sedan',
    [1996, 2001],
    [22000, 42000],
    [
      ['Tourer V', '2.5L I6 Turbo', 'Gasoline', 'Manual', 'RWD'],
      ['Tourer V Automatic', '2.5L I6 Turbo', 'Gasoline', 'Automatic', 'RWD'],
    ],
    {
      chassis: 'JZX100',
      colours: ['Super White', 'Black', 'Silver'],
      weight: 2,
    },
  ),
  entry(
    'Mitsubishi',
    'Lancer Evolution VI',
    'Sedan',
    [1999, 2001],
    [36000, 62000],
    [['GSR', '2.0L I4 Turbo', 'Gasoline', 'Manual', 'AWD']],
    {
      chassis: 'CP9A',
      colours: ['Scotia White', 'Dandelion Yellow', 'Satellite Silver'],
      weight: 1,
    },
  ),
  entry(
    'Subaru',
    'Impreza WRX STI',
    'Sedan',
    [1994, 2000],
    [26000, 48000],
    [['Version V', '2.0L H4 Turbo', 'Gasoline', 'Manual', 'AWD']],
    {
      chassis: 'GC8',
      colours: ['Sonic Blue', 'Pure White', 'Black'],
      weight: 1,
    },
  ),
  entry(
    'Toyota',
    'Land Cruiser 80',
    'SUV',
    [1990, 1997],
    [30000, 58000],
    [['VX Limited', '4.2L I6 Turbo Diesel', 'Diesel', 'Manual', '4WD']],
    {
      chassis: 'HDJ81',
      colours: ['Beige', 'Green', 'Super White'],
      weight: 1,
    },
  ),
  entry(
    'Honda',
    'Integra Type R',
    'Coupe',
    [1995, 2001],
    [28000, 52000],
    [['DC2', '1.8L I4', 'Gasoline', 'Manual', 'FWD']],
    {
      chassis: 'DC2',
      colours: ['Championship White', 'Phoenix Yellow', 'Milano Red'],
      weight: 1,
    },
  ),
];

export const BOAT_MODELS: SpecialtyEntry[] = [
  entry(
    'Sea Ray',
    'SPX 190 Outboard',
    'Boat',
    [2017, 2025],
    [28000, 45000],
    [['Bowrider', 'Mercury 115 hp outboard', 'Gasoline', 'Outboard', '']],
    { mic: 'SER', weight: 2 },
  ),
  entry(
    'Sea Ray',
    'SDX 250',
    'Boat',
    [2016, 2024],
    [52000, 98000],
    [['Sterndrive', 'MerCruiser 6.2L 350 hp', 'Gasoline', 'Sterndrive', '']],
    { mic: 'SER', weight: 1 },
  ),
  entry(
    'Sea Ray',
    'Sundancer 320',
    'Boat',
    [2016, 2024],
    [140000, 260000],
    [['Twin Outboard', 'Twin Mercury 300 hp V8 outboards', 'Gasoline', 'Outboard', '']],
    { mic: 'SER', weight: 1 },
  ),
  entry(
    'Boston Whaler',
    '170 Montauk',
    'Boat',
    [2016, 2025],
    [26000, 42000],
    [['Center Console', 'Mercury 90 hp outboard', 'Gasoline', 'Outboard', '']],
    { mic: 'BWC', weight: 2 },
  ),
  entry(
    'Boston Whaler',
    '230 Outrage',
    'Boat',
    [2016, 2025],
    [78000, 125000],
    [['Center Console', 'Mercury 300 hp Verado outboard', 'Gasoline', 'Outboard', '']],
    { mic: 'BWC', weight: 1 },
  ),
  entry(
    'Yamaha',
    'AR190',
    'Boat',
    [2016, 2025],
    [24000, 40000],
    [['Jet Boat', 'Yamaha 1.8L TR-1 250 hp jet', 'Gasoline', 'Jet Drive', '']],
    { mic: 'YAM', weight: 2 },
  ),
  entry(
    'Yamaha',
    '255XD',
    'Boat',
    [2019, 2025],
    [60000, 92000],
    [['Jet Boat', 'Twin Yamaha 1.8L SVHO 500 hp jets', 'Gasoline', 'Jet Drive', '']],
    { mic: 'YAM', weight: 1 },
  ),
  entry(
    'Bayliner',
    'Element E18',
    'Boat',
    [2016, 2025],
    [16000, 26000],
    [['Deck Boat', 'Mercury 90 hp outboard', 'Gasoline', 'Outboard', '']],
    { mic: 'BLB', weight: 2 },
  ),
  entry(
    'Bayliner',
    'VR5 Bowrider',
    'Boat',
    [2017, 2025],
    [26000, 40000],
    [['Bowrider', 'Mercury 150 hp outboard', 'Gasoline', 'Outboard', '']],
    { mic: 'BLB', weight: 1 },
  ),
];

/** Horsepower for a boat's listing, from its engine description. */
export function boatEngineSize(engine: string): string {
  const hp = /(\d{2,3}) hp/.exec(engine)?.[1];
  return hp ? `${hp} hp` : engine;
}
