import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { act, fireEvent, within } from '@testing-library/react';
import { MESSAGES, translate } from '@memorial/schema';
import { server } from '../../test/server';
import { memorialDecedent, memorialPageData } from '../../test/fixtures';
import { memorialPageShown, renderApp, screen, signInAs } from '../../test/render';
import { COPY_TICK_MS } from './ShareWebsite';
import { MEMORIAL_TEXTS } from '@memorial/schema';

const MAKE_PRIVATE_LABEL = MEMORIAL_TEXTS.makePrivate;
const PORTAL_LABEL = MEMORIAL_TEXTS.portal;

const PUBLIC_PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';
const FAMILY_VIEW = '/app/memories/eleanor-whitmore-obituary/CS-1000-0001';
/** The variant staff may open (the /name/ pages send them to their home). */
const STAFF_VIEW = '/memories/CS-1000-0001';
const OFFICIAL = 'https://memorial.example/obituaries/name/eleanor-whitmore-obituary/CS-1000-0001';

const THOMAS = {
  __typename: 'Decedent',
  id: 3,
  opi: 'CS-0998-0417',
  slug: 'thomas-whitmore-obituary',
  pictureUrl: null,
  prefix: 'Mr',
  firstName: 'Thomas',
  middleName: 'Edward',
  lastName: 'Whitmore',
  fullName: 'Mr Thomas Edward Whitmore',
  obituary: { __typename: 'ObituaryView', displayName: 'Thomas Edward Whitmore' },
  dateOfBirth: '1938-01-21',
  dateOfDeath: '2017-10-03',
};

function pageAnswers(decedent: Record<string, unknown>) {
  server.use(graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(decedent) })));
}

const card = () => screen.getByRole('region', { name: 'About Eleanor Grace Whitmore' });
const heading = () => memorialPageShown();

afterEach(() => {
  vi.useRealTimers();
});

