// The parts bench's data: N parts over a real make → year → model → engine → category → sub-category tree, written
// by INSERT … SELECT over generate_series (seconds for 100,000 rows; ranges of 100,000 with the indexes built at the
// end for a million, see bulk-load.mjs), plus the requests the bench sends.

/** [make, model, engine]: vehicles people in Cambodia import, with their real engine codes. */
const DONORS = [
  ['Toyota', 'Camry', '2AR-FE 2.5L I4'],
  ['Toyota', 'Camry', '2GR-FE 3.5L V6'],
  ['Toyota', 'Prius', '2ZR-FXE 1.8L Hybrid'],
  ['Toyota', 'Highlander', '2GR-FKS 3.5L V6'],
  ['Toyota', 'RAV4', '2AR-FE 2.5L I4'],
  ['Toyota', 'Tacoma', '2GR-FKS 3.5L V6'],
  ['Toyota', 'Land Cruiser', '3UR-FE 5.7L V8'],
  ['Lexus', 'RX 350', '2GR-FE 3.5L V6'],
  ['Lexus', 'ES 350', '2GR-FKS 3.5L V6'],
  ['Lexus', 'LX 570', '3UR-FE 5.7L V8'],
  ['Lexus', 'GX 460', '1UR-FE 4.6L V8'],
  ['Honda', 'CR-V', 'K24W 2.4L I4'],
  ['Honda', 'Civic', 'R18A 1.8L I4'],
  ['Honda', 'Accord', 'K24W 2.4L I4'],
  ['Hyundai', 'Tucson', 'G4KJ 2.4L I4'],
  ['Hyundai', 'Santa Fe', 'G4KE 2.4L I4'],
  ['Ford', 'Ranger', 'P5AT 3.2L I5 Diesel'],
  ['Mitsubishi', 'Pajero Sport', '4N15 2.4L Diesel'],
  ['Nissan', 'Navara', 'YD25 2.5L Diesel'],
  ['Kia', 'Sorento', 'G4KJ 2.4L I4'],
  ['Mercedes-Benz', 'C/K 300', 'M274 2.0L Turbo'],
  ['Land Rover', 'Range Rover Sport', '306PS 3.0L V6 S/C'],
];

/** [category, sub-category, name, base price]. */
const CATALOGUE = [
  ['Engine', 'Engine Assembly', 'Engine Long Block', 2400],
  ['Engine', 'Ignition', 'Ignition Coil Set', 120],
  ['Engine', 'Intake', 'Throttle Body', 180],
  ['Cooling', 'Radiator', 'Radiator', 210],
  ['Cooling', 'Water Pump', 'Water Pump', 130],
  ['Electrical', 'Charging', 'Alternator', 240],
  ['Electrical', 'Starting', 'Starter Motor', 170],
  ['Brakes', 'Calipers', 'Brake Caliper', 95],
  ['Brakes', 'ABS', 'ABS Pump Module', 420],
  ['Lighting', 'Headlights', 'Headlight Assembly', 380],
  ['Lighting', 'Tail Lights', 'Tail Light Assembly', 190],
  ['Body', 'Mirrors', 'Side Mirror', 160],
  ['Body', 'Bumpers', 'Front Bumper Cover', 320],
  ['Suspension', 'Struts', 'Strut Assembly', 150],
  ['Steering', 'Racks', 'Steering Rack', 380],
  ['Transmission', 'Transmission Assembly', 'Automatic Transmission', 1800],
  ['Interior', 'Seats', 'Driver Seat', 420],
  ['Climate Control', 'AC', 'AC Compressor', 310],
  ['Exhaust', 'Catalytic Converters', 'Catalytic Converter', 560],
  ['Wheels & Tires', 'Wheels', 'Alloy Wheel', 240],
];

const FIRST_YEAR = 2008;
const YEARS = 16;

const literal = (value) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
const values = (rows) => rows.map((row, i) => `(${[i, ...row].map(literal).join(', ')})`).join(',\n');

