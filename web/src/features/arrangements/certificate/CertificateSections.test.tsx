import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { configure, waitFor, within } from '@testing-library/react';
import { CERTIFICATE_FORM_TEXTS, CERTIFICATE_MESSAGES, translate } from '@memorial/schema';
import { server } from '../../../test/server';
import { renderApp, screen, signInAs } from '../../../test/render';
import { address, certificate, nextOfKin, person } from '../../../test/arrangementFixtures';
import { chosen, choose, findForm, mockCertificatePage, mockSave, optionsOf } from '../../../test/certificateKit';

// The page holds eight forms: role queries skip the costly visibility check.
configure({ defaultHidden: true });

const PAGE = '/app/CS-1000-0001/certificateDetails';
const save = (form: HTMLElement) => within(form).getByRole('button', { name: 'SAVE' });
const input = (calls: { variables: Record<string, unknown> }[], i = 0) => calls[i]!.variables['input'] as Record<string, unknown>;

describe('Veteran Details', { timeout: 45_000 }, () => {
  it('enables branch and era for Yes only, requires them then, and clears them for No and Unknown', async () => {
    signInAs('arranger');
    mockCertificatePage();
    const calls = mockSave('SaveVeteranInfo', { message: CERTIFICATE_MESSAGES.savedVeteran });
    const { user } = renderApp(PAGE);
    const form = await findForm('Veteran Details');
    const branch = within(form).getByRole('combobox', { name: 'Service Branch' });
    const era = within(form).getByRole('combobox', { name: 'Service Era' });
    expect(branch).toBeDisabled();
    expect(era).toBeDisabled();

    await user.click(save(form));
    expect(await within(form).findByText(CERTIFICATE_FORM_TEXTS.chooseVeteranStatus)).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: 'Yes' }));
    expect(branch).toBeEnabled();
    expect(era).toBeEnabled();
    await user.click(save(form));
    expect(await within(form).findByText(CERTIFICATE_MESSAGES.branchRequired)).toBeInTheDocument();
    expect(within(form).getByText(CERTIFICATE_MESSAGES.eraRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await choose(user, form, 'Service Branch', 'Navy');
    await choose(user, form, 'Service Era', 'Vietnam War (1964-1975)');
    await user.click(within(form).getByRole('radio', { name: 'No' }));
    expect(branch).toBeDisabled();
    expect(chosen(form, 'Service Branch')).toBe('');
    expect(chosen(form, 'Service Era')).toBe('');
    expect(within(form).queryByText(CERTIFICATE_MESSAGES.branchRequired)).not.toBeInTheDocument();
    await user.click(save(form));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(input(calls)).toEqual({ isVeteran: false, isUnknown: false, serviceBranch: null, serviceEra: null });
    expect(await screen.findByText(CERTIFICATE_MESSAGES.savedVeteran)).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: 'Yes' }));
    await choose(user, form, 'Service Branch', 'Navy');
    await user.click(within(form).getByRole('radio', { name: 'Unknown' }));
    expect(chosen(form, 'Service Branch')).toBe('');
    await user.click(save(form));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(input(calls, 1)).toEqual({ isVeteran: true, isUnknown: true, serviceBranch: null, serviceEra: null });

    await user.click(within(form).getByRole('radio', { name: 'Yes' }));
    await choose(user, form, 'Service Branch', 'Coast Guard');
    await choose(user, form, 'Service Era', 'Gulf War (1990-2001)');
    await user.click(save(form));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(input(calls, 2)).toEqual({
      isVeteran: true,
      isUnknown: false,
      serviceBranch: 'Coast Guard',
      serviceEra: 'Gulf War (1990-2001)',
    });
  });
});

