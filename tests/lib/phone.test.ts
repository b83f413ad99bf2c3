// The one phone formatter: how numbers read on the site, and the tel: links phones dial.
import { describe, expect, it } from 'vitest';
import { normalizePhone } from '@/lib/contract/phone-number';
import { formatPhone, telHref } from '@/lib/phone';

describe('formatPhone', () => {
  it.each([
    ['+85517217919', '+855 17 217 919'],
    ['017 217 919', '+855 17 217 919'],
    ['855-17-217-919', '+855 17 217 919'],
    ['(017) 217.919', '+855 17 217 919'],
    ['+855 23 888 168', '+855 23 888 168'],
    ['0962345678', '+855 96 234 5678'],
    ['+1 (415) 555-0123', '+1 415 555 0123'],
    ['+442071234567', '+442071234567'],
  ])('%s reads %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('leaves text that is not a phone number as it was', () => {
    expect(formatPhone(' ask at the desk ')).toBe('ask at the desk');
  });
});

describe('telHref', () => {
  it('dials the international number however it is written', () => {
    expect(telHref('017 217 919')).toBe('tel:+85517217919');
    expect(telHref('+855 23 888 168')).toBe('tel:+85523888168');
  });
});

describe('normalizePhone', () => {
  it('refuses numbers too short or too long for Cambodia and text without a number', () => {
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizePhone('017 217')).toBeNull();
    expect(normalizePhone('+855 17 217 919 1234')).toBeNull();
    expect(normalizePhone('hello')).toBeNull();
  });
});
