import { afterEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { within } from '@testing-library/react';
import { DIRECTORY_MESSAGES, DIRECTORY_SEARCH_TEXTS, FUNERAL_HOMES, MESSAGES, translate } from '@memorial/schema';
import { localeStore } from '../../app/i18n';
import { server } from '../../test/server';
import { gqlError } from '../../test/fixtures';
import { renderApp, screen } from '../../test/render';
import { findHomesLoader } from './FindHomesPage';

const entry = (n: number, over: Record<string, unknown> = {}) => ({
  __typename: 'ObituaryIndexEntry',
  opi: `CS-2000-${String(n).padStart(4, '0')}`,
  slug: `person${n}-last-obituary`,
  fullName: `Person${n} Last`,
  birthDate: '1940-01-02',
  deathDate: '2026-03-04',
  portraitUrl: `/obituaries/portrait/CS-2000-${String(n).padStart(4, '0')}?v=abcdefabcdef`,
  ...over,
});
const ELEANOR = entry(1, {
  opi: 'CS-1000-0001',
  slug: 'eleanor-whitmore-obituary',
  fullName: 'Eleanor Grace Whitmore',
  birthDate: '1941-06-02',
  deathDate: '2026-03-14',
  portraitUrl: '/obituaries/portrait/CS-1000-0001?v=Zk3j2l1k0a9b',
});
const index = (over: Record<string, unknown> = {}) => ({
  obituaryIndex: {
    __typename: 'ObituaryIndex',
    home: { __typename: 'FuneralHome', code: 'CFS', name: 'Cypress Lawn Funeral Services' },
    search: null,
    page: 1,
    pageCount: 1,
    total: 1,
    entries: [ELEANOR],
    ...over,
  },
});

/** Answers ObituaryIndexPage with `data`, and keeps the variables each request sent. */
function answer(data: Record<string, unknown>, seen: Array<Record<string, unknown>> = []) {
  server.use(
    graphql.query('ObituaryIndexPage', ({ variables }) => {
      seen.push(variables);
      return HttpResponse.json({ data });
    }),
  );
  return seen;
}

describe('Find a loved one', () => {
  it('asks once with the URL’s home, search and page, and lists links to the official pages', async () => {
    const entries = [
      ELEANOR,
      ...Array.from({ length: 5 }, (_, i) => entry(i + 2, i === 0 ? { portraitUrl: null, fullName: 'Mr Thomas Edward Whitmore' } : {})),
    ];
    const seen = answer(index({ search: 'Whitmor', page: 2, pageCount: 3, total: 46, entries }));
    renderApp('/find/CFS?search=Whitmor&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: DIRECTORY_MESSAGES.title })).toBeInTheDocument();
    const eleanor = await screen.findByRole('link', { name: /Eleanor Grace Whitmore/ });
    expect(seen).toEqual([{ home: 'CFS', search: 'Whitmor', page: 2 }]);
    expect(eleanor).toHaveAttribute('href', '/obituaries/name/eleanor-whitmore-obituary/CS-1000-0001');
    expect(eleanor).toHaveTextContent('Date of Birth06-02-1941');
    expect(eleanor).toHaveTextContent('Date of Death03-14-2026');
    const portrait = within(eleanor).getByRole('img', { name: 'Portrait of Eleanor Grace Whitmore' });
    expect(portrait).toHaveAttribute('src', '/obituaries/portrait/CS-1000-0001?v=Zk3j2l1k0a9b');
    expect(portrait).toHaveAttribute('width', '72');
    expect(portrait).toHaveAttribute('height', '90');
    expect(portrait).toHaveAttribute('loading', 'eager');
    const images = screen.getAllByRole('img', { name: /^Portrait of/ });
    expect(images).toHaveLength(5); // one entry has no portrait: its initials instead
    expect(screen.getByRole('link', { name: /^Mr Thomas Edward Whitmore/ })).toHaveTextContent(/^TWMr Thomas Edward Whitmore/);
    expect(images.at(-1)).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('46 obituaries matching “Whitmor”')).toHaveAttribute('role', 'status');

    // The search: a GET form with a labelled input named search, holding the URL's search.
    const form = screen.getByRole('search', { name: DIRECTORY_MESSAGES.title });
    expect(form).toHaveAttribute('method', 'get');
    // A GET form's submission replaces the action's query with its fields: the search, from the first page.
    expect(new URL(form.getAttribute('action')!, 'https://x.test').pathname).toBe('/obituaries/find/CFS');
    const input = within(form).getByRole('searchbox', { name: DIRECTORY_SEARCH_TEXTS.searchLabel });
    expect(input).toHaveAttribute('name', 'search');
    expect(input).toHaveValue('Whitmor');
    // The pages: plain links that keep the search.
    const pages = screen.getByRole('navigation', { name: DIRECTORY_SEARCH_TEXTS.pagination });
    expect(pages).toHaveTextContent('Page 2 of 3');
    expect(within(pages).getByRole('link', { name: DIRECTORY_SEARCH_TEXTS.previous })).toHaveAttribute(
      'href',
      '/obituaries/find/CFS?search=Whitmor',
    );
    expect(within(pages).getByRole('link', { name: DIRECTORY_SEARCH_TEXTS.next })).toHaveAttribute(
      'href',
      '/obituaries/find/CFS?page=3&search=Whitmor',
    );
    // The header links back to this home's index; the title names the screen.
    expect(screen.getAllByRole('link', { name: DIRECTORY_MESSAGES.link })[0]).toHaveAttribute('href', '/obituaries/find/CFS');
    expect(document.title).toBe(`${DIRECTORY_MESSAGES.title} · Family Website`);
  });

  it('a search submitted by the form asks again with it, from the first page', async () => {
    const seen = answer(index({ page: 2, pageCount: 2, total: 21 }));
    const { user, router } = renderApp('/find/cfs?page=2');
    const input = await screen.findByRole('searchbox', { name: DIRECTORY_SEARCH_TEXTS.searchLabel });
    await user.type(input, 'whitmore eleanor');
    await user.click(screen.getByRole('button', { name: DIRECTORY_SEARCH_TEXTS.searchButton }));
    await expect.poll(() => router.state.location.search).toBe('?search=whitmore+eleanor');
    await expect.poll(() => seen.at(-1)).toEqual({ home: 'cfs', search: 'whitmore eleanor', page: null });
  });

  it('says when nothing matches, and when a home has nothing yet', async () => {
    answer(index({ search: 'Zebediah', total: 0, entries: [] }));
    renderApp('/find/CFS?search=Zebediah');
    expect(await screen.findByText(translate('en', DIRECTORY_SEARCH_TEXTS, 'noMatch', { search: 'Zebediah' }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DIRECTORY_SEARCH_TEXTS.clearSearch })).toHaveAttribute('href', '/obituaries/find/CFS');
    expect(screen.queryByRole('navigation', { name: DIRECTORY_SEARCH_TEXTS.pagination })).toBeNull();
  });

  it('an empty index says so', async () => {
    answer(index({ home: { __typename: 'FuneralHome', code: 'CCS', name: 'Coastal Cremation Society' }, total: 0, entries: [] }));
    renderApp('/find/CCS?page=abc');
    expect(await screen.findByText(DIRECTORY_SEARCH_TEXTS.empty)).toBeInTheDocument();
  });

  it('a search too long shows the gateway’s sentence under the field', async () => {
    server.use(
      graphql.query('ObituaryIndexPage', () =>
        HttpResponse.json({ data: null, errors: [gqlError(DIRECTORY_SEARCH_TEXTS.searchTooLong, 'BAD_USER_INPUT')] }),
      ),
    );
    renderApp(`/find/CFS?search=${'a'.repeat(101)}`);
    expect(await screen.findByText(DIRECTORY_SEARCH_TEXTS.searchTooLong)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: DIRECTORY_SEARCH_TEXTS.searchLabel })).toHaveAccessibleDescription(
      DIRECTORY_SEARCH_TEXTS.searchTooLong,
    );
  });

  it('an unknown home is the missing page', async () => {
    server.use(
      graphql.query('ObituaryIndexPage', () =>
        HttpResponse.json({ data: null, errors: [gqlError(DIRECTORY_SEARCH_TEXTS.homeMissing, 'NOT_FOUND')] }),
      ),
    );
    renderApp('/find/NOPE');
    expect(await screen.findByText(MESSAGES.missingPage)).toBeInTheDocument();
  });
});

