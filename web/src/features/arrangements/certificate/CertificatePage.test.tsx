import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { configure, waitFor, within } from '@testing-library/react';
import { CERTIFICATE_FORM_TEXTS, CERTIFICATE_MESSAGES } from '@memorial/schema';
import { server } from '../../../test/server';
import { gqlError } from '../../../test/fixtures';
import { expectPath, renderApp, screen, signInAs } from '../../../test/render';
import { certificate, headerDecedent, primaryInfo, summary, FAMILY_STEPS } from '../../../test/arrangementFixtures';
import { choose, findForm, mockCertificatePage, mockSave } from '../../../test/certificateKit';

// The page holds eight forms: role queries skip the costly visibility check (nothing hidden is asserted on by role here).
configure({ defaultHidden: true });

const PAGE = '/app/CS-1000-0001/certificateDetails';
const PRIMARY = 'Death Certificate Information';

const ssnInput = (form: HTMLElement) => within(form).getByRole('textbox', { name: 'Social Security Number' });
const firstName = (form: HTMLElement) => within(form).getByRole('textbox', { name: 'First Name' });
const saveButton = (form: HTMLElement) => within(form).getByRole('button', { name: 'SAVE' });
const submitButtons = () => screen.getAllByRole('button', { name: 'SUBMIT TO ARRANGER' });
/** The lock tooltips on screen (a hidden one may wait in the page). */
const visibleTooltips = () =>
  screen.queryAllByText(CERTIFICATE_MESSAGES.lockedTooltip).filter((el) => {
    for (let node: HTMLElement | null = el; node; node = node.parentElement) if (getComputedStyle(node).display === 'none') return false;
    return true;
  });

