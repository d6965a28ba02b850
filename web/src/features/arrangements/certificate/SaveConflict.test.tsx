import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { configure, waitFor, within } from '@testing-library/react';
import { CERTIFICATE_MESSAGES, SAVE_CONFLICT, translate } from '@memorial/schema';
import { server } from '../../../test/server';
import { gqlError } from '../../../test/fixtures';
import { renderApp, screen, signInAs } from '../../../test/render';
import { certificate, primaryInfo } from '../../../test/arrangementFixtures';
import { findForm, mockCertificatePage, type Recorded } from '../../../test/certificateKit';

// The page holds eight forms: role queries skip the costly visibility check.
configure({ defaultHidden: true });

const PAGE = '/app/CS-1000-0001/certificateDetails';
const PRIMARY = 'Death Certificate Information';
const SENTENCE = 'Catherine Reyes saved this section at 3:12 PM, after you opened it.';

const versions = (entries: Record<string, number>) =>
  Object.entries(entries).map(([section, version]) => ({ __typename: 'SectionVersion', section, version }));

const parentInfo = (relation: string, firstName: string) => ({
  __typename: 'ParentInfo',
  relation,
  firstName,
  middleName: null,
  lastName: 'Lindqvist',
  maidenName: null,
  birthCountry: null,
  birthState: null,
});

/** The first save is refused as made from an older version; the next ones go through (version + 1 of what they send). */
function mockPrimarySaves(savedAfter: ReturnType<typeof certificate>) {
  const calls: Recorded[] = [];
  server.use(
    graphql.mutation('SavePrimaryInfo', ({ variables }) => {
      calls.push({ name: 'SavePrimaryInfo', variables });
      if (calls.length === 1) return HttpResponse.json({ errors: [gqlError(SENTENCE, 'CONFLICT')] });
      const input = variables['input'] as Record<string, unknown>;
      return HttpResponse.json({
        data: {
          savePrimaryInfo: {
            __typename: 'SectionSaveResult',
            message: CERTIFICATE_MESSAGES.savedPrimary,
            firstSave: false,
            certificate: {
              ...savedAfter,
              primaryInfo: primaryInfo({ ...input, ssn: null }),
              sectionVersions: versions({ primary: Number(variables['version']) + 1 }),
            },
          },
        },
      });
    }),
    graphql.query('PrimaryInfoSaved', () => HttpResponse.json({ data: { certificate: savedAfter } })),
  );
  return calls;
}

const textbox = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name }) as HTMLInputElement;