describe('Ethnicity Details', { timeout: 45_000 }, () => {
  it('filters ethnicity options by the Hispanic toggle, enables each ethnicity after its race, and clears the Hispanic choice when turned off', async () => {
    signInAs('arranger');
    mockCertificatePage();
    const calls = mockSave('SaveEthnicityInfo', { message: CERTIFICATE_MESSAGES.savedEthnicity, firstSave: true });
    const { user } = renderApp(PAGE);
    const form = await findForm('Ethnicity Details');
    const toggle = within(form).getByRole('switch', { name: /Spanish, Hispanic or Latino origin/ });
    const hispanic = within(form).getByRole('combobox', { name: 'Hispanic Origin' });
    const ethnicityOne = within(form).getByRole('combobox', { name: 'Ethnicity 1' });
    expect(hispanic).toBeDisabled();
    expect(ethnicityOne).toBeDisabled();

    await choose(user, form, 'Race 1', 'Chinese');
    expect(ethnicityOne).toBeEnabled();
    expect(within(form).getByRole('combobox', { name: 'Ethnicity 2' })).toBeDisabled();
    expect(optionsOf(form, 'Ethnicity 1')).toEqual(['No, not Spanish/Hispanic/Latino', 'Unknown']);

    await user.click(toggle);
    expect(hispanic).toBeEnabled();
    const hispanicGroups = [
      'Mexican, Mexican American, Chicano',
      'Puerto Rican',
      'Cuban',
      'Central American',
      'South American',
      'Other Spanish/Hispanic/Latino',
    ];
    expect(optionsOf(form, 'Hispanic Origin')).toEqual(hispanicGroups);
    expect(optionsOf(form, 'Ethnicity 1')).toEqual(hispanicGroups);
    await choose(user, form, 'Hispanic Origin', 'Cuban');
    await choose(user, form, 'Ethnicity 1', 'Puerto Rican');

    await user.click(toggle);
    expect(hispanic).toBeDisabled();
    expect(chosen(form, 'Hispanic Origin')).toBe('');
    // A Hispanic group no longer fits the options either.
    expect(chosen(form, 'Ethnicity 1')).toBe('');

    await user.click(toggle);
    await choose(user, form, 'Hispanic Origin', 'Mexican, Mexican American, Chicano');
    await user.click(save(form));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(input(calls)).toMatchObject({
      isHispanic: true,
      hispanic: { id: 2, edrsCode: 'H1', name: 'Mexican, Mexican American, Chicano' },
      raceOne: { id: 5, edrsCode: 'A2', name: 'Chinese' },
      raceTwo: null,
      ethnicityOne: null,
    });
    expect(await screen.findByRole('dialog', { name: CERTIFICATE_MESSAGES.savedEthnicity })).toBeInTheDocument();
  });
});

