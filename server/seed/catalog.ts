// The vehicle catalogue the demo listings are drawn from: current US/Canada models with real trims and prices.

export type BodyStyle =
  'Sedan' | 'Coupe' | 'Convertible' | 'Hatchback' | 'Wagon' | 'SUV' | 'Pickup' | 'Minivan' | 'Boat';
export type Fuel = 'Gasoline' | 'Diesel' | 'Hybrid' | 'Plug-in Hybrid' | 'Electric';

export interface Trim {
  name: string;
  /** Litres for combustion engines ('2.5L'), 'Electric', or horsepower for boats ('200 hp'). */
  engineSize: string;
  /** Engine description for the listing text, e.g. '2.5L I4' or 'Twin Mercury 300 hp V8 outboards'. */
  engine: string;
  cylinders: number | null;
  fuel: Fuel;
  transmission: string;
  drivetrain: string;
  /** New price in USD (modern models) — older years depreciate from it. */
  msrp: number;
}

export interface ModelEntry {
  make: string;
  model: string;
  body: BodyStyle;
  years: [number, number];
  /** World manufacturer identifiers (VIN positions 1–3) used for this model. */
  wmi: string[];
  trims: Trim[];
  /** Relative frequency among listings. */
  weight: number;
  /** Common on Cambodian roads, so also used for local listings. */
  local?: boolean;
}

type TrimTuple = [name: string, engine: string, fuel: Fuel, transmission: string, drivetrain: string, msrp: number];

/** '2.5L I4' → size '2.5L', 4 cylinders; 'Electric' → no cylinders. */
export function trim([name, engine, fuel, transmission, drivetrain, msrp]: TrimTuple): Trim {
  const size = /^(\d\.\d)L/.exec(engine)?.[1];
  const cylinders = /\b[IVH](\d{1,2})\b/.exec(engine)?.[1];
  return {
    name,
    engine,
    engineSize: size ? `${size}L` : engine,
    cylinders: cylinders ? Number(cylinders) : null,
    fuel,
    transmission,
    drivetrain,
    msrp,
  };
}

const A = 'Automatic';
const CVT = 'CVT';
const M = 'Manual';

function model(
  make: string,
  name: string,
  body: BodyStyle,
  years: [number, number],
  wmi: string[],
  weight: number,
  trims: TrimTuple[],
  local = false,
): ModelEntry {
  return { make, model: name, body, years, wmi, weight, trims: trims.map(trim), local };
}

