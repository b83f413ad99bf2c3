// The landed-cost estimate against a table of cars (engine bands, ages, auction or dealer, body sizes) and the riel
// figure beside a price: what a buyer reads on the car page.
import { describe, expect, it } from 'vitest';
import type { PricingRates } from '@/lib/contract/pricing';
import { formatKhr, usdToKhr } from '@/lib/pricing/khr';
import { engineBand, engineCc, landedCost, type LandedCostCar } from '@/lib/pricing/landed-cost';

const RATES: PricingRates = {
  khr_per_usd: 4_100,
  auction_fee_fixed_usd: 550,
  auction_fee_percent: 5,
  auction_fee_max_usd: 2_500,
  dealer_fee_usd: 400,
  towing_usd: 450,
  ocean_freight_usd: 2_100,
  ocean_freight_large_usd: 2_500,
  clearance_delivery_usd: 450,
  service_fee_usd: 350,
  import_duty_percent: 35,
  special_tax_small_percent: 45,
  special_tax_medium_percent: 50,
  special_tax_large_percent: 55,
  special_tax_electric_percent: 10,
  vat_percent: 10,
  age_allowance_percent_per_year: 5,
  age_allowance_max_percent: 30,
};

const car = (over: Partial<LandedCostCar> = {}): LandedCostCar => ({
  price: 20_000,
  year: 2026,
  engine_size: '2.0L',
  fuel_type: 'Gasoline',
  selling_type: 'us dealer',
  body_style: 'Sedan',
  country: 'US',
  vehicle_type: 'car',
  ...over,
});

describe('engine size', () => {
  it.each([
    ['2.5L', 2500],
    ['1.5L', 1500],
    ['5.7 L', 5700],
    ['1998 cc', 1998],
    ['Electric', null],
    ['200 hp', null],
    ['', null],
  ])('%j is %s cc', (text, cc) => expect(engineCc(text)).toBe(cc));

  it.each([
    [{ engine_size: '2.0L', fuel_type: 'Gasoline' }, 'small', false],
    [{ engine_size: '2.1L', fuel_type: 'Hybrid' }, 'medium', false],
    [{ engine_size: '3.0L', fuel_type: 'Diesel' }, 'medium', false],
    [{ engine_size: '3.5L', fuel_type: 'Gasoline' }, 'large', false],
    [{ engine_size: 'Electric', fuel_type: 'Electric' }, 'electric', false],
    [{ engine_size: 'V8', fuel_type: 'Gasoline' }, 'large', true],
  ])('%j is taxed in the %s band (assumed: %s)', (over, band, assumed) =>
    expect(engineBand(over)).toEqual({ band, assumed }),
  );
});

