import { describe, expect, it } from 'vitest';
import { translate } from '@memorial/schema';
import { initialsOf } from './decedentName';
import { localeStore } from './i18n';
import { formatCardDate, formatClock, formatLongDate, formatPhone, formatPhoneInput, lifeSpan, personName } from './format';

describe('display formats', () => {
  it('writes a wall-clock HH:mm as h:mm A', () => {
    expect(['00:00', '00:30', '09:05', '11:59', '12:00', '13:15', '17:00', '23:59'].map((v) => formatClock(v))).toEqual([
      '12:00 AM',
      '12:30 AM',
      '9:05 AM',
      '11:59 AM',
      '12:00 PM',
      '1:15 PM',
      '5:00 PM',
      '11:59 PM',
    ]);
    expect([null, undefined, '', 'soon'].map((v) => formatClock(v))).toEqual(['', '', '', '']);
  });

  it('shows dashboard dates as MM-DD-YYYY and "-" when absent', () => {
    expect(formatCardDate('1941-06-02')).toBe('06-02-1941');
    expect(formatCardDate(null)).toBe('-');
    expect(formatCardDate('')).toBe('-');
    expect(formatCardDate('not a date')).toBe('-');
  });

  it('takes a stored calendar date as written, and reads a timestamp in the Los Angeles zone', () => {
    expect(formatLongDate('2026-03-14')).toBe('March 14, 2026');
    // 03:00 UTC on the 15th is still the evening of the 14th in California.
    expect(formatCardDate('2026-03-15T03:00:00Z')).toBe('03-14-2026');
  });

  it('writes the memorial page dates as MMMM DD, YYYY, Birth – Death', () => {
    expect(formatLongDate('1941-06-02')).toBe('June 02, 1941');
    expect(lifeSpan('1941-06-02', '2026-03-14')).toBe('June 02, 1941 – March 14, 2026');
    expect(lifeSpan(null, '2026-03-14')).toBe('March 14, 2026');
  });

  it('writes dates and times in Spanish as Intl does (issue 31)', () => {
    expect(formatLongDate('2024-03-15', 'es')).toBe('15 de marzo de 2024');
    expect(lifeSpan('1941-06-02', '2026-03-14', 'es')).toBe('2 de junio de 1941 – 14 de marzo de 2026');
    // Intl puts a no-break space in «p. m.» on some engines: compared with plain spaces.
    const clock = (v: string) => formatClock(v, 'es').replace(/\s/g, ' ');
    expect(['15:30', '00:05', '12:00'].map(clock)).toEqual(['3:30 p. m.', '12:05 a. m.', '12:00 p. m.']);
  });

  it('joins prefix, first, middle and last names, skipping the empty ones', () => {
    expect(personName({ prefix: 'Mrs', firstName: 'Eleanor', middleName: 'Grace', lastName: 'Whitmore' })).toBe(
      'Mrs Eleanor Grace Whitmore',
    );
    expect(personName({ prefix: null, firstName: 'Rosa', middleName: ' ', lastName: 'Marquez' })).toBe('Rosa Marquez');
  });

  it("writes the title as the reader's language does (issue 31): English with it, Spanish the name alone", async () => {
    const eleanor = { prefix: 'Mrs', firstName: 'Eleanor', lastName: 'Whitmore' };
    expect(personName(eleanor)).toBe('Mrs Eleanor Whitmore');
    await localeStore.set('es');
    try {
      // Spanish running text would need the title's article («de la Sra.»): the name goes alone.
      expect(personName(eleanor)).toBe('Eleanor Whitmore');
      expect(personName(eleanor, (ns, key, values) => translate('en', ns, key, values))).toBe('Mrs Eleanor Whitmore');
      expect(personName({ ...eleanor, prefix: 'Dame' })).toBe('Eleanor Whitmore');
      expect(personName({ ...eleanor, prefix: 'Dame' }, (ns, key, values) => translate('en', ns, key, values))).toBe(
        'Dame Eleanor Whitmore',
      );
      // A name written with its Spanish title keeps the first and last name's initials.
      expect(initialsOf('Sra. Eleanor Grace Whitmore')).toBe('EW');
    } finally {
      await localeStore.set('en');
    }
  });

  it('formats ten-digit phones as (###) ###-####', () => {
    expect(formatPhone('6505502300')).toBe('(650) 550-2300');
  });

  it('formats a phone as (###) ###-#### while typing', () => {
    expect(formatPhoneInput('')).toBe('');
    expect(formatPhoneInput('650')).toBe('(650');
    expect(formatPhoneInput('65055')).toBe('(650) 55');
    expect(formatPhoneInput('6505551234')).toBe('(650) 555-1234');
    expect(formatPhoneInput('65055512345')).toBe('(650) 555-1234');
  });
});
