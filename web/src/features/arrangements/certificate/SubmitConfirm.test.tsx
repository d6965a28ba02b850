import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { configure, waitFor, within } from '@testing-library/react';
import { CERTIFICATE_MESSAGES } from '@memorial/schema';
import { server } from '../../../test/server';
import { renderApp, screen, signInAs } from '../../../test/render';
import { certificate } from '../../../test/arrangementFixtures';
import { findForm, mockCertificatePage, mockSave } from '../../../test/certificateKit';

// The page holds eight forms: role queries skip the costly visibility check.
configure({ defaultHidden: true });

/**
 * Issue 29, item 1: SUBMIT TO ARRANGER with sections not saved yet names them by their titles and asks before it sends;
 * Cancel sends nothing; focus goes into the dialog and back to the SUBMIT button on Cancel.
 */

const PAGE = '/app/CS-1000-0001/certificateDetails';
const ALL = ['primary', 'resident', 'ethnicity', 'education', 'veteran', 'parent', 'notifier', 'nok'];

function mockSubmit() {
  const calls: unknown[] = [];
  server.use(
    graphql.mutation('SubmitCertificate', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({
        data: {
          submitCertificate: {
            message: CERTIFICATE_MESSAGES.submitted,
            certificate: { __typename: 'CertificateInfo', opi: 'CS-1000-0001', submittedAt: '2026-03-16T10:00:00Z' },
          },
        },
      });
    }),
  );
  return calls;
}

/** Saves the primary section (the answer says which sections are saved), so that SUBMIT TO ARRANGER is enabled. */
async function saveOnce(user: ReturnType<typeof renderApp>['user']) {
  const form = await findForm('Death Certificate Information');
  await user.click(within(form).getByRole('button', { name: 'SAVE' }));
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'SUBMIT TO ARRANGER' })[0]).toBeEnabled());
}

describe('SUBMIT TO ARRANGER with sections not saved yet', { timeout: 45_000 }, () => {
  it('names the missing sections and asks; Cancel sends nothing and gives focus back to SUBMIT; Submit anyway sends once', async () => {
    signInAs('arranger');
    mockCertificatePage({ certificate: certificate({ savedSections: ['primary', 'veteran'] }) });
    mockSave('SavePrimaryInfo', {
      message: CERTIFICATE_MESSAGES.savedPrimary,
      certificate: certificate({ savedSections: ['primary', 'veteran'] }),
    });
    const calls = mockSubmit();
    const { user } = renderApp(PAGE);
    await saveOnce(user);

    const submit = screen.getAllByRole('button', { name: 'SUBMIT TO ARRANGER' })[1]!;
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Some sections are not saved yet' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Residential Details',
      'Ethnicity Details',
      'Education and Occupation Details',
      'Parents Details',
      'Notifier Details',
      'Next of Kin Details',
    ]);
    expect(within(dialog).getByText(/These 6 sections have not been saved/)).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Some sections are not saved yet' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(submit));
    expect(calls).toHaveLength(0);

    await user.click(submit);
    const again = await screen.findByRole('dialog', { name: 'Some sections are not saved yet' });
    await user.click(within(again).getByRole('button', { name: 'Submit anyway' }));
    expect(await screen.findByText(CERTIFICATE_MESSAGES.submitted)).toBeInTheDocument();
    expect(calls).toEqual([{ opi: 'CS-1000-0001' }]);
  });

  it('sends at once when every section is saved', async () => {
    signInAs('arranger');
    mockCertificatePage({ certificate: certificate({ savedSections: ALL }) });
    mockSave('SavePrimaryInfo', { message: CERTIFICATE_MESSAGES.savedPrimary, certificate: certificate({ savedSections: ALL }) });
    const calls = mockSubmit();
    const { user } = renderApp(PAGE);
    await saveOnce(user);
    await user.click(screen.getAllByRole('button', { name: 'SUBMIT TO ARRANGER' })[0]!);
    expect(await screen.findByText(CERTIFICATE_MESSAGES.submitted)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Some sections are not saved yet' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
