import { describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { within } from '@testing-library/react';
import { server } from '../../test/server';
import { renderApp, screen, signInAs } from '../../test/render';
import { formatCardDate, formatCardDateTime, formatLongDate } from '../../app/format';
import { formatEditedAt } from '../../app/arrangement/format';
import { formatReceived } from '../../app/messages/FamilyMessageItem';
import { formatDate, formatDateTime } from './reports';
import { localeStore } from '../../app/i18n';

// Issue 29 item 7: dates follow one of the spec's formats per place (memorial-portal 9, arrangements-portal 9), not
// four (the staff reports wrote 'Mar 4, 2026, 5:00 PM', the staff activity the funeral home's day with the browser's
// hour, the writer's drafts 'March 4, 2026 at 5:00 PM'). The reader's zone is fixed for this file: Tokyo.
vi.hoisted(() => {
  process.env['TZ'] = 'Asia/Tokyo';
});

const AT = '2026-03-04T08:00:00.000Z'; // 5:00 PM in Tokyo, 12:00 AM in Los Angeles

describe("the spec's date formats, one per place", () => {
  it('dashboards and staff screens: MM-DD-YYYY h:mm A, day and hour on one clock (the reader’s)', () => {
    expect(formatCardDateTime(AT)).toBe('03-04-2026 5:00 PM');
    expect(formatCardDateTime(AT, 'America/Los_Angeles')).toBe('03-04-2026 12:00 AM');
    expect(formatCardDateTime('not a date')).toBe('');
    expect(formatDateTime(AT)).toBe('03-04-2026 5:00 PM');
    expect(formatDate(AT)).toBe('03-04-2026');
    expect(formatDateTime(null)).toBe('—');
    expect(formatReceived(AT)).toBe('03-04-2026 5:00 PM');
    // Dates of the case itself stay on the funeral home's calendar.
    expect(formatCardDate('2026-03-14')).toBe('03-14-2026');
    expect(formatLongDate('2026-03-14')).toBe('March 14, 2026');
    expect(formatEditedAt(AT)).toBe('March 4th 2026, 12:00 am');
  });

  it('in Spanish, the same places write the day first (DD/MM/AAAA) and the time as Intl does (issue 31)', async () => {
    // Intl may put a no-break space inside «a. m.»: compared with plain spaces.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatCardDateTime(AT, undefined, 'es'))).toBe('04/03/2026 5:00 p. m.');
    expect(plain(formatCardDateTime(AT, 'America/Los_Angeles', 'es'))).toBe('04/03/2026 12:00 a. m.');
    expect(plain(formatReceived(AT, undefined, 'es'))).toBe('04/03/2026 5:00 p. m.');
    expect(formatCardDate('2026-03-14', 'es')).toBe('14/03/2026');
    expect(formatCardDate(null, 'es')).toBe('-');
    expect(plain(formatEditedAt(AT, 'es'))).toBe('4 de marzo de 2026 a las 12:00 a. m.');
    // The staff reports follow the page's language.
    await localeStore.set('es');
    try {
      expect(plain(formatDateTime(AT))).toBe('04/03/2026 5:00 p. m.');
      expect(formatDate(AT)).toBe('04/03/2026');
      expect(formatDate(null)).toBe('—');
    } finally {
      await localeStore.set('en');
    }
  });

  it('the Login Report lists each sign-in as MM-DD-YYYY h:mm A in the staff member’s zone', async () => {
    signInAs('admin');
    server.use(
      graphql.query('LoginReportPage', ({ variables }) =>
        HttpResponse.json({
          data: {
            loginReport: {
              __typename: 'LoginReportPage',
              total: 1,
              page: variables['page'],
              pageSize: 20,
              events: [
                {
                  __typename: 'LoginReportRow',
                  id: '1',
                  at: AT,
                  email: 'staff@demo.test',
                  name: 'Maria Lopez',
                  role: 'cl-arranger',
                  ip: '10.0.0.4',
                  succeeded: true,
                },
              ],
            },
          },
        }),
      ),
    );
    renderApp('/admin/loginReport');
    const table = await screen.findByRole('table');
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('03-04-2026 5:00 PM');
    expect(row).not.toHaveTextContent('Mar 4');
  });
});