describe('a save made from an older version (issue 27)', { timeout: 60_000 }, () => {
  it('keeps what was typed, shows the saved values beside it, lets each be kept or replaced, and saves the mix at the new version', async () => {
    signInAs('arranger');
    mockCertificatePage({ certificate: certificate({ sectionVersions: versions({ primary: 3, resident: 1 }) }) });
    // Meanwhile Catherine saved other notes and an e-mail (the middle name as it was): version 4.
    const savedAfter = certificate({
      primaryInfo: primaryInfo({ notes: 'Her favourite hymn', email: 'family@example.com' }),
      sectionVersions: versions({ primary: 4, resident: 1 }),
    });
    const calls = mockPrimarySaves(savedAfter);
    const { user } = renderApp(PAGE);
    const form = await findForm(PRIMARY);

    await user.type(textbox(form, 'Notes'), 'Please call before noon');
    await user.clear(textbox(form, 'Middle Name'));
    await user.type(textbox(form, 'Middle Name'), 'Rose');
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));

    // The sentence is announced, and focus moves to the panel.
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(SAVE_CONFLICT.panelTitle);
    expect(alert).toHaveTextContent(SENTENCE);
    const panel = within(form).getByRole('region', { name: SAVE_CONFLICT.panelTitle });
    await waitFor(() => expect(panel).toHaveFocus());
    expect(calls[0]!.variables['version']).toBe(3);

    // What was typed stays in the form; a field only the other person changed shows their value.
    expect(textbox(form, 'Notes')).toHaveValue('Please call before noon');
    expect(textbox(form, 'Middle Name')).toHaveValue('Rose');
    expect(textbox(form, 'Email')).toHaveValue('family@example.com');

    // Field by field, where they differ: notes (both changed), e-mail (only they did), the middle name (only this person).
    const notes = within(panel).getByRole('group', { name: 'Notes' });
    expect(notes).toHaveTextContent('Please call before noon');
    expect(notes).toHaveTextContent('Her favourite hymn');
    expect(within(notes).getByRole('button', { name: `${SAVE_CONFLICT.keepYours}: Notes` })).toHaveAttribute('aria-pressed', 'true');
    const email = within(panel).getByRole('group', { name: 'Email' });
    expect(email).toHaveTextContent(SAVE_CONFLICT.notChangedByYou);
    expect(email).toHaveTextContent(SAVE_CONFLICT.empty);
    expect(within(email).getByRole('button', { name: `${SAVE_CONFLICT.useSaved}: Email` })).toHaveAttribute('aria-pressed', 'true');
    // A field only this person changed differs too: theirs is kept, the saved one shown.
    const middle = within(panel).getByRole('group', { name: 'Middle Name' });
    expect(middle).toHaveTextContent('Grace');
    expect(middle).not.toHaveTextContent(SAVE_CONFLICT.notChangedByYou);
    expect(within(middle).getByRole('button', { name: `${SAVE_CONFLICT.keepYours}: Middle Name` })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).queryByRole('group', { name: 'First Name' })).not.toBeInTheDocument();

    // Use saved, then keep yours again: nothing typed is lost either way.
    await user.click(within(notes).getByRole('button', { name: `${SAVE_CONFLICT.useSaved}: Notes` }));
    expect(textbox(form, 'Notes')).toHaveValue('Her favourite hymn');
    await user.click(within(notes).getByRole('button', { name: `${SAVE_CONFLICT.keepYours}: Notes` }));
    expect(textbox(form, 'Notes')).toHaveValue('Please call before noon');
    await user.click(within(email).getByRole('button', { name: `${SAVE_CONFLICT.keepYours}: Email` }));
    expect(textbox(form, 'Email')).toHaveValue('');
    await user.click(within(email).getByRole('button', { name: `${SAVE_CONFLICT.useSaved}: Email` }));

    // The next save sends the mix, made from the version read again.
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.variables['version']).toBe(4);
    expect(calls[1]!.variables['input']).toMatchObject({
      notes: 'Please call before noon',
      middleName: 'Rose',
      email: 'family@example.com',
    });
    expect(await screen.findByText(CERTIFICATE_MESSAGES.savedPrimary)).toBeInTheDocument();
    await waitFor(() => expect(within(form).queryByRole('region', { name: SAVE_CONFLICT.panelTitle })).not.toBeInTheDocument());

    // And the one after it, the version that save answered.
    await user.type(textbox(form, 'Notes'), '!');
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.variables['version']).toBe(5);
  });

  it("the mother's save moves the father's form to the version it answered, when the father is as loaded", async () => {
    signInAs('arranger');
    const mother = parentInfo('Mother', 'Ingrid');
    const father = parentInfo('Father', 'Harold');
    mockCertificatePage({ certificate: certificate({ parentsInfo: [mother, father], sectionVersions: versions({ parent: 2 }) }) });
    const calls: Recorded[] = [];
    server.use(
      graphql.mutation('SaveParentInfo', ({ variables }) => {
        calls.push({ name: 'SaveParentInfo', variables });
        const input = variables['input'] as Record<string, unknown>;
        const parents = [mother, father].map((p) => (p.relation === input['relation'] ? { ...p, ...input } : p));
        return HttpResponse.json({
          data: {
            saveParentInfo: {
              __typename: 'SectionSaveResult',
              message: translate('en', CERTIFICATE_MESSAGES, 'savedParent', { relation: String(input['relation']) }),
              firstSave: false,
              certificate: certificate({ parentsInfo: parents, sectionVersions: versions({ parent: Number(variables['version']) + 1 }) }),
            },
          },
        });
      }),
    );
    const { user } = renderApp(PAGE);
    const motherForm = await findForm('Mother Details');
    const fatherForm = await findForm('Father Details');
    await user.type(textbox(motherForm, "Mother's Middle Name"), 'May');
    await user.click(within(motherForm).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.type(textbox(fatherForm, "Father's Middle Name"), 'Lee');
    await user.click(within(fatherForm).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => c.variables['version'])).toEqual([2, 3]);
  });
});
