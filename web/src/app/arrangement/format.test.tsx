import { describe, expect, it } from 'vitest';
import { formatEditedAt, formatSsnInput, joinPhone, splitPhone } from './format';

describe('arrangements display formats', () => {
  it('splits and joins country code and number', () => {
    expect(splitPhone('+1-6505551234')).toEqual({ code: '+1', digits: '6505551234' });
    expect(splitPhone('+353-1234567890')).toEqual({ code: '+353', digits: '1234567890' });
    expect(splitPhone('6505551234')).toEqual({ code: '+1', digits: '6505551234' });
    expect(splitPhone(null)).toEqual({ code: '+1', digits: '' });
    expect(joinPhone('+44', '2071234567')).toBe('+44-2071234567');
    expect(joinPhone('+44', '')).toBe('');
  });

  it('hyphenates the SSN and keeps digits only', () => {
    expect(formatSsnInput('123')).toBe('123');
    expect(formatSsnInput('1234')).toBe('123-4');
    expect(formatSsnInput('12345')).toBe('123-45');
    expect(formatSsnInput('123456789')).toBe('123-45-6789');
    expect(formatSsnInput('123-45-67890')).toBe('123-45-6789');
    expect(formatSsnInput('1a2b3')).toBe('123');
  });

  it("writes the last-edited time as 'MMMM Do YYYY, h:mm a' in the funeral home's zone", () => {
    expect(formatEditedAt('2026-03-01T20:05:00Z')).toBe('March 1st 2026, 12:05 pm');
    expect(formatEditedAt('2026-03-22T08:00:00Z')).toBe('March 22nd 2026, 1:00 am');
    expect(formatEditedAt('2026-03-13T17:30:00Z')).toBe('March 13th 2026, 10:30 am');
    expect(formatEditedAt(null)).toBe('');
  });
});
