import { afterEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { CONTACT_MESSAGES, EVENT_MESSAGES, LANGUAGE_TEXTS, SAVE_CONFLICT, WEBSITE_MESSAGES, translate } from '@memorial/schema';
import { localeStore } from '../../app/i18n';
import { eventFixture, eventList, gqlError } from '../../test/fixtures';
import { server } from '../../test/server';
import { expectPath, renderApp, screen, signInAs } from '../../test/render';
import { FAMILY_STEPS, headerDecedent, summary } from '../../test/arrangementFixtures';
import { validateDonations } from './DonationCard';

const PAGE = '/app/CS-1000-0001/customizeFamilyWebsite';

const part = (key: string, label: string, value: string, fixed = false) => ({ __typename: 'DisplayNamePart', key, label, value, fixed });
const settings = (over: Record<string, unknown> = {}) => ({
  __typename: 'DisplayNameSettings',
  version: 0,
  displayName: 'Eleanor Grace Whitmore',
  isChosen: true,
  displayNameType: 'Legal',
  fields: ['middleName'],
  options: [
    {
      __typename: 'DisplayNameOption',
      type: 'Legal',
      available: true,
      parts: [
        part('prefix', 'Prefix', 'Mrs'),
        part('firstName', 'First Name', 'Eleanor', true),
        part('middleName', 'Middle Name', 'Grace'),
        part('lastName', 'Last Name', 'Whitmore', true),
        part('suffix', 'Suffix', ''),
      ],
    },
    {
      __typename: 'DisplayNameOption',
      type: 'Preferred',
      available: false,
      parts: [
        part('prefix', 'Prefix', 'Mrs'),
        part('preferredFirstName', 'Preferred First Name', '', true),
        part('preferredMiddleName', 'Preferred Middle Name', ''),
        part('preferredLastName', 'Preferred Last Name', '', true),
        part('suffix', 'Suffix', ''),
      ],
    },
  ],
  ...over,
});
const donation = (id: number, name: string, src: string) => ({
  __typename: 'DonationDetail',
  id,
  donationUrlName: name,
  donationUrlSrc: src,
  donationUrlDescription: 'In memory',
});
const SOCIAL_NONE = {
  __typename: 'SocialMediaLinks',
  CustomUrl: null,
  Facebook: null,
  Instagram: null,
  Twitter: null,
  Tiktok: null,
  Blog: null,
  Youtube: null,
  Linkedin: null,
};

/** The gateway of the page: the stored settings, and every mutation it was sent. */
function websiteGateway({
  donations = [donation(1, 'Give', 'https://example.org/give')],
  social = { ...SOCIAL_NONE, Facebook: 'https://www.facebook.com/eleanor' },
  pageLanguage = null,
}: { donations?: unknown[]; social?: Record<string, unknown>; pageLanguage?: string | null } = {}) {
  const calls: Array<{ op: string; variables: Record<string, unknown> }> = [];
  let stored = donations;
  let links = social;
  let language = pageLanguage;
  const decedent = () => ({
    ...headerDecedent(),
    slug: 'eleanor-whitmore-obituary',
    donationDetails: stored,
    socialMediaLinks: links,
    donationDetailsVersion: 0,
    socialMediaLinksVersion: 0,
    pageLanguage: language,
  });
  server.use(
    graphql.query('CustomizeWebsitePage', () =>
      HttpResponse.json({
        data: { decedent: decedent(), displayNameSettings: settings(), subscriberCount: { __typename: 'SubscriberCount', count: 3 } },
      }),
    ),
    graphql.query('FamilyMessages', () =>
      HttpResponse.json({ data: { decedent: { __typename: 'Decedent', id: 1, hideContactFamily: false }, familyMessages: [] } }),
    ),
    graphql.query('WebsiteEvents', () =>
      HttpResponse.json({ data: { events: { __typename: 'EventList', canHide: true, upcomingEvents: [], pastEvents: [] } } }),
    ),
    graphql.query('ArrangementsSummaryPage', () => HttpResponse.json({ data: { arrangementSummary: summary(FAMILY_STEPS) } })),
    graphql.mutation('SetDisplayName', ({ variables }) => {
      calls.push({ op: 'SetDisplayName', variables });
      return HttpResponse.json({
        data: {
          setDisplayName: {
            __typename: 'DisplayNameResult',
            message: WEBSITE_MESSAGES.displayNameUpdated,
            settings: settings({ displayName: 'Mrs Eleanor Grace Whitmore', fields: ['prefix', 'middleName'] }),
          },
        },
      });
    }),
    graphql.mutation('SaveDonationDetails', ({ variables }) => {
      calls.push({ op: 'SaveDonationDetails', variables });
      stored = (variables['data'] as Array<{ isDeleted?: boolean; donationUrlName: string; donationUrlSrc: string }>)
        .filter((d) => !d.isDeleted)
        .map((d, i) => donation(i + 1, d.donationUrlName, d.donationUrlSrc));
      return HttpResponse.json({
        data: {
          saveDonationDetails: { __typename: 'DonationDetailsResult', message: WEBSITE_MESSAGES.donationUpdated, decedent: decedent() },
        },
      });
    }),
    graphql.mutation('DeleteDonationDetails', ({ variables }) => {
      calls.push({ op: 'DeleteDonationDetails', variables });
      stored = [];
      return HttpResponse.json({
        data: {
          deleteDonationDetails: { __typename: 'DonationDetailsResult', message: WEBSITE_MESSAGES.donationDeleted, decedent: decedent() },
        },
      });
    }),
    graphql.mutation('SetPageLanguage', ({ variables }) => {
      calls.push({ op: 'SetPageLanguage', variables });
      language = (variables['language'] as string | null) ?? null;
      const message = translate(localeStore.get(), LANGUAGE_TEXTS, 'pageLanguageSaved');
      return HttpResponse.json({ data: { setPageLanguage: { __typename: 'PageLanguageResult', message, decedent: decedent() } } });
    }),
    graphql.mutation('SaveSocialMediaLinks', ({ variables }) => {
      calls.push({ op: 'SaveSocialMediaLinks', variables });
      links = { ...SOCIAL_NONE, ...Object.fromEntries(Object.entries(variables['links']).filter(([, v]) => v)) };
      return HttpResponse.json({
        data: {
          saveSocialMediaLinks: { __typename: 'SocialMediaLinksResult', message: WEBSITE_MESSAGES.socialUpdated, decedent: decedent() },
        },
      });
    }),
  );
  return calls;
}

const form = (name: string) => screen.findByRole('form', { name });

describe('Customize Family Website', () => {
  it('shows the five cards: display name, donations, social links, messages (none yet) and the reminder count', async () => {
    signInAs('arranger');
    websiteGateway();
    renderApp(PAGE);
    for (const name of [
      'Display Name',
      'Donation / Charity Options',
      'Add Social Media Links To Your Website',
      'Messages',
      'Friends & Families Requested for Reminders',
    ]) {
      expect(await screen.findByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    expect(await screen.findByText(CONTACT_MESSAGES.none)).toBeInTheDocument();
    expect(screen.getByTestId('subscriber-count')).toHaveTextContent('3');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Dashboard›Arrangements Summary›Customize Family Website',
    );
  });

  it('display name: Preferred is not offered, an empty part cannot be chosen, the preview follows the choice, and Save sends it', async () => {
    signInAs('arranger');
    const calls = websiteGateway();
    const { user } = renderApp(PAGE);
    const card = await form('Display Name');
    expect(within(card).getByRole('radio', { name: 'Preferred' })).toBeDisabled();
    expect(within(card).getByRole('checkbox', { name: 'Suffix' })).toBeDisabled();
    expect(within(card).getByText(translate('en', WEBSITE_MESSAGES, 'emptyNamePart', { label: 'Suffix' }))).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: 'First Name: Eleanor' })).toBeDisabled();
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(card).getByRole('checkbox', { name: 'Prefix: Mrs' }));
    expect(screen.getByTestId('display-name-preview')).toHaveTextContent('Mrs Eleanor Grace Whitmore');
    await user.click(within(card).getByRole('checkbox', { name: 'Middle Name: Grace' }));
    expect(screen.getByTestId('display-name-preview')).toHaveTextContent('Mrs Eleanor Whitmore');
    await user.click(within(card).getByRole('checkbox', { name: 'Middle Name: Grace' }));
    await user.click(save);
    expect(await screen.findByText(WEBSITE_MESSAGES.displayNameUpdated)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        op: 'SetDisplayName',
        variables: { opi: 'CS-1000-0001', input: { displayNameType: 'Legal', fields: ['prefix', 'middleName'] }, version: 0 },
      },
    ]);
  });

  it('donations: Save waits for an edit; the URL and button text are checked; a new tab is saved with the stored one', async () => {
    signInAs('arranger');
    const calls = websiteGateway();
    const { user } = renderApp(PAGE);
    const card = await form('Donation / Charity Options');
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await user.click(within(card).getByRole('button', { name: 'Add URL' }));
    expect(within(card).getByRole('tab', { name: 'URL 2', selected: true })).toBeInTheDocument();
    // The empty new tab blocks another one and the save.
    expect(within(card).getByRole('button', { name: 'Add URL' })).toBeDisabled();
    const src = within(card).getByRole('textbox', { name: /Donation URL/ });
    await user.click(src);
    await user.paste('www.example.org');
    await user.tab();
    expect(await within(card).findByText(WEBSITE_MESSAGES.urlInvalid)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(src);
    await user.paste('https://www.redcross.org/donate');
    await user.click(within(card).getByRole('textbox', { name: /Button text/ }));
    await user.paste('x'.repeat(41));
    await user.tab();
    expect(await within(card).findByText(WEBSITE_MESSAGES.buttonNameTooLong)).toBeInTheDocument();
    await user.clear(within(card).getByRole('textbox', { name: /Button text/ }));
    await user.paste('Red Cross');
    await user.click(save);
    expect(await screen.findByText(WEBSITE_MESSAGES.donationUpdated)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        op: 'SaveDonationDetails',
        variables: {
          opi: 'CS-1000-0001',
          data: [
            { id: 1, donationUrlName: 'Give', donationUrlSrc: 'https://example.org/give', donationUrlDescription: 'In memory' },
            { donationUrlName: 'Red Cross', donationUrlSrc: 'https://www.redcross.org/donate', donationUrlDescription: 'In memory' },
          ],
          version: 0,
        },
      },
    ]);
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it("donations: a removed stored tab is sent as deleted; a sixth tab is refused with the spec's warning", async () => {
    signInAs('arranger');
    const five = [1, 2, 3, 4, 5].map((i) => donation(i, `Give ${i}`, `https://example.org/${i}`));
    const calls = websiteGateway({ donations: five });
    const { user } = renderApp(PAGE);
    const card = await form('Donation / Charity Options');
    await user.click(within(card).getByRole('button', { name: 'Add URL' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(WEBSITE_MESSAGES.donationMax);
    expect(within(card).getAllByRole('tab')).toHaveLength(5);
    await user.click(within(card).getByRole('tab', { name: 'URL 2' }));
    await user.click(within(card).getByRole('button', { name: 'Remove URL 2' }));
    expect(within(card).getAllByRole('tab')).toHaveLength(4);
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await screen.findByText(WEBSITE_MESSAGES.donationUpdated);
    expect(calls[0]!.variables['data']).toHaveLength(5);
    expect((calls[0]!.variables['data'] as unknown[])[4]).toEqual({ id: 2, isDeleted: true });
  });

  it('donations: Delete is offered only with stored links, and asks first', async () => {
    signInAs('arranger');
    const calls = websiteGateway();
    const { user } = renderApp(PAGE);
    const card = await form('Donation / Charity Options');
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: WEBSITE_MESSAGES.donationDeleteConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(WEBSITE_MESSAGES.donationDeleted)).toBeInTheDocument();
    expect(calls).toEqual([{ op: 'DeleteDonationDetails', variables: { opi: 'CS-1000-0001', version: 0 } }]);
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Delete' })).toBeDisabled());
  });

  it('the description is checked once for every link', () => {
    const link = { id: null, donationUrlName: 'Give', donationUrlSrc: 'https://x.org' };
    expect(validateDonations({ description: 'd'.repeat(251), links: [link, link], deleted: [] })).toEqual({
      description: WEBSITE_MESSAGES.descriptionTooLong,
    });
    expect(validateDonations({ description: 'd'.repeat(251), links: [], deleted: [] })).toEqual({
      description: WEBSITE_MESSAGES.descriptionTooLong,
    });
    expect(validateDonations({ description: '', links: [{ ...link, donationUrlSrc: '' }], deleted: [] })).toEqual({
      links: [{ donationUrlSrc: WEBSITE_MESSAGES.urlRequired }],
    });
  });

  it('social links saved by someone else meanwhile: what was typed stays beside the saved links, and the mix is saved at the new version (issue 27)', async () => {
    signInAs('arranger');
    const calls = websiteGateway();
    const sentence = 'Catherine Reyes saved the social links at 3:12 PM, after you opened it.';
    const theirs = { ...SOCIAL_NONE, Facebook: 'https://www.facebook.com/eleanor.whitmore' };
    let refused = false;
    server.use(
      graphql.mutation('SaveSocialMediaLinks', ({ variables }) => {
        calls.push({ op: 'SaveSocialMediaLinks', variables });
        if (!refused) {
          refused = true;
          return HttpResponse.json({ errors: [gqlError(sentence, 'CONFLICT')] });
        }
        const links = { ...SOCIAL_NONE, ...Object.fromEntries(Object.entries(variables['links']).filter(([, v]) => v)) };
        return HttpResponse.json({
          data: {
            saveSocialMediaLinks: {
              __typename: 'SocialMediaLinksResult',
              message: WEBSITE_MESSAGES.socialUpdated,
              decedent: { ...headerDecedent(), socialMediaLinks: links, socialMediaLinksVersion: 2 },
            },
          },
        });
      }),
      graphql.query('SocialLinksSaved', () =>
        HttpResponse.json({ data: { decedent: { ...headerDecedent(), socialMediaLinks: theirs, socialMediaLinksVersion: 1 } } }),
      ),
    );
    const { user } = renderApp(PAGE);
    const card = await form('Social Media Links');
    const facebook = within(card).getByRole('textbox', { name: 'Facebook' });
    await user.clear(facebook);
    await user.paste('https://www.facebook.com/eleanor.grace');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    const panel = await within(card).findByRole('region', { name: SAVE_CONFLICT.panelTitle });
    expect(within(panel).getByRole('alert')).toHaveTextContent(sentence);
    await waitFor(() => expect(panel).toHaveFocus());
    expect(facebook).toHaveValue('https://www.facebook.com/eleanor.grace');
    const row = within(panel).getByRole('group', { name: 'Facebook' });
    expect(row).toHaveTextContent('https://www.facebook.com/eleanor.grace');
    expect(row).toHaveTextContent('https://www.facebook.com/eleanor.whitmore');
    await user.click(within(row).getByRole('button', { name: `${SAVE_CONFLICT.useSaved}: Facebook` }));
    expect(facebook).toHaveValue('https://www.facebook.com/eleanor.whitmore');
    await user.click(within(row).getByRole('button', { name: `${SAVE_CONFLICT.keepYours}: Facebook` }));
    expect(facebook).toHaveValue('https://www.facebook.com/eleanor.grace');

    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(WEBSITE_MESSAGES.socialUpdated)).toBeInTheDocument();
    expect(calls.map((c) => c.variables['version'])).toEqual([0, 1]);
    expect((calls[1]!.variables['links'] as Record<string, string>)['Facebook']).toBe('https://www.facebook.com/eleanor.grace');
    await waitFor(() => expect(within(card).queryByRole('region', { name: SAVE_CONFLICT.panelTitle })).not.toBeInTheDocument());
  });

  it("social links: a type moves to the selected list and back; each network's address is checked; empty ones are not sent", async () => {
    signInAs('arranger');
    const calls = websiteGateway();
    const { user } = renderApp(PAGE);
    const card = await form('Social Media Links');
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const choose = within(card).getByRole('combobox', { name: 'Choose a link type' });
    expect(within(choose).queryByRole('option', { name: 'Facebook' })).toBeNull();
    await user.selectOptions(choose, 'Instagram');
    expect(within(choose).queryByRole('option', { name: 'Instagram' })).toBeNull();
    const instagram = within(card).getByRole('textbox', { name: 'Instagram' });
    await user.click(instagram);
    await user.paste('https://example.org/eleanor');
    await user.tab();
    expect(await within(card).findByText('Invalid Instagram URL')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(instagram);
    await user.paste('https://www.instagram.com/eleanor');
    await user.click(within(card).getByRole('button', { name: 'Remove Facebook' }));
    expect(within(choose).getByRole('option', { name: 'Facebook' })).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText(WEBSITE_MESSAGES.socialUpdated)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        op: 'SaveSocialMediaLinks',
        variables: {
          opi: 'CS-1000-0001',
          links: {
            Instagram: 'https://www.instagram.com/eleanor',
            Facebook: '',
            Linkedin: '',
            Twitter: '',
            Youtube: '',
            Tiktok: '',
            Blog: '',
            CustomUrl: '',
          },
          version: 0,
        },
      },
    ]);
  });

  it('leaving with unsaved donation changes asks with the spec message; Discard leaves without saving', async () => {
    signInAs('arranger');
    const calls = websiteGateway();
    const { user, currentPath } = renderApp(PAGE);
    const card = await form('Donation / Charity Options');
    await user.type(within(card).getByRole('textbox', { name: /Button text/ }), ' today');
    await user.click(screen.getByRole('link', { name: 'Arrangements Summary' }));
    const guard = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(guard).getByText(WEBSITE_MESSAGES.donationUnsaved)).toBeInTheDocument();
    await user.click(within(guard).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(currentPath()).toBe(PAGE);

    await user.click(screen.getByRole('link', { name: 'Arrangements Summary' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard' }));
    await expectPath(currentPath, '/app/CS-1000-0001/arrangements');
    expect(calls).toEqual([]);
  });

  it('leaving with unsaved social links asks with their message; Save saves them and leaves', async () => {
    signInAs('arranger');
    const calls = websiteGateway();
    const { user, currentPath } = renderApp(PAGE);
    const card = await form('Social Media Links');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Choose a link type' }), 'Blog');
    await user.click(within(card).getByRole('textbox', { name: 'Blog' }));
    await user.paste('https://remember.example.org');
    await user.click(screen.getByRole('link', { name: 'Arrangements Summary' }));
    const guard = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(guard).getByText(WEBSITE_MESSAGES.socialUnsaved)).toBeInTheDocument();
    await user.click(within(guard).getByRole('button', { name: 'Save' }));
    await expectPath(currentPath, '/app/CS-1000-0001/arrangements');
    expect(calls.map((c) => c.op)).toEqual(['SaveSocialMediaLinks']);
    expect((calls[0]!.variables['links'] as Record<string, string>)['Blog']).toBe('https://remember.example.org');
  });
});

