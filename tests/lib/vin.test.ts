import { describe, expect, it } from 'vitest';
import { isChassisNumber, isValidVin, vinCheckDigit } from '@/lib/contract/vin';
import { vehicleIdSchema, vinSchema } from '@/lib/contract/vin';

describe('vinCheckDigit', () => {
  it('computes the digit of the published example', () => {
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
  });

  it('writes a remainder of 10 as X', () => {
    // 1M8GDM9A_KP042788 is the 49 CFR 565 worked example whose check digit is X.
    expect(vinCheckDigit('1M8GDM9A0KP042788')).toBe('X');
  });

  it('refuses letters a VIN never uses', () => {
    expect(() => vinCheckDigit('1HGCM82633A00435I')).toThrow(RangeError);
  });
});

describe('isValidVin', () => {
  it('accepts a correct VIN in any case', () => {
    expect(isValidVin('1HGCM82633A004352')).toBe(true);
    expect(isValidVin('1hgcm82633a004352')).toBe(true);
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
  });

  it('rejects a VIN whose last digit changed', () => {
    expect(isValidVin('1HGCM82633A004353')).toBe(false);
  });

  it('rejects I, O and Q', () => {
    expect(isValidVin('1HGCM82633A00435I')).toBe(false);
    expect(isValidVin('1HGCM82633A0043O2')).toBe(false);
    expect(isValidVin('QHGCM82633A004352')).toBe(false);
  });

  it('rejects anything but 17 characters', () => {
    expect(isValidVin('1HGCM82633A00435')).toBe(false);
    expect(isValidVin('1HGCM82633A0043522')).toBe(false);
    expect(isValidVin('')).toBe(false);
  });
});

describe('chassis numbers', () => {
  it('accepts a JDM frame number without a check digit', () => {
    expect(isChassisNumber('JZX100-0012345')).toBe(true);
    expect(isChassisNumber('BNR34-400123')).toBe(true);
    expect(isChassisNumber('JZX1000012345')).toBe(false);
  });

  it('lets a listing carry either identifier, but a VIN field only a VIN', () => {
    expect(vehicleIdSchema.parse(' jzx100-0012345 ')).toBe('JZX100-0012345');
    expect(vinSchema.safeParse('JZX100-0012345').success).toBe(false);
    expect(vinSchema.parse('1hgcm82633a004352')).toBe('1HGCM82633A004352');
  });
});