describe('landed cost', () => {
  // CIF = price + fees + towing + freight; value = CIF × (1 − age allowance); duty 35%; special on value + duty;
  // VAT 10% on value + duty + special. Lines are whole dollars and the total is their sum.
  it.each([
    {
      name: 'a new 2.0 L dealer sedan',
      over: {},
      fees: 400,
      freight: 2_100,
      value: 22_950,
      duty: 8_033,
      special: 13_942, // 45% of 30,982.5 = 13,942.1
      vat: 4_492, // 10% of 44,924.6
    },
    {
      name: 'a 3-year-old 2.5 L dealer SUV (15% age allowance, large freight)',
      over: { year: 2023, engine_size: '2.5L', body_style: 'SUV', price: 30_000 },
      fees: 400,
      freight: 2_500,
      value: 28_348, // 33,350 × 0.85 = 28,347.5
      duty: 9_922, // 9,921.6
      special: 19_135, // 50% of 38,269.1 = 19,134.6
      vat: 5_740, // 10% of 57,403.7
    },
    {
      name: 'a 10-year-old 5.7 L auction pickup (allowance capped at 30%)',
      over: { year: 2016, engine_size: '5.7L', body_style: 'Pickup', price: 10_000, selling_type: 'auction car' },
      fees: 1_050,
      freight: 2_500,
      value: 9_800, // 14,000 × 0.7
      duty: 3_430,
      special: 7_277, // 55% of 13,230 = 7,276.5
      vat: 2_051, // 10% of 20,506.5 = 2,050.65
    },
    {
      name: 'a new electric car (10% special tax)',
      over: { engine_size: 'Electric', fuel_type: 'Electric', price: 40_000 },
      fees: 400,
      freight: 2_100,
      value: 42_950,
      duty: 15_033, // 15,032.5
      special: 5_798, // 10% of 57,982.5 = 5,798.25
      vat: 6_378, // 10% of 63,780.75 = 6,378.075
    },
    {
      name: 'a dear auction car (fees capped at $2,500)',
      over: { selling_type: 'auction car', price: 60_000, year: 2025, engine_size: '3.0L' },
      fees: 2_500,
      freight: 2_100,
      value: 61_798, // 65,050 × 0.95 = 61,797.5
      duty: 21_629, // 21,629.125
      special: 41_713, // 50% of 83,426.625 = 41,713.3
      vat: 12_514, // 10% of 125,139.9
    },
  ])('$name', ({ over, fees, freight, value, duty, special, vat }) => {
    const result = landedCost(car(over), RATES, 2026);
    if (result.kind !== 'estimate') throw new Error('expected an estimate');
    const usd = Object.fromEntries(result.lines.map((line) => [line.key, line.usd]));
    expect(usd).toEqual({
      price: car(over).price,
      purchase_fees: fees,
      towing: 450,
      freight,
      taxes: duty + special + vat,
      clearance: 450,
      service: 350,
    });
    expect(result.taxes).toMatchObject({
      customs_value_usd: value,
      duty_usd: duty,
      special_tax_usd: special,
      vat_usd: vat,
    });
    expect(result.total_usd).toBe(result.lines.reduce((sum, line) => sum + line.usd, 0));
    for (const line of result.lines) expect(Number.isInteger(line.usd)).toBe(true);
  });

  it('explains the taxes with their rates, the engine band and the age allowance', () => {
    const result = landedCost(car({ year: 2023, engine_size: '2.5L' }), RATES, 2026);
    if (result.kind !== 'estimate') throw new Error('expected an estimate');
    const taxes = result.lines.find((line) => line.key === 'taxes')!;
    expect(taxes.explanation).toContain('Customs duty 35%');
    expect(taxes.explanation).toContain('special tax 50%');
    expect(taxes.explanation).toContain('2,001–3,000 cc');
    expect(taxes.explanation).toContain('less 15% for a car 3 years old');
    expect(taxes.explanation).toContain('VAT 10%');
  });

  it('says when the engine size was unknown and the highest band assumed', () => {
    const result = landedCost(car({ engine_size: 'V8' }), RATES, 2026);
    if (result.kind !== 'estimate') throw new Error('expected an estimate');
    expect(result.taxes.special_tax_percent).toBe(55);
    expect(result.lines.find((line) => line.key === 'taxes')!.explanation).toContain('highest band is assumed');
  });

  it('never counts a future model year as negative age', () => {
    const result = landedCost(car({ year: 2027 }), RATES, 2026);
    if (result.kind !== 'estimate') throw new Error('expected an estimate');
    expect(result.taxes).toMatchObject({ age_years: 0, age_allowance_percent: 0, customs_value_usd: 22_950 });
  });

  it.each([
    [{ country: 'KH', selling_type: 'personal car' }, 'in_cambodia'],
    [{ vehicle_type: 'boat' as const, engine_size: '200 hp' }, 'boat'],
    [{ price: 0 }, 'no_price'],
  ])('has no estimate for %j (%s)', (over, reason) => {
    expect(landedCost(car(over), RATES, 2026)).toEqual({ kind: 'not_applicable', reason });
  });
});

describe('riel beside a dollar price', () => {
  it.each([
    [24_500, 4_100, '≈ 100,450,000 KHR'],
    [24_500, 4_037, '≈ 98,907,000 KHR'], // 98,906,500 rounds to the nearest 1,000
    [1, 4_100, '≈ 4,000 KHR'],
    [0, 4_100, null],
    [24_500, null, null],
  ])('$%i at %s riel is %s', (usd, rate, text) => expect(formatKhr(usd, rate)).toBe(text));

  it('rounds to the nearest 1,000 riel', () => {
    expect(usdToKhr(10, 4_049.9)).toBe(40_000);
    expect(usdToKhr(10, 4_050)).toBe(41_000);
  });
});