/** One statement filling `parts` (and each part's picture and own fitment) with parts number `lo` to `hi`. */
export function fillSql(lo, hi) {
  return `
with donors(d, make, model, engine) as (values ${values(DONORS)}),
catalogue(c, category, sub_category, name, price) as (values ${values(CATALOGUE)}),
inserted as (
  insert into parts (make, year, model, engine, category, sub_category, name, part_number, condition, price, stock,
    image, description, source, seller_name, seller_location)
  select d.make, ${FIRST_YEAR} + (g * 7) % ${YEARS}, d.model, d.engine, c.category, c.sub_category, c.name,
    lpad((g::bigint * 7919 % 99999)::text, 5, '0') || '-' || lpad((g % 9999)::text, 4, '0'),
    (array['Used', 'Used', 'Used', 'Remanufactured', 'New (OEM)'])[1 + g % 5],
    c.price + (g * 31) % 200, (g * 13) % 4,
    '/media/generated/part/' || lower(replace(c.category, ' ', '-')) || '/' || (1 + g % 8) || '.svg',
    'Bench part ' || g,
    case when g % 4 = 0 then 'us dealer' else 'warehouse' end,
    case when g % 4 = 0 then 'Desert Auto Parts' else 'Phnom Penh Warehouse' end,
    case when g % 4 = 0 then 'Phoenix, Arizona, USA' else 'Phnom Penh, Cambodia' end
  from generate_series(${Number(lo)}, ${Number(hi)}) g
  join donors d on d.d = g % ${DONORS.length}
  join catalogue c on c.c = (g / ${DONORS.length}) % ${CATALOGUE.length}
  returning id, image, make, year, model, engine
),
pictures as (insert into part_images (part_id, url, position) select id, image, 0 from inserted)
insert into part_fitments (part_id, make, year, model, engine) select id, make, year, model, engine from inserted`;
}

const e = encodeURIComponent;

/** The six cascade requests and five list requests for one vehicle, category and part name. */
function targetsFor({ make, year, model, engine, category, name }) {
  const vehicle = `/api/parts/makes/${e(make)}/years/${year}/models/${e(model)}/engines/${e(engine)}`;
  const q = (params) => `/api/parts/all/?${new URLSearchParams(params)}`;
  return [
    { kind: 'makes', path: '/api/parts/makes/' },
    { kind: 'years', path: `/api/parts/makes/${e(make)}/years/` },
    { kind: 'models', path: `/api/parts/makes/${e(make)}/years/${year}/models/` },
    { kind: 'engines', path: `/api/parts/makes/${e(make)}/years/${year}/models/${e(model)}/engines/` },
    { kind: 'categories', path: `${vehicle}/categories/` },
    { kind: 'sub-categories', path: `${vehicle}/categories/${e(category)}/sub-categories/` },
    { kind: 'list: vehicle', path: q({ make__icontains: make, year__iexact: year, model__icontains: model }) },
    {
      kind: 'list: vehicle+category',
      path: q({
        make__icontains: make,
        year__iexact: year,
        model__icontains: model,
        engine__icontains: engine,
        category__icontains: category,
      }),
    },
    { kind: 'list: make, page 3', path: q({ make__icontains: make.toLowerCase(), page: 3 }) },
    { kind: 'list: name', path: q({ name__icontains: name.slice(0, 6).toLowerCase() }) },
    { kind: 'list: us dealer+make', path: q({ source: 'us dealer', make__icontains: make }) },
  ];
}

/**
 * The mix: every request kind for `count` vehicles spread over the catalogue (rows of `select distinct make, year,
 * model, engine, category, name`), interleaved so consecutive requests differ; and the two repeated requests, on
 * the vehicle with a dash, a slash and spaces in its names.
 */
export function benchTargets(tuples, count = 12) {
  const step = Math.max(1, Math.floor(tuples.length / count));
  const picked = Array.from({ length: Math.min(count, tuples.length) }, (_, i) => tuples[i * step]);
  const perVehicle = picked.map(targetsFor);
  const mix = perVehicle[0].flatMap((_, k) => perVehicle.map((targets) => targets[k]));
  const odd = tuples.find((t) => t.make === 'Mercedes-Benz') ?? tuples[0];
  const [, , , , , subCategories, vehicleList] = targetsFor(odd);
  return { mix, cascade: [subCategories], list: [vehicleList] };
}