describe('Biography and Death Certificate Information: the primary form', { timeout: 45_000 }, () => {
  it('auto-hyphenates the SSN, takes digits only, at most 11 characters, and shows the stored one masked', async () => {
    signInAs('arranger');
    mockCertificatePage({ certificate: certificate({ primaryInfo: primaryInfo({ ssn: '***-**-1234' }) }) });
    const { user } = renderApp(PAGE);
    const form = await findForm(PRIMARY);
    const ssn = ssnInput(form);
    expect(ssn).toHaveAttribute('placeholder', '***-**-1234');
    expect(ssn).toHaveAttribute('maxlength', '11');
    await user.type(ssn, '12a3b4567890');
    expect(ssn).toHaveValue('123-45-6789');
  });

  it.each([
    ['666-12-3456', 'area 666'],
    ['000-12-3456', 'area 000'],
    ['912-34-5678', 'area 9xx'],
    ['823-45-6789', 'area 8xx'],
    ['123-00-4567', 'group 00'],
    ['123-45-0000', 'serial 0000'],
    ['123-45-67', 'too short'],
  ])('refuses the SSN %s (%s) with Invalid SSN and sends nothing', async (typed) => {
    signInAs('arranger');
    mockCertificatePage();
    const calls = mockSave('SavePrimaryInfo', { message: CERTIFICATE_MESSAGES.savedPrimary });
    const { user } = renderApp(PAGE);
    const form = await findForm(PRIMARY);
    await user.type(ssnInput(form), typed);
    await user.click(saveButton(form));
    expect(await within(form).findByText(CERTIFICATE_MESSAGES.invalidSsn)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the First Name messages: required, too long, invalid', async () => {
    signInAs('arranger');
    mockCertificatePage();
    const { user } = renderApp(PAGE);
    const form = await findForm(PRIMARY);
    await user.clear(firstName(form));
    await user.click(saveButton(form));
    expect(await within(form).findByText('First Name is required')).toBeInTheDocument();
    // The field stops at 50 characters; a longer stored value is refused with the spec's message.
    expect(firstName(form)).toHaveAttribute('maxlength', '50');
    await user.type(firstName(form), 'Eleanor2');
    expect(await within(form).findByText('Invalid First Name')).toBeInTheDocument();
  });

  it('refuses a stored first name over 50 characters with First Name is too long', async () => {
    signInAs('arranger');
    mockCertificatePage({ certificate: certificate({ primaryInfo: primaryInfo({ firstName: 'E'.repeat(51) }) }) });
    const { user } = renderApp(PAGE);
    const form = await findForm(PRIMARY);
    await user.click(saveButton(form));
    expect(await within(form).findByText('First Name is too long')).toBeInTheDocument();
  });

  it('shows Please enter valid Phone Number and Invalid Email, and formats a phone as (###) ###-####', async () => {
    signInAs('arranger');
    mockCertificatePage();
    const calls = mockSave('SavePrimaryInfo', { message: CERTIFICATE_MESSAGES.savedPrimary, firstSave: true });
    const { user } = renderApp(PAGE);
    const form = await findForm(PRIMARY);
    const phone = within(form).getByRole('textbox', { name: 'Phone Number' });
    await user.type(phone, '65055');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(saveButton(form));
    expect(await within(form).findByText(CERTIFICATE_MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(within(form).getByText(CERTIFICATE_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(phone, '51234x');
    expect(phone).toHaveValue('(650) 555-1234');
    await user.clear(within(form).getByRole('textbox', { name: 'Email' }));
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'eleanor@example.org');
    await user.click(saveButton(form));
    await waitFor(() => expect(calls).toHaveLength(1));
    const input = calls[0]!.variables['input'] as Record<string, unknown>;
    expect(input['phoneNumber']).toBe('+1-6505551234');
    expect(input['secondaryPhoneNumber']).toBe('');
    expect(input['email']).toBe('eleanor@example.org');
    // No SSN typed: the stored one is kept.
    expect(input).not.toHaveProperty('ssn');
  });

  it('a first save shows the popup, enables SUBMIT TO ARRANGER; a later save notifies with the submit hint; submitting answers the spec text', async () => {
    signInAs('arranger');
    mockCertificatePage();
    let saves = 0;
    const calls: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation('SavePrimaryInfo', ({ variables }) => {
        calls.push(variables);
        saves += 1;
        return HttpResponse.json({
          data: {
            savePrimaryInfo: {
              message: CERTIFICATE_MESSAGES.savedPrimary,
              firstSave: saves === 1,
              certificate: certificate({ savedSections: ['primary'], primaryInfo: primaryInfo({ ssn: '***-**-6789' }) }),
            },
          },
        });
      }),
      graphql.mutation('SubmitCertificate', () =>
        HttpResponse.json({
          data: {
            submitCertificate: {
              message: CERTIFICATE_MESSAGES.submitted,
              certificate: { __typename: 'CertificateInfo', opi: 'CS-1000-0001', submittedAt: '2026-03-16T10:00:00Z' },
            },
          },
        }),
      ),
    );
    const { user } = renderApp(PAGE);
    const form = await findForm(PRIMARY);
    expect(screen.getByText(CERTIFICATE_MESSAGES.submitBanner)).toBeInTheDocument();
    expect(submitButtons()).toHaveLength(2);
    for (const button of submitButtons()) expect(button).toBeDisabled();

    await user.type(ssnInput(form), '123456789');
    await user.click(saveButton(form));
    const popup = await screen.findByRole('dialog', { name: CERTIFICATE_MESSAGES.savedPrimary });
    expect(within(popup).getByText(CERTIFICATE_FORM_TEXTS.firstSave)).toBeInTheDocument();
    expect((calls[0]!['input'] as Record<string, unknown>)['ssn']).toBe('123-45-6789');
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    for (const button of submitButtons()) expect(button).toBeEnabled();
    // The saved SSN is no longer in the field: it shows masked as the placeholder.
    await waitFor(() => expect(ssnInput(form)).toHaveValue(''));
    expect(ssnInput(form)).toHaveAttribute('placeholder', '***-**-6789');
    expect(within(screen.getByRole('region', { name: /Death Certificate Information/ })).getByText('Saved')).toBeInTheDocument();

    await user.click(saveButton(form));
    expect(await screen.findByText(CERTIFICATE_MESSAGES.submitHint)).toBeInTheDocument();
    expect(screen.getByText(CERTIFICATE_MESSAGES.savedPrimary)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: CERTIFICATE_MESSAGES.savedPrimary })).not.toBeInTheDocument();

    await user.click(submitButtons()[1]!);
    // Seven sections are not saved: it asks first (issue 29).
    const ask = await screen.findByRole('dialog', { name: 'Some sections are not saved yet' });
    await user.click(within(ask).getByRole('button', { name: 'Submit anyway' }));
    expect(await screen.findByText(CERTIFICATE_MESSAGES.submitted)).toBeInTheDocument();
  });

  it('disables the maiden name for a gender other than Female and clears it when the gender changes', async () => {
    signInAs('arranger');
    mockCertificatePage();
    const calls = mockSave('SavePrimaryInfo', { message: CERTIFICATE_MESSAGES.savedPrimary });
    const { user } = renderApp(PAGE);
    const form = await findForm(PRIMARY);
    const maiden = within(form).getByRole('textbox', { name: 'Maiden Name' });
    expect(maiden).toBeEnabled();
    expect(maiden).toHaveValue('Lindqvist');

    await choose(user, form, 'Gender', 'Male');
    expect(maiden).toBeDisabled();
    expect(maiden).toHaveValue('');

    await choose(user, form, 'Gender', 'Female');
    expect(maiden).toBeEnabled();
    expect(maiden).toHaveValue('');

    await choose(user, form, 'Gender', 'Male');
    await user.click(saveButton(form));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.variables['input']).toMatchObject({ gender: 2, maidenName: '' });
  });

  it('shows the field errors the gateway sends back', async () => {
    signInAs('arranger');
    mockCertificatePage();
    server.use(
      graphql.mutation('SavePrimaryInfo', () =>
        HttpResponse.json({
          errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { lastName: 'Invalid Last Name' } } }],
        }),
      ),
    );
    const { user } = renderApp(PAGE);
    const form = await findForm(PRIMARY);
    await user.click(saveButton(form));
    expect(await within(form).findByText('Invalid Last Name')).toBeInTheDocument();
  });
});

