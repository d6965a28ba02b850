import { describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { MESSAGES, translate } from '@memorial/schema';
import { server } from '../../test/server';
import { gqlError, memorialDecedent, memorialPageData } from '../../test/fixtures';
import { expectPath, memorialPageShown, renderApp, screen, signInAs } from '../../test/render';
import { LIFE_OF_LIMIT } from './LifeOfSection';
import { MEMORIAL_TEXTS } from '@memorial/schema';

import { OBITUARY_COLLAPSED_PX } from '../../app/memorial/ObituarySection';

const PANORAMA_LABEL = MEMORIAL_TEXTS.panorama;

const PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';

function decedentAnswers(decedent: Record<string, unknown>) {
  const opis: unknown[] = [];
  server.use(
    graphql.query('MemorialPage', ({ variables }) => {
      opis.push(variables['opi']);
      return HttpResponse.json({ data: memorialPageData(decedent) });
    }),
  );
  return opis;
}

function decedentFails(message: string, code: string) {
  server.use(
    graphql.query('MemorialPage', () => HttpResponse.json({ data: null, errors: [{ ...gqlError(message, code), path: ['decedent'] }] })),
  );
}

/** jsdom has no layout: give the obituary text a height. */
function obituaryHeight(px: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset['testid'] === 'obituary-content' ? px : 0;
  });
}

const actions = () => screen.getByRole('navigation', { name: 'Memorial actions' });

/** Selects the element's text and copies it: what lands on the clipboard, and the copy event. */
async function copied(element: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);

  const written: Record<string, string> = {};
  const event = new Event('copy', { bubbles: true, cancelable: true }) as ClipboardEvent;
  Object.defineProperty(event, 'clipboardData', { value: { setData: (type: string, text: string) => (written[type] = text) } });
  await waitFor(() => {
    element.dispatchEvent(event);
    expect(written['text/plain']).toBeDefined();
  });
  return { text: written['text/plain'], event };
}

