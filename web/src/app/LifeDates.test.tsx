import { afterEach, describe, expect, it } from 'vitest';
import { render, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { makeFragmentData } from '../gql';
import { LifeDates, LifeDatesFragment } from './LifeDates';
import { LocaleProvider, localeStore } from './i18n';

/** Dates of birth and death in the reader's language (issue 31), the same on the server and in the browser. */

const decedent = makeFragmentData({ dateOfBirth: '1941-06-02', dateOfDeath: '2026-03-14' }, LifeDatesFragment);
const undated = makeFragmentData({ dateOfBirth: null, dateOfDeath: '2026-03-14' }, LifeDatesFragment);

const rows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);

describe('LifeDates', () => {
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('writes the days as MM-DD-YYYY in English', () => {
    const { container } = render(<LifeDates className="dates" decedent={decedent} />);
    expect(rows(container)).toEqual(['Date of Birth: 06-02-1941', 'Date of Death: 03-14-2026']);
  });

  it('writes the days as a Spanish reader does (DD/MM/AAAA), "-" when one is unknown', async () => {
    await localeStore.set('es');
    const { container } = render(
      <>
        <LifeDates className="dates" decedent={decedent} />
        <LifeDates className="dates" decedent={undated} />
      </>,
    );
    expect(rows(container)).toEqual([
      'Fecha de nacimiento: 02/06/1941',
      'Fecha de fallecimiento: 14/03/2026',
      'Fecha de nacimiento: -',
      'Fecha de fallecimiento: 14/03/2026',
    ]);
  });

  it("renders on the server (the page's language, fixed) what the browser's first render shows", async () => {
    await localeStore.set('es');
    const browser = render(<LifeDates className="dates" decedent={decedent} />).container.innerHTML;
    await localeStore.set('en');
    const server = renderToStaticMarkup(
      <LocaleProvider locale="es">
        <LifeDates className="dates" decedent={decedent} />
      </LocaleProvider>,
    );
    expect(server).toContain('02/06/1941');
    expect(server).toBe(browser);
  });
});