describe('the decedent dashboard card (memorial-portal 2)', () => {
  it('shows a visitor the related profiles, the locations, the collapsed donations and the share links; no family controls', async () => {
    pageAnswers(memorialDecedent({ relatedProfiles: [THOMAS] }));
    const { user } = renderApp(PUBLIC_PAGE);
    await heading();
    const c = card();

    const related = within(c).getByRole('region', { name: 'Related Profiles' });
    const thomas = within(related).getByRole('link', { name: /Thomas Edward Whitmore/ });
    expect(thomas).toHaveAttribute('href', '/obituaries/name/thomas-whitmore-obituary/CS-0998-0417');
    expect(thomas).toHaveTextContent('January 21, 1938 – October 03, 2017');
    // No portrait: the initials of the first and last name.
    expect(thomas).toHaveTextContent(/^TW/);

    const locations = within(c).getByRole('region', { name: 'Locations' });
    expect(within(locations).getByText('Burial: Cypress Lawn Memorial Park — Garden of Peace')).toBeInTheDocument();
    expect(within(locations).getByText('Cypress Lawn Funeral Services')).toBeInTheDocument();
    expect(within(locations).getByRole('link', { name: /Get Directions to Cypress Lawn Memorial Park/ })).toHaveAttribute(
      'href',
      expect.stringContaining('destination=37.6759,-122.4556'),
    );
    expect(within(locations).getByRole('link', { name: /Get Directions to Cypress Lawn Funeral Services/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('1370 El Camino Real, Colma, CA 94014')),
    );

    // Donate / Charity is collapsible, closed at first.
    const donate = within(c).getByRole('button', { name: 'Donate / Charity' });
    expect(donate).toHaveAttribute('aria-expanded', 'false');
    expect(within(c).queryByRole('link', { name: /Donate to the Library Foundation/ })).not.toBeInTheDocument();
    await user.click(donate);
    expect(donate).toHaveAttribute('aria-expanded', 'true');
    expect(await within(c).findByRole('link', { name: /Donate to the Library Foundation/ })).toHaveAttribute(
      'href',
      'https://www.smcl.org/foundation/',
    );

    // Every share names the official page.
    const share = within(c).getByRole('region', { name: 'Share Website' });
    const x = new URL(
      within(share)
        .getByRole('link', { name: /Share on X/ })
        .getAttribute('href')!,
    );
    expect(`${x.origin}${x.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(x.searchParams.get('url')).toBe(OFFICIAL);
    expect(x.searchParams.get('text')).toBe('In loving memory of Eleanor Grace Whitmore');
    const facebook = new URL(
      within(share)
        .getByRole('link', { name: /Share on Facebook/ })
        .getAttribute('href')!,
    );
    expect(facebook.searchParams.get('u')).toBe(OFFICIAL);
    const mail = within(share).getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')!;
    expect(mail.startsWith('mailto:?')).toBe(true);
    expect(new URLSearchParams(mail.slice('mailto:?'.length)).get('body')).toBe(`In loving memory of Eleanor Grace Whitmore: ${OFFICIAL}`);

    expect(within(c).queryByRole('switch', { name: MAKE_PRIVATE_LABEL })).not.toBeInTheDocument();
    expect(within(c).queryByRole('link', { name: PORTAL_LABEL })).not.toBeInTheDocument();
  });

  it('leaves out Related Profiles when there are none and Donate when no link is given', async () => {
    pageAnswers(memorialDecedent({ donationDetails: [] }));
    renderApp(PUBLIC_PAGE);
    await heading();
    expect(within(card()).queryByRole('region', { name: 'Related Profiles' })).not.toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Donate / Charity' })).not.toBeInTheDocument();
    expect(within(card()).getByRole('region', { name: 'Share Website' })).toBeInTheDocument();
  });

  it('Copy Link copies the official URL, says Website link copied, and the tick goes back after 2 s', async () => {
    pageAnswers(memorialDecedent());
    renderApp(PUBLIC_PAGE);
    await heading();
    // A clipboard that records what the page writes (user-event's stand-in reads through timers, which are fake below).
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    // The page has loaded: from here the clock is the test's. The click is a plain event (user-event waits on timers).
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(card()).getByRole('button', { name: 'Copy Link' }));
    });
    expect(writeText).toHaveBeenCalledWith(OFFICIAL);
    const ticked = within(card()).getByRole('button', { name: MESSAGES.websiteLinkCopied });
    expect(ticked).toHaveAttribute('data-copied');

    act(() => vi.advanceTimersByTime(COPY_TICK_MS - 1));
    expect(within(card()).getByRole('button', { name: MESSAGES.websiteLinkCopied })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(card()).getByRole('button', { name: 'Copy Link' })).not.toHaveAttribute('data-copied');
    // The toast (shown 5 s) is still up; its container's code loaded with it.
    vi.useRealTimers();
    expect(await screen.findByText(MESSAGES.websiteLinkCopied, { selector: '.mantine-Notification-description' })).toBeInTheDocument();
  });

  it('Print QR poster downloads the PDF the gateway answers, with the bearer token', async () => {
    signInAs('arranger');
    pageAnswers(memorialDecedent({ hasAccess: true }));
    const requests: Array<{ url: string; authorization: string | null }> = [];
    const { http } = await import('msw');
    server.use(
      http.get('*/api/v1/decedent/:opi/poster', ({ request }) => {
        requests.push({ url: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="eleanor-whitmore-obituary-poster.pdf"',
          },
        });
      }),
    );
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:poster';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = renderApp(FAMILY_VIEW);
    await heading();
    await user.click(within(card()).getByRole('button', { name: 'Print QR poster (PDF)' }));
    await vi.waitFor(() => expect(clicked).toEqual(['eleanor-whitmore-obituary-poster.pdf']));
    expect(requests).toEqual([{ url: '/api/v1/decedent/CS-1000-0001/poster', authorization: 'Bearer token-arranger' }]);
    expect(created[0]!.type).toBe('application/pdf');
    click.mockRestore();
  });

  it('gives the family with access the Make website private switch (Privacy turned On.) and the portal link', async () => {
    signInAs('arranger');
    pageAnswers(memorialDecedent({ hasAccess: true }));
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('SetPagePrivacy', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            setDecedentPrivacy: {
              __typename: 'PrivacyResult',
              isPrivate: variables['isPrivate'],
              message: translate('en', MESSAGES, 'privacy', { on: variables['isPrivate'] === true }),
            },
          },
        });
      }),
    );
    const { user } = renderApp(FAMILY_VIEW);
    await heading();
    const toggle = within(card()).getByRole('switch', { name: MAKE_PRIVATE_LABEL });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Privacy turned On.')).toBeInTheDocument();
    expect(within(card()).getByRole('switch', { name: MAKE_PRIVATE_LABEL })).toBeChecked();
    expect(sent).toEqual([{ opi: 'CS-1000-0001', isPrivate: true }]);
    expect(within(card()).getByRole('link', { name: PORTAL_LABEL })).toHaveAttribute('href', '/obituaries/app/CS-1000-0001/arrangements');
  });

  it('a signed-in family member without access gets the portal link but no privacy switch', async () => {
    signInAs('arranger');
    pageAnswers(memorialDecedent({ hasAccess: false }));
    renderApp(FAMILY_VIEW);
    await heading();
    expect(within(card()).queryByRole('switch', { name: MAKE_PRIVATE_LABEL })).not.toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: PORTAL_LABEL })).toHaveAttribute('href', '/obituaries/app/CS-1000-0001/arrangements');
  });

  it.each([
    ['admin', '/obituaries/admin/CS-1000-0001/arrangements'],
    ['cl-arranger', '/obituaries/admin/CS-1000-0001/arrangements?onePortal=true'],
  ] as const)('sends %s to the arrangements by the staff path', async (role, href) => {
    signInAs(role);
    pageAnswers(memorialDecedent({ hasAccess: true }));
    renderApp(STAFF_VIEW);
    await heading();
    expect(within(card()).getByRole('link', { name: PORTAL_LABEL })).toHaveAttribute('href', href);
    // The privacy switch of the card is the family's (staff have their own screens).
    expect(within(card()).queryByRole('switch', { name: MAKE_PRIVATE_LABEL })).not.toBeInTheDocument();
  });
});