describe('public memorial page', () => {
  it('renders the banner, portrait, name, Birth – Death dates and the obituary HTML', async () => {
    const opis = decedentAnswers(memorialDecedent());
    renderApp(PAGE);

    expect(await memorialPageShown()).toBeInTheDocument();
    expect(opis).toEqual(['CS-1000-0001']);
    expect(screen.getByText('June 02, 1941 – March 14, 2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portrait of Eleanor Grace Whitmore' })).toHaveAttribute(
      'src',
      '/media/demo/eleanor-portrait.svg',
    );
    expect(document.querySelector('.memorial-banner img')).toHaveAttribute('src', '/media/demo/garden-banner.svg');

    const obituary = screen.getByRole('region', { name: 'The Obituary for Eleanor Grace Whitmore' });
    const paragraphs = within(obituary).getByTestId('obituary-content').querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[1]).toHaveTextContent('She taught English for thirty-one years.');

    const events = screen.getByRole('region', { name: 'Next Upcoming Events' });
    expect(within(events).getByText(MESSAGES.noUpcomingEvents)).toBeInTheDocument();
    // Donate / Charity is in the decedent card, collapsed (DecedentCard.test.tsx).
    expect(screen.getByRole('button', { name: 'Donate / Charity' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/eleanor.whitmore.memorial',
    );
    expect(
      screen.getByText(
        translate('en', MESSAGES, 'copyrightLine', { year: String(new Date().getFullYear()), home: 'Cypress Lawn Funeral Services' }),
      ),
    ).toBeInTheDocument();
  });

  it('a visitor sent from a family obituary page (/app/memories/{opi}) sees the public page', async () => {
    const opis = decedentAnswers(memorialDecedent());
    const { currentPath } = renderApp('/app/memories/CS-1000-0001');
    expect(await memorialPageShown()).toBeInTheDocument();
    await expectPath(currentPath, '/memories/CS-1000-0001');
    expect(opis).toEqual(['CS-1000-0001']);
  });

  it('offers the 360 view only when the cemetery has a geoJson outline', async () => {
    decedentAnswers(memorialDecedent());
    const first = renderApp(PAGE);
    await memorialPageShown();
    const panorama = within(actions()).getByRole('link', { name: new RegExp(PANORAMA_LABEL) });
    expect(panorama).toHaveAttribute('href', 'https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=37.6759,-122.4556');
    expect(panorama).toHaveAttribute('target', '_blank');
    first.unmount();

    const withoutOutline = memorialDecedent();
    decedentAnswers({ ...withoutOutline, cemeteryLocation: { ...withoutOutline.cemeteryLocation, geoJson: null } });
    renderApp(PAGE);
    await memorialPageShown();
    expect(within(actions()).getByRole('button', { name: 'Burial Location' })).toBeInTheDocument();
    expect(within(actions()).queryByRole('link', { name: new RegExp(PANORAMA_LABEL) })).not.toBeInTheDocument();
    expect(screen.queryByText(PANORAMA_LABEL)).not.toBeInTheDocument();
  });

  it('links Get Directions to the grave and Share a Memory to {current path}/share', async () => {
    decedentAnswers(memorialDecedent());
    renderApp(PAGE);
    await memorialPageShown();
    const directions = within(actions()).getByRole('link', { name: /Get Directions/ });
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=37.6759,-122.4556');
    expect(directions).toHaveAttribute('target', '_blank');
    expect(within(actions()).getByRole('link', { name: 'Share a Memory' })).toHaveAttribute('href', `/obituaries${PAGE}/share`);
    expect(within(actions()).queryByRole('link', { name: 'Back to Family portal' })).not.toBeInTheDocument();
  });

  it('opens the obituary and burial location dialogs from the actions list', async () => {
    decedentAnswers(memorialDecedent());
    const { user } = renderApp(PAGE);
    await memorialPageShown();

    await user.click(within(actions()).getByRole('button', { name: 'Obituary' }));
    const obituary = await screen.findByRole('dialog', { name: 'Obituary of Eleanor Grace Whitmore' });
    expect(within(obituary).getByText('She taught English for thirty-one years.')).toBeInTheDocument();
    await user.click(within(obituary).getByRole('button', { name: 'Close' }));

    await user.click(within(actions()).getByRole('button', { name: 'Burial Location' }));
    const burial = await screen.findByRole('dialog', { name: 'Burial Location' });
    expect(within(burial).getByText('Cypress Lawn Memorial Park — Garden of Peace')).toBeInTheDocument();
    expect(within(burial).getByText('1370 El Camino Real, Colma, CA 94014')).toBeInTheDocument();
  });

  it('shows Read More when the obituary is taller than 275 px, and Read Less once expanded', async () => {
    obituaryHeight(OBITUARY_COLLAPSED_PX + 400);
    decedentAnswers(memorialDecedent());
    const { user } = renderApp(PAGE);
    const readMore = await screen.findByRole('button', { name: 'Read More' });
    const content = screen.getByTestId('obituary-content');
    expect(content).toHaveStyle({ maxHeight: `${OBITUARY_COLLAPSED_PX}px` });
    expect(readMore).toHaveAttribute('aria-expanded', 'false');

    await user.click(readMore);
    expect(screen.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(content).not.toHaveStyle({ maxHeight: `${OBITUARY_COLLAPSED_PX}px` });
  });

  it('has no Read More when the obituary fits', async () => {
    obituaryHeight(OBITUARY_COLLAPSED_PX - 25);
    decedentAnswers(memorialDecedent());
    renderApp(PAGE);
    await screen.findByTestId('obituary-content');
    expect(screen.queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });

  it('truncates the life-of text at 400 characters with Read More', async () => {
    const story = `${'A life of service and song. '.repeat(20)}The end.`;
    expect(story.length).toBeGreaterThan(LIFE_OF_LIMIT);
    decedentAnswers(memorialDecedent({ lifeOfDescription: story }));
    const { user } = renderApp(PAGE);
    const text = await screen.findByTestId('life-of-text');
    expect(text.textContent).toBe(`${story.slice(0, LIFE_OF_LIMIT).trimEnd()}…`);
    await user.click(
      within(screen.getByRole('region', { name: 'A teacher, a gardener, a friend' })).getByRole('button', { name: 'Read More' }),
    );
    expect(text.textContent).toBe(story);
  });

  it('shows the private page state with the exact words, and no dialog or notification', async () => {
    decedentFails(MESSAGES.privatePage, 'PRIVATE');
    renderApp('/name/samuel-okafor-obituary/CS-1000-0002');
    expect(await screen.findByText(MESSAGES.privatePage)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.missingPage)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.errorTitle)).not.toBeInTheDocument();
  });

  it('shows the missing page state for NOT_FOUND with the exact words', async () => {
    decedentFails(MESSAGES.decedentMissing, 'NOT_FOUND');
    renderApp('/name/nobody-obituary/CS-0000-0000');
    expect(await screen.findByText(MESSAGES.missingPage)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.privatePage)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.errorTitle)).not.toBeInTheDocument();
  });

  it('shows the missing page state for any other failure', async () => {
    decedentFails('Internal server error', 'INTERNAL_SERVER_ERROR');
    renderApp(PAGE);
    expect(await screen.findByText(MESSAGES.missingPage)).toBeInTheDocument();
  });

  it('shows a signed-in arranger the family view of the same website and offers the way back to the family portal', async () => {
    signInAs('arranger');
    const opis = decedentAnswers(memorialDecedent());
    const { currentPath } = renderApp(PAGE);
    await memorialPageShown();
    // Logged-in users who land on the public page are sent to /app (memorial-portal 2): /app/memories/{fullname}/{opi}.
    expect(currentPath()).toBe('/app/memories/eleanor-whitmore-obituary/CS-1000-0001');
    expect(opis).toContain('CS-1000-0001');
    expect(within(actions()).getByRole('link', { name: 'Back to Family portal' })).toHaveAttribute('href', '/obituaries/app');
  });

  it('on phones, More opens the Actions menu and Filters opens a modal with the events', async () => {
    decedentAnswers(memorialDecedent());
    const { user } = renderApp(PAGE);
    await memorialPageShown();

    await user.click(screen.getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Obituary' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: PANORAMA_LABEL })).toHaveAttribute('target', '_blank');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(filters).getByText(MESSAGES.noUpcomingEvents)).toBeInTheDocument();
  });

  it('appends the copyright line with the funeral home to copied text', async () => {
    decedentAnswers(
      memorialDecedent({
        funeralHome: {
          __typename: 'FuneralHome',
          code: 'MDC',
          name: 'Mission Dolores Chapel',
          address: '321 Dolores St, San Francisco, CA 94110',
        },
      }),
    );
    renderApp(PAGE);
    const paragraph = await screen.findByText('She taught English for thirty-one years.');
    const copy = await copied(paragraph);
    expect(copy.text).toBe(
      `She taught English for thirty-one years.\n\n${translate('en', MESSAGES, 'copyrightLine', { year: String(new Date().getFullYear()), home: 'Mission Dolores Chapel' })}`,
    );
    expect(copy.event.defaultPrevented).toBe(true);
  });

  it('appends the copyright line after the memory-type filter was used (a chosen radio is no text being typed)', async () => {
    decedentAnswers(memorialDecedent());
    const { user } = renderApp(PAGE);
    const paragraph = await screen.findByText('She taught English for thirty-one years.');
    await user.click(within(screen.getByRole('region', { name: 'Memory Type' })).getByRole('radio', { name: 'Career' }));
    expect(document.activeElement).toHaveAttribute('type', 'radio');
    const copy = await copied(paragraph);
    expect(copy.text).toBe(
      `She taught English for thirty-one years.\n\n${translate('en', MESSAGES, 'copyrightLine', { year: String(new Date().getFullYear()), home: 'Cypress Lawn Funeral Services' })}`,
    );
  });

  it('Login on the memorial page signs the family in and goes to /name/{slug}/{opi} with the query, shown as the family view', async () => {
    const opis = decedentAnswers(memorialDecedent());
    server.use(
      graphql.mutation('Login', () =>
        HttpResponse.json({
          data: {
            login: { __typename: 'LoginResult', token: 'jwt-1', role: 'arranger', isNewUser: false, expiresAt: '2099-01-01T00:00:00.000Z' },
          },
        }),
      ),
    );
    // An old slug in the address: the login goes to the decedent's own /name/{firstname}-{lastname}-obituary/{opi}.
    const { user, router, currentPath } = renderApp('/memories/eleanor-obituary/CS-1000-0001?from=mail');
    await memorialPageShown();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login to your Family Website' });
    await user.type(within(dialog).getByLabelText('Email'), 'arranger@demo.test');
    await user.type(within(dialog).getByLabelText('Password'), 'memorial-demo');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    await expectPath(currentPath, '/app/memories/eleanor-whitmore-obituary/CS-1000-0001');
    expect(router.state.location.search).toBe('?from=mail');
    expect(await screen.findByText(MESSAGES.loggedIn)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument(), { timeout: 5000 });
    expect(opis.every((opi) => opi === 'CS-1000-0001')).toBe(true);
  });

  it('the one Sign Out of the family view ends the session and stays on the public page', async () => {
    signInAs('arranger');
    decedentAnswers(memorialDecedent());
    const logouts: unknown[] = [];
    server.use(
      graphql.mutation('Logout', () => {
        logouts.push(true);
        return HttpResponse.json({ data: { logout: { __typename: 'MessageResult', message: MESSAGES.loggedOut } } });
      }),
    );
    const { user, currentPath } = renderApp('/app/memories/eleanor-whitmore-obituary/CS-1000-0001');
    await memorialPageShown();
    // One sign-out control per screen: the header's (no second "Log out" in the page).
    expect(screen.getAllByRole('button', { name: /sign out|log out/i })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await expectPath(currentPath, PAGE);
    expect(await screen.findByText(MESSAGES.loggedOut)).toBeInTheDocument();
    expect(logouts).toHaveLength(1);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('memorial portrait without a picture', () => {
  it('shows the initials of the first and last name, not the prefix ("TW" for Mr Thomas Edward Whitmore)', async () => {
    decedentAnswers(
      memorialDecedent({
        pictureUrl: null,
        fullName: 'Mr Thomas Edward Whitmore',
        obituary: { ...memorialDecedent().obituary, displayName: 'Mr Thomas Edward Whitmore' },
      }),
    );
    renderApp(PAGE);

    await memorialPageShown('Mr Thomas Edward Whitmore');
    expect(document.querySelector('.memorial-portrait__initials')).toHaveTextContent(/^TW$/);
  });
});
