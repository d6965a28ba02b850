import { describe, expect, it } from 'vitest';
import { calendarFileName } from './event.calendar.js';

// Issue 31: a Spanish service's calendar file is named by its words, their accents left out rather than cut.
describe('the calendar file name', () => {
  it('keeps the letters of a Spanish name without their accents', () => {
    expect(calendarFileName({ eventName: 'Recepción' })).toBe('Recepcion.ics');
    expect(calendarFileName({ eventName: 'Misa de cuerpo presente, Iglesia de San José' })).toBe(
      'Misa-de-cuerpo-presente-Iglesia-de-San-Jose.ics',
    );
    expect(calendarFileName({ eventName: 'Velorio – Año nuevo' })).toBe('Velorio-Ano-nuevo.ics');
  });

  it('is the English name as before, and "event" when nothing is left', () => {
    expect(calendarFileName({ eventName: 'Funeral Service' })).toBe('Funeral-Service.ics');
    expect(calendarFileName({ eventName: '李 ✝' })).toBe('event.ics');
  });
});
