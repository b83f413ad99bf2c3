// Checking a VIN for a report: the VIN table (valid, bad check digit, wrong length, I/O/Q, a JDM chassis number),
// what the VIN decodes to, availability and price, and the built-in sample provider's reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reportStatusSchema,
  vehicleReportSchema,
  VIN_MESSAGES,
  vinLengthMessage,
  vinProblem,
} from '@/lib/contract/reports';
import { vinCheckDigit } from '@/lib/contract/vin';
import { sampleReport } from '@/server/modules/reports/sample-provider';
import { decodeModelYear, decodeVin } from '@/server/modules/reports/vin-decode';
import { createTestApp, type TestApp } from '../support/test-app';

/** `draft` with its 9th character replaced by the right check digit. */
const withCheckDigit = (draft: string) => `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = (type: string, body: unknown) =>
  t.request(`/api/reports/check-status/${type}/`, { method: 'POST', json: body });

describe('the VIN table', () => {
  const cases: [string, string, string | null][] = [
    ['a valid VIN', '1HGCM82633A004352', null],
    ['a valid VIN in lower case with spaces around', ' 1hgcm82633a004352 ', null],
    ['a bad check digit (last digit changed)', '1HGCM82633A004353', VIN_MESSAGES.check_digit],
    ['too short (a pre-1981 serial)', '0F02H100001', vinLengthMessage(11)],
    ['too long', '1HGCM82633A0043521', 'A VIN has 17 characters; this one has 18.'],
    ['the letter O', '1HGCM82633A0O4352', VIN_MESSAGES.letters],
    ['the letter I', 'IHGCM82633A004352', VIN_MESSAGES.letters],
    ['the letter Q', '1HGCM82633A00435Q', VIN_MESSAGES.letters],
    ['a JDM chassis number', 'JZX100-0012345', VIN_MESSAGES.chassis],
    ['punctuation', '1HGCM8263/A004352', VIN_MESSAGES.characters],
    ['blank', '   ', VIN_MESSAGES.blank],
  ];

  it('tells a pre-1981 serial why it has no report', () => {
    expect(vinLengthMessage(11)).toBe(
      'A VIN has 17 characters; this one has 11. Cars built before 1981 carry shorter serial numbers, which these ' +
        'reports do not cover.',
    );
  });

  it.each(cases)('%s: the contract says it in the words the API uses', (_name, vin, message) => {
    expect(vinProblem(vin)).toBe(message);
  });

  it.each(cases)('%s: check-status answers 200 or a 400 on vin', async (_name, vin, message) => {
    for (const type of ['autocheck', 'carfax']) {
      const res = await check(type, { vin });
      if (message === null) {
        expect(res.status).toBe(200);
        expect(reportStatusSchema.parse(await res.json()).vin).toBe('1HGCM82633A004352');
      } else {
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ vin: [message] });
      }
    }
  });

  it('requires the vin field and refuses an unknown report type', async () => {
    const missing = await check('carfax', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ vin: ['This field is required.'] });
    expect((await check('experian', { vin: '1HGCM82633A004352' })).status).toBe(404);
  });
});

describe('check-status', () => {
  it('tells a visitor the car, that the report is available and its price in dollars, not owned', async () => {
    const res = await check('carfax', { vin: '1HGCM82633A004352' });
    expect(res.status).toBe(200);
    expect(reportStatusSchema.parse(await res.json())).toEqual({
      vin: '1HGCM82633A004352',
      report_type: 'carfax',
      available: true,
      unavailable_reason: null,
      price: 40,
      currency: 'USD',
      owned: false,
      order_id: null,
      vehicle: { year: 2003, make: 'Honda', model: 'Accord' },
      provider: 'sample',
      sample: true,
    });
    const prices = await Promise.all(
      ['autocheck', 'window_sticker'].map(async (type) => {
        const body = reportStatusSchema.parse(await (await check(type, { vin: '1HGCM82633A004352' })).json());
        return body.price;
      }),
    );
    expect(prices).toEqual([25, 15]);
  });

  it('has no window sticker for a maker it does not know, and says so', async () => {
    const vin = withCheckDigit('9ZZAB1230R1234567');
    const body = reportStatusSchema.parse(await (await check('window_sticker', { vin })).json());
    expect(body).toMatchObject({ available: false, vehicle: { year: 2024, make: null, model: null } });
    expect(body.unavailable_reason).toMatch(/No window sticker is on file for this maker/);
    const history = reportStatusSchema.parse(await (await check('autocheck', { vin })).json());
    expect(history.available).toBe(true);
  });
});

describe('decoding', () => {
  it('reads the model year of the 10th character, the latest cycle not ahead of next year', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(decodeModelYear('1HGCM82633A004352', now)).toBe(2003);
    expect(decodeModelYear(withCheckDigit('4T1BF1FK0R0000001'), now)).toBe(2024);
    expect(decodeModelYear(withCheckDigit('4T1BF1FK0T0000001'), now)).toBe(2026);
    expect(decodeModelYear(withCheckDigit('4T1BF1FK0V0000001'), now)).toBe(2027);
    expect(decodeModelYear(withCheckDigit('4T1BF1FK0W0000001'), now)).toBe(1998);
  });

  it('knows the makes people import and a few models; other models are "Unknown model"', () => {
    expect(decodeVin(withCheckDigit('4T1BF1FK0R0000001'))).toMatchObject({ make: 'Toyota', model: 'Camry' });
    expect(decodeVin(withCheckDigit('5UXCR6C00N0000001'))).toMatchObject({ make: 'BMW', model: 'X5' });
    expect(decodeVin(withCheckDigit('JTJZZ1FK0R0000001'))).toMatchObject({ make: 'Lexus', model: 'Unknown model' });
  });
});

describe('the sample provider', () => {
  const now = new Date('2026-11-25T00:00:00Z');
  const vin = withCheckDigit('1FTEW1E50K0000042');

  it('tells the same story for the same VIN, and the same car in Autocheck and Car Fax', () => {
    const a = sampleReport('autocheck', vin, now);
    expect(sampleReport('autocheck', vin, now)).toEqual(a);
    const c = sampleReport('carfax', vin, now);
    expect(c.history?.owners).toEqual(a.history?.owners);
    expect(c.history?.accidents).toEqual(a.history?.accidents);
    expect(c.history?.score).toBeNull();
    expect(a.history?.score?.value).toBeGreaterThan(0);
  });

  it('is marked as a sample, has increasing odometer readings up to today, and owners in order', () => {
    for (let n = 0; n < 40; n++) {
      const report = vehicleReportSchema.parse({
        order_id: 1,
        ...sampleReport(
          'carfax',
          withCheckDigit(`4T1BF1FK0${'ABCDEFGHJKLMNPRSTVWXY123456789'[n % 30]}000${String(n).padStart(4, '0')}`),
          now,
        ),
      });
      expect(report.sample).toBe(true);
      expect(report.disclaimer).toMatch(/^SAMPLE REPORT/);
      const history = report.history!;
      const miles = history.odometer.map((r) => r.miles);
      expect(miles).toEqual([...miles].sort((x, y) => x - y));
      expect(history.odometer.every((r) => r.date <= '2026-11-25')).toBe(true);
      expect(history.owners.length).toBeGreaterThanOrEqual(1);
      expect(history.owners.at(-1)!.to).toBeNull();
      expect(history.summary.owners).toBe(history.owners.length);
      expect(history.summary.last_odometer).toBe(miles.at(-1));
    }
  });

  it('gives a window sticker its price lines and fuel economy', () => {
    const report = sampleReport('window_sticker', vin, now);
    expect(report.history).toBeNull();
    const sticker = report.window_sticker!;
    expect(sticker.msrp).toBe(
      sticker.base_price + sticker.destination_charge + sticker.options.reduce((sum, o) => sum + o.price, 0),
    );
    expect(sticker.fuel_economy.highway_mpg).toBeGreaterThan(sticker.fuel_economy.city_mpg);
    expect(report.vehicle).toMatchObject({ make: 'Ford', model: 'F-150', body: 'Pickup truck' });
  });
});