describe('Biography and Death Certificate Information: lock, policy and leaving', { timeout: 45_000 }, () => {
  it('when frozen: the locked banner, every field and submit disabled, and the tooltip on hover', async () => {
    signInAs('arranger');
    mockCertificatePage({ certificate: certificate({ isFreeze: true }) });
    const { user } = renderApp(PAGE);
    const form = await findForm(PRIMARY);
    expect(screen.getAllByText(CERTIFICATE_MESSAGES.locked).length).toBeGreaterThan(0);
    expect(screen.queryByText(CERTIFICATE_MESSAGES.submitBanner)).not.toBeInTheDocument();
    expect(firstName(form)).toBeDisabled();
    expect(ssnInput(form)).toBeDisabled();
    expect(within(form).getByRole('combobox', { name: 'Gender' })).toBeDisabled();
    for (const button of screen.getAllByRole('button', { name: 'SAVE' })) expect(button).toBeDisabled();
    for (const button of submitButtons()) expect(button).toBeDisabled();
    expect(within(await findForm('Next of Kin Details')).getByRole('button', { name: 'ADD NEXT OF KIN' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Lock' })).not.toBeInTheDocument();

    expect(visibleTooltips()).toHaveLength(0);
    await user.hover(form.parentElement!);
    await waitFor(() => expect(visibleTooltips()).toHaveLength(1));
  });

  it('a save refused because the section was locked meanwhile shows the lock message and the lock', async () => {
    signInAs('arranger');
    let frozen = false;
    mockCertificatePage({ certificate: () => certificate({ isFreeze: frozen }) });
    server.use(
      graphql.mutation('SavePrimaryInfo', () => {
        frozen = true;
        return HttpResponse.json({ errors: [gqlError(CERTIFICATE_MESSAGES.locked, 'LOCKED')] });
      }),
    );
    const { user } = renderApp(PAGE);
    const form = await findForm(PRIMARY);
    await user.click(saveButton(form));
    await waitFor(() => expect(firstName(form)).toBeDisabled());
    expect(screen.getAllByText(CERTIFICATE_MESSAGES.locked).length).toBeGreaterThan(1);
    expect(screen.queryByRole('dialog', { name: 'Access Denied' })).not.toBeInTheDocument();
  });

  it('shows no tooltip on an open form', async () => {
    signInAs('arranger');
    mockCertificatePage();
    const { user } = renderApp(PAGE);
    const form = await findForm(PRIMARY);
    await user.hover(form.parentElement!);
    expect(visibleTooltips()).toHaveLength(0);
  });

  it('staff lock and unlock the section for everyone', async () => {
    signInAs('admin');
    let frozen = false;
    mockCertificatePage({ certificate: () => certificate({ isFreeze: frozen }) });
    const calls: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation('SetCertificateFreeze', ({ variables }) => {
        calls.push(variables);
        frozen = Boolean(variables['isFreeze']);
        return HttpResponse.json({
          data: { setCertificateFreeze: { __typename: 'CertificateInfo', opi: 'CS-1000-0001', isFreeze: frozen } },
        });
      }),
    );
    const { user } = renderApp('/admin/CS-1000-0001/certificateDetails?search=whit');
    const form = await findForm(PRIMARY);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/obituaries/admin/decedents?search=whit');
    expect(within(crumbs).getByRole('link', { name: 'Arrangements Summary' })).toHaveAttribute(
      'href',
      '/obituaries/admin/CS-1000-0001/arrangements?search=whit',
    );

    await user.click(screen.getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(firstName(form)).toBeDisabled());
    expect(calls[0]).toEqual({ opi: 'CS-1000-0001', isFreeze: true });
    expect(screen.getAllByText(CERTIFICATE_MESSAGES.locked).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(firstName(form)).toBeEnabled());
    expect(calls[1]).toEqual({ opi: 'CS-1000-0001', isFreeze: false });
    expect(screen.getByText(CERTIFICATE_MESSAGES.submitBanner)).toBeInTheDocument();
  });

  it('asks an arranger to accept the policy first; Accept records it and closes the dialog', async () => {
    signInAs('arranger');
    mockCertificatePage({ decedent: headerDecedent({ haveAcceptPolicy: false }) });
    let accepted = 0;
    server.use(
      graphql.mutation(
        'AcceptPolicy',
        () => ((accepted += 1), HttpResponse.json({ data: { acceptPolicy: { __typename: 'PolicyResult', haveAcceptPolicy: true } } })),
      ),
    );
    const { user } = renderApp(PAGE);
    const dialog = await screen.findByRole('dialog', { name: 'Before you begin' });
    expect(within(dialog).getByRole('heading', { name: 'Copyright disclaimer' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Privacy policy' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Before you begin' })).not.toBeInTheDocument());
    expect(accepted).toBe(1);
  });

  it('opens the policy dialog when a save is refused for the policy', async () => {
    signInAs('arranger');
    mockCertificatePage();
    server.use(
      graphql.mutation('SavePrimaryInfo', () =>
        HttpResponse.json({ errors: [gqlError(CERTIFICATE_MESSAGES.policyRequired, 'FORBIDDEN')] }),
      ),
    );
    const { user } = renderApp(PAGE);
    const form = await findForm(PRIMARY);
    await user.click(saveButton(form));
    expect(await screen.findByRole('dialog', { name: 'Before you begin' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Access Denied' })).not.toBeInTheDocument();
  });

  it('Decline sends the arranger to /app', async () => {
    signInAs('arranger');
    mockCertificatePage({ decedent: headerDecedent({ haveAcceptPolicy: false }) });
    server.use(
      graphql.query('DashboardPage', () =>
        HttpResponse.json({ data: { myCases: { __typename: 'MyCases', activeCases: [], closedCases: [] } } }),
      ),
    );
    const { user, currentPath } = renderApp(PAGE);
    const dialog = await screen.findByRole('dialog', { name: 'Before you begin' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expectPath(currentPath, '/app');
  });

  it('asks before leaving with unsaved changes: Stay keeps the page, Leave goes', async () => {
    signInAs('arranger');
    mockCertificatePage();
    server.use(graphql.query('ArrangementsSummaryPage', () => HttpResponse.json({ data: { arrangementSummary: summary(FAMILY_STEPS) } })));
    const { user, currentPath } = renderApp(PAGE);
    const form = await findForm(PRIMARY);
    await user.type(within(form).getByRole('textbox', { name: 'AKA' }), 'Nell');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });

    await user.click(within(crumbs).getByRole('link', { name: 'Arrangements Summary' }));
    const guard = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(guard).toHaveTextContent('Death Certificate Information');
    await user.click(within(guard).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument());
    expect(currentPath()).toBe(PAGE);
    expect(within(form).getByRole('textbox', { name: 'AKA' })).toHaveValue('Nell');

    await user.click(within(crumbs).getByRole('link', { name: 'Arrangements Summary' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }),
    );
    await expectPath(currentPath, '/app/CS-1000-0001/arrangements');
  });

  it('leaves without asking when nothing was changed, and asks the browser before unloading with changes', async () => {
    signInAs('arranger');
    mockCertificatePage();
    server.use(graphql.query('ArrangementsSummaryPage', () => HttpResponse.json({ data: { arrangementSummary: summary(FAMILY_STEPS) } })));
    const { user, currentPath } = renderApp(PAGE);
    const form = await findForm(PRIMARY);

    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(within(form).getByRole('textbox', { name: 'AKA' }), 'Nell');
    await waitFor(() => {
      const dirty = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(dirty);
      expect(dirty.defaultPrevented).toBe(true);
    });
    await user.clear(within(form).getByRole('textbox', { name: 'AKA' }));

    await user.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Arrangements Summary' }));
    await expectPath(currentPath, '/app/CS-1000-0001/arrangements');
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('also opens at /app/certificateDetails?opi=', async () => {
    signInAs('arranger');
    mockCertificatePage();
    renderApp('/app/certificateDetails?opi=CS-1000-0001');
    expect(await findForm(PRIMARY)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Biography and Death Certificate Information' })).toBeInTheDocument();
  });
});