describe('Customize Family Website for staff', () => {
  it('opens at /admin/{opi}/customizeFamilyWebsite with the staff breadcrumbs, and staff save as the family does', async () => {
    signInAs('admin');
    const calls = websiteGateway();
    const { user } = renderApp('/admin/CS-1000-0001/customizeFamilyWebsite');
    const card = await form('Display Name');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Arrangements Summary' })).toHaveAttribute(
      'href',
      '/obituaries/admin/CS-1000-0001/arrangements',
    );
    await user.click(within(card).getByRole('checkbox', { name: 'Middle Name: Grace' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await screen.findByText(WEBSITE_MESSAGES.displayNameUpdated);
    expect(calls[0]!.variables['input']).toEqual({ displayNameType: 'Legal', fields: [] });
  });
});

describe('events on the website', () => {
  it("the family hides an event, and the end time of a Dynamic one, with the events module's messages", async () => {
    signInAs('arranger');
    websiteGateway();
    const hidden: Record<string, unknown>[] = [];
    let visitation = eventFixture({ id: 7, eventName: 'Visitation', eventType: 'Dynamic' });
    const funeral = eventFixture({ id: 2 });
    server.use(
      graphql.query('WebsiteEvents', () =>
        HttpResponse.json({ data: { events: eventList([visitation, funeral], [], { canHide: true }) } }),
      ),
      graphql.mutation('HideEvent', ({ variables }) => {
        hidden.push(variables);
        return HttpResponse.json({
          data: { hideEvent: { __typename: 'EventResult', message: EVENT_MESSAGES.hidden, event: { ...funeral, isPrivate: true } } },
        });
      }),
      graphql.mutation('HideEventEndTime', ({ variables }) => {
        hidden.push(variables);
        visitation = { ...visitation, isEndTimeHided: true };
        return HttpResponse.json({
          data: { hideEventEndTime: { __typename: 'EventResult', message: EVENT_MESSAGES.endTimeHidden, event: visitation } },
        });
      }),
    );
    const { user } = renderApp(PAGE);
    const events = await screen.findByRole('region', { name: 'Events on the Website' });
    expect(await within(events).findByRole('switch', { name: 'Hide the end time of Visitation' })).not.toBeChecked();
    // A Static event has no end time to hide.
    expect(within(events).queryByRole('switch', { name: 'Hide the end time of Funeral Service' })).toBeNull();
    await user.click(within(events).getByRole('switch', { name: 'Hide Funeral Service from visitors' }));
    expect(await screen.findByText(EVENT_MESSAGES.hidden)).toBeInTheDocument();
    await waitFor(() => expect(within(events).getByRole('switch', { name: 'Hide Funeral Service from visitors' })).toBeChecked());
    await user.click(within(events).getByRole('switch', { name: 'Hide the end time of Visitation' }));
    await waitFor(() => expect(within(events).getByRole('switch', { name: 'Hide the end time of Visitation' })).toBeChecked());
    expect(hidden).toEqual([
      expect.objectContaining({ opi: 'CS-1000-0001', eventId: 2, isPrivate: true }),
      expect.objectContaining({ opi: 'CS-1000-0001', eventId: 7, isEndTimeHided: true }),
    ]);
  });
});

describe('the memorial page language (issue 31)', () => {
  afterEach(async () => {
    await localeStore.set('en');
  });

  it("shows none chosen (each visitor's own), saves Spanish, then gives the choice back to visitors", async () => {
    signInAs('arranger');
    const calls = websiteGateway();
    const { user } = renderApp(PAGE);
    const card = within((await screen.findByRole('heading', { name: 'Page Language', level: 2 })).closest('section')!);
    const select = card.getByRole('combobox', { name: 'Memorial page language' });
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(["Each visitor's own language", 'English', 'Español']);
    const save = card.getByRole('button', { name: 'SAVE' });
    expect(save).toBeDisabled();
    await user.selectOptions(select, 'es');
    await user.click(save);
    expect(await screen.findByText('Page language updated successfully')).toBeInTheDocument();
    await user.selectOptions(select, '');
    await user.click(card.getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.op === 'SetPageLanguage').map((c) => c.variables)).toEqual([
        { opi: 'CS-1000-0001', language: 'es' },
        { opi: 'CS-1000-0001', language: null },
      ]),
    );
  });

  it('reads the stored language, in Spanish when the app is in Spanish', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    websiteGateway({ pageLanguage: 'es' });
    const { user } = renderApp(PAGE);
    const card = within((await screen.findByRole('heading', { name: 'Idioma de la página', level: 2 })).closest('section')!);
    // The page around it speaks Spanish too.
    expect(screen.getByRole('heading', { name: 'Personalizar el sitio web familiar', level: 1 })).toBeInTheDocument();
    for (const name of ['Mensajes', 'Familiares y amigos que pidieron recordatorios', 'Servicios en el sitio web', 'Visitas a la página'])
      expect(await screen.findByRole('heading', { name, level: 2 })).toBeInTheDocument();
    expect(screen.getByText('personas pidieron que se les recuerden los servicios.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el sitio web familiar (se abre en una pestaña nueva)' })).toBeInTheDocument();
    const select = card.getByRole('combobox', { name: 'Idioma de la página conmemorativa' });
    await waitFor(() => expect(select).toHaveValue('es'));
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('El idioma de cada visitante');
    await user.selectOptions(select, 'en');
    await user.click(card.getByRole('button', { name: 'GUARDAR' }));
    expect(await screen.findByText('Idioma de la página actualizado correctamente')).toBeInTheDocument();
  });
});