describe('/find', () => {
  it('lists the funeral homes, each a link to its index', async () => {
    renderApp('/find');
    const homes = await screen.findByRole('navigation', { name: DIRECTORY_SEARCH_TEXTS.homesLabel });
    const links = within(homes).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(FUNERAL_HOMES.map((h) => `/obituaries/find/${h.code}`));
    expect(links[0]).toHaveTextContent(FUNERAL_HOMES[0]!.name);
  });

  it('goes straight to the one home when there is only one', () => {
    const only = findHomesLoader([FUNERAL_HOMES[1]!]);
    expect(only?.status).toBe(302);
    expect(only?.headers.get('Location')).toBe('/find/ACC');
    expect(findHomesLoader()).toBeNull();
  });

  it('is linked from the landing screen', async () => {
    renderApp('/');
    const link = await screen.findByRole('link', { name: DIRECTORY_MESSAGES.link, hidden: true });
    expect(link).toHaveAttribute('href', '/obituaries/find');
  });
});

describe('Find a loved one in Spanish', () => {
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('counts one obituary and several in Spanish, with the search and the pages in Spanish', async () => {
    await localeStore.set('es');
    answer(index());
    const { unmount } = renderApp('/find/CFS');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar a un ser querido' })).toBeInTheDocument();
    expect(await screen.findByText('1 obituario')).toHaveAttribute('role', 'status');
    expect(screen.getByText(/^Obituarios recientes de Cypress Lawn Funeral Services\./)).toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'Buscar a un ser querido' });
    const input = within(form).getByRole('searchbox', { name: 'Nombre' });
    expect(input).toHaveAttribute('placeholder', 'Nombre o apellido');
    expect(within(form).getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Retrato de Eleanor Grace Whitmore' })).toBeInTheDocument();
    unmount();

    answer(index({ search: 'Whitmor', page: 2, pageCount: 3, total: 3, entries: [ELEANOR, entry(2), entry(3)] }));
    renderApp('/find/CFS?search=Whitmor&page=2');
    expect(await screen.findByText('3 obituarios coinciden con «Whitmor»')).toHaveAttribute('role', 'status');
    const pages = screen.getByRole('navigation', { name: 'Páginas' });
    expect(pages).toHaveTextContent('Página 2 de 3');
    expect(within(pages).getByRole('link', { name: 'Anterior' })).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos' })).toBeInTheDocument();
  });

  it('says in Spanish when nothing matches', async () => {
    await localeStore.set('es');
    answer(index({ search: 'Zebediah', total: 0, entries: [] }));
    renderApp('/find/CFS?search=Zebediah');
    expect(await screen.findByText('0 obituarios coinciden con «Zebediah»')).toBeInTheDocument();
    expect(
      screen.getByText('Ningún obituario coincide con «Zebediah». Revise la ortografía, o busque solo por nombre o por apellido.'),
    ).toBeInTheDocument();
  });
});