describe('Notifier Details', { timeout: 45_000 }, () => {
  it('keeps the notifier fields disabled until the notifier is verified, then validates and sends them', async () => {
    signInAs('arranger');
    mockCertificatePage();
    const calls = mockSave('SaveNotifierInfo', { message: CERTIFICATE_MESSAGES.savedNotifier });
    const { user } = renderApp(PAGE);
    const form = await findForm('Notifier Details');
    const first = within(form).getByRole('textbox', { name: 'First Name' });
    expect(first).toBeDisabled();
    expect(within(form).getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(within(form).getByRole('textbox', { name: 'Phone Number' })).toBeDisabled();
    expect(within(form).getByRole('combobox', { name: 'Relationship to the decedent' })).toBeDisabled();
    expect(save(form)).toBeDisabled();

    await user.click(within(form).getByRole('checkbox', { name: 'I have confirmed who the notifier is' }));
    expect(first).toBeEnabled();
    expect(save(form)).toBeEnabled();
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'catherine@');
    await user.type(within(form).getByRole('textbox', { name: 'Phone Number' }), '41555');
    await user.click(save(form));
    expect(await within(form).findByText('First Name is required')).toBeInTheDocument();
    expect(within(form).getByText(CERTIFICATE_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(within(form).getByText(CERTIFICATE_MESSAGES.invalidPhone)).toBeInTheDocument();

    await user.type(first, 'Catherine');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'example.org');
    await user.type(within(form).getByRole('textbox', { name: 'Phone Number' }), '52121');
    await choose(user, form, 'Prefix', 'Mrs');
    await choose(user, form, 'Relationship to the decedent', 'Daughter');
    await user.click(save(form));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(input(calls)).toMatchObject({
      isNotifierVerified: true,
      prefix: 'Mrs',
      firstName: 'Catherine',
      relation: 'Daughter',
      email: 'catherine@example.org',
      phoneNumber: '+1-4155552121',
    });
    expect(await screen.findByText(CERTIFICATE_MESSAGES.savedNotifier)).toBeInTheDocument();
  });
});

describe('Next of Kin Details', { timeout: 45_000 }, () => {
  it('starts with one block, ADD NEXT OF KIN adds one, and a save sends every block', async () => {
    signInAs('arranger');
    mockCertificatePage();
    const calls = mockSave('SaveNextOfKin', {
      message: CERTIFICATE_MESSAGES.savedNok,
      firstSave: true,
      certificate: certificate({
        savedSections: ['nok'],
        nokInfo: [nextOfKin(11, { firstName: 'Catherine' }), nextOfKin(12, { firstName: 'Daniel' })],
      }),
    });
    const { user } = renderApp(PAGE);
    const form = await findForm('Next of Kin Details');
    expect(within(form).getAllByRole('region', { name: /^Next of kin \d$/ })).toHaveLength(1);

    await user.click(within(form).getByRole('button', { name: 'ADD NEXT OF KIN' }));
    const blocks = within(form).getAllByRole('region', { name: /^Next of kin \d$/ });
    expect(blocks).toHaveLength(2);

    await user.click(save(form));
    expect(await within(blocks[0]!).findByText('First Name is required')).toBeInTheDocument();
    expect(within(blocks[1]!).getByText('First Name is required')).toBeInTheDocument();

    await user.type(within(blocks[0]!).getByRole('textbox', { name: 'First Name' }), 'Catherine');
    await user.type(within(blocks[1]!).getByRole('textbox', { name: 'First Name' }), 'Daniel');
    await user.type(within(blocks[1]!).getByRole('textbox', { name: 'Phone Number' }), '6505550199');
    await user.click(save(form));
    await waitFor(() => expect(calls).toHaveLength(1));
    const sent = calls[0]!.variables['input'] as Record<string, unknown>[];
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ firstName: 'Catherine', isNotifier: false });
    expect(sent[0]).not.toHaveProperty('id');
    expect(sent[1]).toMatchObject({ firstName: 'Daniel', phoneNumber: '+1-6505550199' });
    expect(await screen.findByRole('dialog', { name: CERTIFICATE_MESSAGES.savedNok })).toBeInTheDocument();
    // The saved entries come back with their ids: the blocks are no longer new.
    await waitFor(() => expect(within(form).queryByText('Not saved yet')).not.toBeInTheDocument());
  });

  it('shows one block per stored entry and updates them by id; Same as Notifier fills a block in', async () => {
    signInAs('arranger');
    const notifier = {
      __typename: 'NotifierInfo',
      ...person({
        prefix: 'Mrs',
        firstName: 'Catherine',
        lastName: 'Reyes',
        relation: 'Daughter',
        email: 'catherine@example.org',
        phoneNumber: '+1-4155552121',
      }),
      isNotifierVerified: true,
    };
    mockCertificatePage({
      certificate: certificate({
        notifierInfo: { ...notifier, address: address({ city: 'Colma' }) },
        nokInfo: [
          nextOfKin(11, { firstName: 'Daniel', relation: 'Son' }),
          nextOfKin(12, { firstName: 'Rose', relation: 'Sister' }),
          nextOfKin(13),
        ],
      }),
    });
    const calls = mockSave('SaveNextOfKin', { message: CERTIFICATE_MESSAGES.savedNok });
    const { user } = renderApp(PAGE);
    const form = await findForm('Next of Kin Details');
    const blocks = within(form).getAllByRole('region', { name: /^Next of kin \d$/ });
    expect(blocks).toHaveLength(3);
    expect(within(blocks[0]!).getByRole('textbox', { name: 'First Name' })).toHaveValue('Daniel');

    await user.click(within(blocks[2]!).getByRole('checkbox', { name: 'Same as Notifier' }));
    expect(within(blocks[2]!).getByRole('textbox', { name: 'First Name' })).toHaveValue('Catherine');
    expect(within(blocks[2]!).getByRole('textbox', { name: 'Phone Number' })).toHaveValue('(415) 555-2121');
    await user.click(save(form));
    await waitFor(() => expect(calls).toHaveLength(1));
    const sent = calls[0]!.variables['input'] as Record<string, unknown>[];
    expect(sent.map((k) => k['id'])).toEqual([11, 12, 13]);
    expect(sent[2]).toMatchObject({
      isNotifier: true,
      firstName: 'Catherine',
      lastName: 'Reyes',
      relation: 'Daughter',
      phoneNumber: '+1-4155552121',
    });
    expect((sent[2]!['address'] as Record<string, unknown>)['city']).toBe('Colma');
    // A later save: the notification and the submit hint.
    expect(await screen.findByText(CERTIFICATE_MESSAGES.savedNok)).toBeInTheDocument();
    expect(screen.getByText(CERTIFICATE_MESSAGES.submitHint)).toBeInTheDocument();
  });

  it('removes a stored next of kin after confirmation', async () => {
    signInAs('arranger');
    mockCertificatePage({
      certificate: certificate({ nokInfo: [nextOfKin(11, { firstName: 'Daniel' }), nextOfKin(12, { firstName: 'Rose' })] }),
    });
    const removed: unknown[] = [];
    server.use(
      graphql.mutation('RemoveNextOfKin', ({ variables }) => {
        removed.push(variables);
        return HttpResponse.json({
          data: {
            removeNextOfKin: {
              message: CERTIFICATE_MESSAGES.savedNok,
              certificate: certificate({ nokInfo: [nextOfKin(11, { firstName: 'Daniel' })] }),
            },
          },
        });
      }),
    );
    const { user } = renderApp(PAGE);
    const form = await findForm('Next of Kin Details');
    await user.click(within(form).getByRole('button', { name: 'Remove next of kin 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove next of kin' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this next of kin (Rose)? Once deleted it cannot be revoked.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(form).getAllByRole('region', { name: /^Next of kin \d$/ })).toHaveLength(1));
    // Made from the version the page holds (issue 27).
    expect(removed).toEqual([{ opi: 'CS-1000-0001', id: 12, version: 0 }]);
  });
});