describe('the website cards in Spanish (issue 31)', () => {
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('display name, donations and social links speak Spanish; a sixth donation link is refused in Spanish', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    const five = [1, 2, 3, 4, 5].map((i) => donation(i, `Give ${i}`, `https://example.org/${i}`));
    websiteGateway({ donations: five });
    const { user } = renderApp(PAGE);
    const names = await form('Nombre que se muestra');
    expect(within(names).getByRole('radio', { name: 'Nombre preferido' })).toBeDisabled();
    expect(within(names).getAllByText('Siempre forma parte del nombre')).toHaveLength(2);
    expect(within(names).getByText(/Vista previa:/)).toBeInTheDocument();
    const donations = await form('Opciones de donación o beneficencia');
    expect(within(donations).getByRole('tab', { name: 'Enlace 1' })).toBeInTheDocument();
    expect(within(donations).getByText('Como máximo 40 caracteres')).toBeInTheDocument();
    await user.click(within(donations).getByRole('button', { name: 'Agregar enlace' }));
    expect(await within(donations).findByRole('alert')).toHaveTextContent('Puede agregar como máximo 5 enlaces');
    const social = await form('Enlaces de redes sociales');
    expect(within(social).getByRole('combobox', { name: 'Elija un tipo de enlace' })).toBeInTheDocument();
    expect(within(social).getByRole('button', { name: 'Quitar Facebook' })).toBeInTheDocument();
    expect(within(social).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });
});