export const MODERN_MODELS: ModelEntry[] = [
  model(
    'Toyota',
    'Camry',
    'Sedan',
    [2012, 2025],
    ['4T1', '4T4'],
    10,
    [
      ['LE', '2.5L I4', 'Gasoline', A, 'FWD', 26400],
      ['SE', '2.5L I4', 'Gasoline', A, 'FWD', 27900],
      ['XSE', '2.5L I4', 'Gasoline', A, 'FWD', 32000],
      ['XSE V6', '3.5L V6', 'Gasoline', A, 'FWD', 36500],
      ['Hybrid LE', '2.5L I4 Hybrid', 'Hybrid', CVT, 'FWD', 28800],
    ],
    true,
  ),
  model('Toyota', 'Corolla', 'Sedan', [2014, 2025], ['2T1', '5YF'], 7, [
    ['L', '1.8L I4', 'Gasoline', CVT, 'FWD', 21000],
    ['LE', '2.0L I4', 'Gasoline', CVT, 'FWD', 22500],
    ['SE', '2.0L I4', 'Gasoline', CVT, 'FWD', 25500],
  ]),
  model(
    'Toyota',
    'Prius',
    'Hatchback',
    [2010, 2023],
    ['JTD'],
    6,
    [
      ['Two', '1.8L I4 Hybrid', 'Hybrid', CVT, 'FWD', 25000],
      ['Three', '1.8L I4 Hybrid', 'Hybrid', CVT, 'FWD', 27000],
      ['XLE', '1.8L I4 Hybrid', 'Hybrid', CVT, 'FWD', 29800],
    ],
    true,
  ),
  model(
    'Toyota',
    'RAV4',
    'SUV',
    [2014, 2025],
    ['2T3', 'JTM'],
    8,
    [
      ['LE', '2.5L I4', 'Gasoline', A, 'FWD', 28500],
      ['XLE', '2.5L I4', 'Gasoline', A, 'AWD', 31500],
      ['Adventure', '2.5L I4', 'Gasoline', A, 'AWD', 35500],
      ['Hybrid XLE', '2.5L I4 Hybrid', 'Hybrid', CVT, 'AWD', 34500],
    ],
    true,
  ),
  model(
    'Toyota',
    'Highlander',
    'SUV',
    [2012, 2025],
    ['5TD'],
    6,
    [
      ['LE', '3.5L V6', 'Gasoline', A, 'FWD', 37000],
      ['XLE', '3.5L V6', 'Gasoline', A, 'AWD', 43500],
      ['Limited', '3.5L V6', 'Gasoline', A, 'AWD', 48500],
    ],
    true,
  ),
  model(
    'Toyota',
    'Land Cruiser',
    'SUV',
    [2010, 2021],
    ['JTM', 'JTE'],
    4,
    [
      ['Base', '5.7L V8', 'Gasoline', A, '4WD', 85500],
      ['Heritage Edition', '5.7L V8', 'Gasoline', A, '4WD', 87800],
    ],
    true,
  ),
  model(
    'Toyota',
    'Tacoma',
    'Pickup',
    [2014, 2025],
    ['3TM', '5TF'],
    7,
    [
      ['SR5', '3.5L V6', 'Gasoline', A, '4WD', 34500],
      ['TRD Off-Road', '3.5L V6', 'Gasoline', A, '4WD', 38500],
      ['TRD Pro', '3.5L V6', 'Gasoline', A, '4WD', 47500],
      ['Limited', '3.5L V6', 'Gasoline', A, '4WD', 44000],
    ],
    true,
  ),
  model('Toyota', 'Tundra', 'Pickup', [2014, 2025], ['5TF'], 4, [
    ['SR5', '5.7L V8', 'Gasoline', A, '4WD', 42500],
    ['1794 Edition', '5.7L V8', 'Gasoline', A, '4WD', 58000],
  ]),
  model('Toyota', 'Sienna', 'Minivan', [2015, 2025], ['5TD'], 3, [
    ['LE', '3.5L V6', 'Gasoline', A, 'FWD', 36000],
    ['XLE', '2.5L I4 Hybrid', 'Hybrid', CVT, 'AWD', 45000],
  ]),
  model(
    'Lexus',
    'RX 350',
    'SUV',
    [2010, 2025],
    ['2T2', 'JTJ'],
    9,
    [
      ['Base', '3.5L V6', 'Gasoline', A, 'FWD', 48500],
      ['F Sport', '3.5L V6', 'Gasoline', A, 'AWD', 54000],
      ['Luxury', '3.5L V6', 'Gasoline', A, 'AWD', 56500],
    ],
    true,
  ),
  model('Lexus', 'ES 350', 'Sedan', [2013, 2025], ['58A', 'JTH'], 4, [
    ['Base', '3.5L V6', 'Gasoline', A, 'FWD', 42500],
    ['Ultra Luxury', '3.5L V6', 'Gasoline', A, 'FWD', 48500],
  ]),
  model(
    'Lexus',
    'LX 570',
    'SUV',
    [2010, 2021],
    ['JTJ'],
    4,
    [
      ['Base', '5.7L V8', 'Gasoline', A, '4WD', 89000],
      ['Sport', '5.7L V8', 'Gasoline', A, '4WD', 92500],
    ],
    true,
  ),
  model(
    'Lexus',
    'GX 460',
    'SUV',
    [2012, 2023],
    ['JTJ'],
    3,
    [['Premium', '4.6L V8', 'Gasoline', A, '4WD', 57500]],
    true,
  ),
  model('Honda', 'Civic', 'Sedan', [2014, 2025], ['2HG', '19X'], 6, [
    ['LX', '2.0L I4', 'Gasoline', CVT, 'FWD', 22500],
    ['Sport', '2.0L I4', 'Gasoline', CVT, 'FWD', 25000],
    ['Touring', '1.5L I4 Turbo', 'Gasoline', CVT, 'FWD', 30000],
  ]),
  model('Honda', 'Accord', 'Sedan', [2013, 2025], ['1HG'], 6, [
    ['LX', '1.5L I4 Turbo', 'Gasoline', CVT, 'FWD', 26500],
    ['Sport 2.0T', '2.0L I4 Turbo', 'Gasoline', A, 'FWD', 32500],
    ['Touring', '2.0L I4 Turbo', 'Gasoline', A, 'FWD', 38000],
  ]),
  model(
    'Honda',
    'CR-V',
    'SUV',
    [2013, 2025],
    ['2HK', '5J6', '7FA'],
    8,
    [
      ['LX', '1.5L I4 Turbo', 'Gasoline', CVT, 'FWD', 27500],
      ['EX', '1.5L I4 Turbo', 'Gasoline', CVT, 'AWD', 30500],
      ['EX-L', '1.5L I4 Turbo', 'Gasoline', CVT, 'AWD', 33500],
      ['Touring', '1.5L I4 Turbo', 'Gasoline', CVT, 'AWD', 36500],
    ],
    true,
  ),
  model('Honda', 'Odyssey', 'Minivan', [2014, 2025], ['5FN'], 3, [
    ['EX', '3.5L V6', 'Gasoline', A, 'FWD', 35000],
    ['Touring', '3.5L V6', 'Gasoline', A, 'FWD', 45500],
  ]),
  model('Ford', 'F-150', 'Pickup', [2013, 2025], ['1FT'], 9, [
    ['XL', '3.3L V6', 'Gasoline', A, 'RWD', 33000],
    ['XLT', '2.7L V6 EcoBoost', 'Gasoline', A, '4WD', 45000],
    ['Lariat', '3.5L V6 EcoBoost', 'Gasoline', A, '4WD', 56000],
    ['Platinum', '5.0L V8', 'Gasoline', A, '4WD', 66000],
    ['Raptor', '3.5L V6 EcoBoost High Output', 'Gasoline', A, '4WD', 72000],
  ]),
  model(
    'Ford',
    'Ranger',
    'Pickup',
    [2019, 2025],
    ['1FT'],
    6,
    [
      ['XL', '2.3L I4 EcoBoost', 'Gasoline', A, 'RWD', 27500],
      ['XLT', '2.3L I4 EcoBoost', 'Gasoline', A, '4WD', 33500],
      ['Lariat', '2.3L I4 EcoBoost', 'Gasoline', A, '4WD', 38500],
    ],
    true,
  ),
  model('Ford', 'Mustang', 'Coupe', [2015, 2024], ['1FA'], 5, [
    ['EcoBoost', '2.3L I4 EcoBoost', 'Gasoline', A, 'RWD', 28500],
    ['GT', '5.0L V8', 'Gasoline', M, 'RWD', 37500],
    ['GT Premium', '5.0L V8', 'Gasoline', A, 'RWD', 42500],
  ]),
  model('Ford', 'Mustang', 'Convertible', [2015, 2024], ['1FA'], 2, [
    ['EcoBoost Premium Convertible', '2.3L I4 EcoBoost', 'Gasoline', A, 'RWD', 39000],
    ['GT Premium Convertible', '5.0L V8', 'Gasoline', A, 'RWD', 49000],
  ]),
  model('Ford', 'Explorer', 'SUV', [2014, 2025], ['1FM'], 5, [
    ['XLT', '2.3L I4 EcoBoost', 'Gasoline', A, '4WD', 39500],
    ['Limited', '2.3L I4 EcoBoost', 'Gasoline', A, '4WD', 48500],
    ['ST', '3.0L V6 EcoBoost', 'Gasoline', A, '4WD', 56000],
  ]),
  model('Ford', 'Bronco', 'SUV', [2021, 2025], ['1FM'], 3, [
    ['Big Bend', '2.3L I4 EcoBoost', 'Gasoline', M, '4WD', 40500],
    ['Badlands', '2.7L V6 EcoBoost', 'Gasoline', A, '4WD', 50500],
  ]),
  model('Chevrolet', 'Silverado 1500', 'Pickup', [2014, 2025], ['1GC', '3GC'], 7, [
    ['LT', '5.3L V8', 'Gasoline', A, '4WD', 46000],
    ['LTZ', '5.3L V8', 'Gasoline', A, '4WD', 55000],
    ['High Country', '6.2L V8', 'Gasoline', A, '4WD', 63500],
  ]),
  model('Chevrolet', 'Tahoe', 'SUV', [2015, 2025], ['1GN'], 5, [
    ['LS', '5.3L V8', 'Gasoline', A, '4WD', 52000],
    ['LT', '5.3L V8', 'Gasoline', A, '4WD', 58500],
    ['Premier', '6.2L V8', 'Gasoline', A, '4WD', 69000],
  ]),
  model('Chevrolet', 'Corvette', 'Coupe', [2014, 2025], ['1G1'], 2, [
    ['Stingray 1LT', '6.2L V8', 'Gasoline', A, 'RWD', 62000],
    ['Stingray 3LT', '6.2L V8', 'Gasoline', A, 'RWD', 73500],
  ]),
  model('Jeep', 'Wrangler', 'SUV', [2014, 2025], ['1C4'], 6, [
    ['Sport', '3.6L V6', 'Gasoline', M, '4WD', 32500],
    ['Sahara', '3.6L V6', 'Gasoline', A, '4WD', 42000],
    ['Rubicon', '3.6L V6', 'Gasoline', A, '4WD', 45500],
    ['Rubicon 4xe', '2.0L I4 Turbo Plug-in Hybrid', 'Plug-in Hybrid', A, '4WD', 55000],
  ]),
  model('Jeep', 'Grand Cherokee', 'SUV', [2014, 2025], ['1C4'], 5, [
    ['Laredo', '3.6L V6', 'Gasoline', A, '4WD', 40500],
    ['Limited', '3.6L V6', 'Gasoline', A, '4WD', 47500],
    ['Summit', '5.7L V8', 'Gasoline', A, '4WD', 64500],
  ]),
  model(
    'Hyundai',
    'Tucson',
    'SUV',
    [2016, 2025],
    ['KM8', '5NM'],
    6,
    [
      ['SE', '2.5L I4', 'Gasoline', A, 'FWD', 27500],
      ['SEL', '2.5L I4', 'Gasoline', A, 'AWD', 30500],
      ['Limited', '2.5L I4', 'Gasoline', A, 'AWD', 36500],
    ],
    true,
  ),
  model(
    'Hyundai',
    'Santa Fe',
    'SUV',
    [2016, 2025],
    ['5NM'],
    4,
    [
      ['SEL', '2.5L I4', 'Gasoline', A, 'AWD', 32500],
      ['Calligraphy', '2.5L I4 Turbo', 'Gasoline', A, 'AWD', 43000],
    ],
    true,
  ),
  model(
    'Kia',
    'Sorento',
    'SUV',
    [2016, 2025],
    ['5XY'],
    5,
    [
      ['LX', '2.5L I4', 'Gasoline', A, 'FWD', 30500],
      ['EX', '2.5L I4 Turbo', 'Gasoline', A, 'AWD', 37000],
      ['SX', '2.5L I4 Turbo', 'Gasoline', A, 'AWD', 42000],
    ],
    true,
  ),
  model('Kia', 'Carnival', 'Minivan', [2022, 2025], ['KND'], 2, [
    ['EX', '3.5L V6', 'Gasoline', A, 'FWD', 40500],
    ['SX Prestige', '3.5L V6', 'Gasoline', A, 'FWD', 47500],
  ]),
  model('Mercedes-Benz', 'GLE', 'SUV', [2016, 2025], ['4JG'], 4, [
    ['GLE 350 4MATIC', '2.0L I4 Turbo', 'Gasoline', A, 'AWD', 62000],
    ['GLE 450 4MATIC', '3.0L I6 Turbo', 'Gasoline', A, 'AWD', 70500],
  ]),
  model('Mercedes-Benz', 'C-Class', 'Sedan', [2015, 2025], ['55S', 'W1K'], 4, [
    ['C 300', '2.0L I4 Turbo', 'Gasoline', A, 'RWD', 46500],
    ['AMG C 43', '3.0L V6 Twin-Turbo', 'Gasoline', A, 'AWD', 61000],
  ]),
  model('Mercedes-Benz', 'E-Class', 'Wagon', [2017, 2023], ['W1K'], 1, [
    ['E 450 All-Terrain', '3.0L I6 Turbo', 'Gasoline', A, 'AWD', 70500],
  ]),
  model('BMW', 'X5', 'SUV', [2014, 2025], ['5UX'], 4, [
    ['xDrive40i', '3.0L I6 Turbo', 'Gasoline', A, 'AWD', 66000],
    ['xDrive50e', '3.0L I6 Turbo Plug-in Hybrid', 'Plug-in Hybrid', A, 'AWD', 73000],
    ['M60i', '4.4L V8 Twin-Turbo', 'Gasoline', A, 'AWD', 91000],
  ]),
  model('BMW', '3 Series', 'Sedan', [2014, 2025], ['3MW', 'WBA'], 4, [
    ['330i', '2.0L I4 Turbo', 'Gasoline', A, 'RWD', 45500],
    ['M340i xDrive', '3.0L I6 Turbo', 'Gasoline', A, 'AWD', 59500],
  ]),
  model('Tesla', 'Model 3', 'Sedan', [2018, 2025], ['5YJ'], 5, [
    ['Standard Range Plus', 'Electric', 'Electric', A, 'RWD', 41000],
    ['Long Range', 'Electric', 'Electric', A, 'AWD', 48500],
    ['Performance', 'Electric', 'Electric', A, 'AWD', 55000],
  ]),
  model('Tesla', 'Model Y', 'SUV', [2020, 2025], ['7SA', '5YJ'], 5, [
    ['Long Range', 'Electric', 'Electric', A, 'AWD', 50500],
    ['Performance', 'Electric', 'Electric', A, 'AWD', 55500],
  ]),
  model('Porsche', '911', 'Coupe', [2014, 2025], ['WP0'], 2, [
    ['Carrera', '3.0L H6 Twin-Turbo', 'Gasoline', A, 'RWD', 114000],
    ['Carrera S', '3.0L H6 Twin-Turbo', 'Gasoline', A, 'RWD', 131000],
    ['Turbo S', '3.7L H6 Twin-Turbo', 'Gasoline', A, 'AWD', 230000],
  ]),
  model('Porsche', 'Cayenne', 'SUV', [2015, 2025], ['WP1'], 3, [
    ['Base', '3.0L V6 Turbo', 'Gasoline', A, 'AWD', 80000],
    ['S', '2.9L V6 Twin-Turbo', 'Gasoline', A, 'AWD', 97000],
    ['Turbo', '4.0L V8 Twin-Turbo', 'Gasoline', A, 'AWD', 140000],
  ]),
  model('Porsche', 'Macan', 'SUV', [2015, 2025], ['WP1'], 2, [
    ['Base', '2.0L I4 Turbo', 'Gasoline', A, 'AWD', 61000],
    ['S', '2.9L V6 Twin-Turbo', 'Gasoline', A, 'AWD', 72000],
  ]),
  model('Nissan', 'Rogue', 'SUV', [2014, 2025], ['5N1', 'JN8'], 4, [
    ['SV', '1.5L I3 Turbo', 'Gasoline', CVT, 'AWD', 31500],
    ['SL', '1.5L I3 Turbo', 'Gasoline', CVT, 'AWD', 37000],
  ]),
  model(
    'Mazda',
    'CX-5',
    'SUV',
    [2014, 2025],
    ['JM3'],
    4,
    [
      ['Touring', '2.5L I4', 'Gasoline', A, 'AWD', 30500],
      ['Grand Touring', '2.5L I4', 'Gasoline', A, 'AWD', 35500],
    ],
    true,
  ),
  model('Mazda', 'MX-5 Miata', 'Convertible', [2016, 2025], ['JM1'], 2, [
    ['Club', '2.0L I4', 'Gasoline', M, 'RWD', 34500],
    ['Grand Touring', '2.0L I4', 'Gasoline', A, 'RWD', 36500],
  ]),
  model('Subaru', 'Outback', 'Wagon', [2015, 2025], ['4S4'], 3, [
    ['Premium', '2.5L H4', 'Gasoline', CVT, 'AWD', 31500],
    ['Touring XT', '2.4L H4 Turbo', 'Gasoline', CVT, 'AWD', 43500],
  ]),
  model('Volkswagen', 'Golf GTI', 'Hatchback', [2015, 2024], ['3VW'], 2, [
    ['S', '2.0L I4 Turbo', 'Gasoline', M, 'FWD', 31500],
    ['Autobahn', '2.0L I4 Turbo', 'Gasoline', A, 'FWD', 39500],
  ]),
  model('Ram', '1500', 'Pickup', [2015, 2025], ['1C6'], 4, [
    ['Big Horn', '5.7L V8', 'Gasoline', A, '4WD', 47500],
    ['Laramie', '5.7L V8', 'Gasoline', A, '4WD', 57500],
  ]),
];