describe('Birth country and state, parents, residence and education', { timeout: 45_000 }, () => {
  it('choosing a birth state sets its country; changing the country clears the state and lists its own states', async () => {
    signInAs('arranger');
    mockCertificatePage();
    const { user } = renderApp(PAGE);
    const form = await findForm('Death Certificate Information');
    await waitFor(() => expect(optionsOf(form, 'Birth State')).toEqual(['California', 'New York']));
    await choose(user, form, 'Birth State', 'New York');
    expect(chosen(form, 'Birth Country')).toBe('United States');

    await choose(user, form, 'Birth Country', 'Canada');
    expect(chosen(form, 'Birth State')).toBe('');
    await waitFor(() => expect(optionsOf(form, 'Birth State')).toEqual(['Ontario', 'Quebec']));
    await choose(user, form, 'Birth State', 'Quebec');
    expect(chosen(form, 'Birth Country')).toBe('Canada');
  });

  it('saves the mother with her maiden name and the father without one, each with its own message', async () => {
    signInAs('arranger');
    mockCertificatePage();
    const calls: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation('SaveParentInfo', ({ variables }) => {
        calls.push(variables['input'] as Record<string, unknown>);
        const relation = String((variables['input'] as Record<string, unknown>)['relation']);
        return HttpResponse.json({
          data: {
            saveParentInfo: {
              message: translate('en', CERTIFICATE_MESSAGES, 'savedParent', { relation }),
              firstSave: false,
              certificate: certificate(),
            },
          },
        });
      }),
    );
    const { user } = renderApp(PAGE);
    const mother = await findForm('Mother Details');
    const father = await findForm('Father Details');
    expect(within(father).queryByRole('textbox', { name: "Mother's Maiden Name" })).not.toBeInTheDocument();

    await user.click(save(mother));
    expect(await within(mother).findByText('First Name is required')).toBeInTheDocument();
    await user.type(within(mother).getByRole('textbox', { name: "Mother's First Name" }), 'Ingrid');
    await user.type(within(mother).getByRole('textbox', { name: "Mother's Maiden Name" }), 'Lindqvist');
    await user.click(save(mother));
    expect(await screen.findByText('Mother Details Updated!')).toBeInTheDocument();
    await user.type(within(father).getByRole('textbox', { name: "Father's First Name" }), 'Arthur');
    await user.click(save(father));
    expect(await screen.findByText('Father Details Updated!')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ relation: 'Mother', firstName: 'Ingrid', maidenName: 'Lindqvist' });
    expect(calls[1]).toMatchObject({ relation: 'Father', firstName: 'Arthur', maidenName: '' });
  });

  it('saves the residence and the education with their messages, and refuses a non-numeric number of years', async () => {
    signInAs('arranger');
    mockCertificatePage();
    const resident = mockSave('SaveResidentInfo', { message: CERTIFICATE_MESSAGES.savedResident });
    const education = mockSave('SaveEducationInfo', { message: CERTIFICATE_MESSAGES.savedEducation });
    const { user } = renderApp(PAGE);
    const residence = await findForm('Residential Details');
    await user.type(within(residence).getByRole('textbox', { name: 'Address Line 1' }), '1370 El Camino Real');
    await user.type(within(residence).getByRole('textbox', { name: 'Years at this address' }), 'ten');
    await user.click(save(residence));
    expect(await within(residence).findByText(CERTIFICATE_MESSAGES.notANumber)).toBeInTheDocument();
    await user.clear(within(residence).getByRole('textbox', { name: 'Years at this address' }));
    await user.type(within(residence).getByRole('textbox', { name: 'Years at this address' }), '42');
    await user.click(save(residence));
    await waitFor(() => expect(resident).toHaveLength(1));
    expect(input(resident)).toMatchObject({ line1: '1370 El Camino Real', noOfYearsStayed: '42' });
    expect(await screen.findByText(CERTIFICATE_MESSAGES.savedResident)).toBeInTheDocument();

    const work = await findForm('Education and Occupation Details');
    await choose(user, work, 'Highest Education', "Master's degree (e.g., MA, MS, MEng, MEd, MSW, MBA)");
    await user.type(within(work).getByRole('textbox', { name: 'Usual Occupation' }), 'Teacher');
    await user.click(save(work));
    await waitFor(() => expect(education).toHaveLength(1));
    expect(input(education)).toMatchObject({
      occupation: 'Teacher',
      qualification: { id: 7, name: "Master's degree (e.g., MA, MS, MEng, MEd, MSW, MBA)" },
    });
    expect(await screen.findByText(CERTIFICATE_MESSAGES.savedEducation)).toBeInTheDocument();
  });
});
