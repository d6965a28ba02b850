import { describe, expect, it } from 'vitest';
import { countryName, countryOptions } from './countries';

// Issue 31: a country is shown by its name in the reader's language, from its ISO code; the graph's English names stay.
const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'ES', name: 'Spain' },
  { code: 'DE', name: 'Germany' },
  { code: 'EC', name: 'Ecuador' },
  { code: 'SA', name: 'Saudi Arabia' },
  { code: 'XX', name: 'Atlantis' },
];

describe('country names', () => {
  it('in Spanish: neutral Latin American names, sorted in Spanish, the United States first, the value the code', () => {
    expect(countryOptions(COUNTRIES, 'es')).toEqual([
      { value: 'US', label: 'Estados Unidos' },
      { value: 'DE', label: 'Alemania' },
      { value: 'SA', label: 'Arabia Saudita' },
      { value: 'XX', label: 'Atlantis' },
      { value: 'EC', label: 'Ecuador' },
      { value: 'ES', label: 'España' },
    ]);
  });

  it("in English: the graph's names, sorted, the United States first", () => {
    expect(countryOptions(COUNTRIES, 'en').map((o) => o.label)).toEqual([
      'United States',
      'Atlantis',
      'Ecuador',
      'Germany',
      'Saudi Arabia',
      'Spain',
    ]);
  });

  it("falls back to the graph's name, then to the code, when Intl does not know the code", () => {
    expect(countryName('MX', 'es')).toBe('México');
    expect(countryName('XX', 'es', 'Atlantis')).toBe('Atlantis');
    expect(countryName('not a code', 'es')).toBe('not a code');
  });

  it('builds a list once per language', () => {
    expect(countryOptions(COUNTRIES, 'es')).toBe(countryOptions(COUNTRIES, 'es'));
    expect(countryOptions(COUNTRIES, 'en')).not.toBe(countryOptions(COUNTRIES, 'es'));
  });
});
