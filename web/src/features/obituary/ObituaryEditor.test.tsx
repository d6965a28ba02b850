import { afterEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { OBITUARY_MESSAGES, SAVE_CONFLICT } from '@memorial/schema';
import { server } from '../../test/server';
import { gqlError, memorialDecedent } from '../../test/fixtures';
import { renderApp, screen, signInAs } from '../../test/render';
import { FakeWsClient } from '../../test/fakeWs';
import { createApolloClient } from '../../app/apollo';
import { AppProviders } from '../../app/AppProviders';
import { localeStore } from '../../app/i18n';
import { ObituaryEditor } from './ObituaryEditor';

const OPI = 'CS-1000-0001';
const STORED = '<p>Eleanor Grace Whitmore, beloved mother, grandmother and friend.</p>';

type Status = { isSubmitted: boolean; submittedAt: string | null; submittedBy: string | null; canEdit: boolean; canLock: boolean };
const status = (over: Partial<Status> = {}) => ({
  __typename: 'ObituaryStatus',
  isSubmitted: true,
  submittedAt: '2026-03-17T18:05:00.000Z',
  submittedBy: 'Catherine Reyes',
  canEdit: true,
  canLock: false,
  ...over,
});

function editorDecedent({ obituary = STORED, locked = false, obituaryStatus = status() as ReturnType<typeof status> | null } = {}) {
  const base = memorialDecedent({ prefix: 'Mrs', firstName: 'Eleanor', middleName: 'Grace', lastName: 'Whitmore', hasAccess: true });
  return { ...base, obituaryIsLocked: locked, obituaryVersion: 6, obituary: { ...base.obituary, obituary }, obituaryStatus };
}

/** The obituary page's query and the two mutations; the submitted and lock calls are collected. */
function mockPage(
  decedent: ReturnType<typeof editorDecedent>,
  { refuse, refuseOnce, savedMeanwhile }: { refuse?: Record<string, unknown>; refuseOnce?: boolean; savedMeanwhile?: unknown } = {},
) {
  const submits: Record<string, unknown>[] = [];
  const locks: Record<string, unknown>[] = [];
  server.use(
    graphql.query('ObituaryPage', () => HttpResponse.json({ data: { me: { __typename: 'User', id: 3 }, decedent, memories: [] } })),
    // The writer's button in the editor's header asks for the names and the saved drafts.
    graphql.query('WriterLauncher', () =>
      HttpResponse.json({
        data: {
          decedent: {
            __typename: 'Decedent',
            id: decedent['id'],
            firstName: 'Eleanor',
            middleName: null,
            lastName: 'Whitmore',
            gender: 1,
            dateOfBirth: null,
            dateOfDeath: null,
          },
          obituaryDrafts: [],
        },
      }),
    ),
    graphql.mutation('SubmitObituary', ({ variables }) => {
      submits.push(variables);
      if (refuse && (!refuseOnce || submits.length === 1)) return HttpResponse.json({ data: null, errors: [refuse] });
      const saved = {
        ...decedent,
        obituaryVersion: Number(variables['version']) + 1,
        obituary: { ...decedent['obituary'], obituary: variables['obituary'], description: 'x' },
        obituaryStatus: status({ canLock: decedent['obituaryStatus']?.canLock ?? false }),
      };
      return HttpResponse.json({
        data: {
          submitObituary: { __typename: 'SaveObituaryResult', changed: true, message: OBITUARY_MESSAGES.submitted, decedent: saved },
        },
      });
    }),
    graphql.query('ObituarySaved', () => HttpResponse.json({ data: { decedent: savedMeanwhile ?? decedent } })),
    graphql.mutation('SetObituaryLock', ({ variables }) => {
      locks.push(variables);
      const locked = variables['locked'] as boolean;
      return HttpResponse.json({
        data: {
          setObituaryLock: {
            __typename: 'ObituaryLockResult',
            obituaryIsLocked: locked,
            message: locked ? OBITUARY_MESSAGES.lockSet : OBITUARY_MESSAGES.lockCleared,
          },
        },
      });
    }),
  );
  return { submits, locks };
}

const editorBox = () => screen.findByRole('textbox', { name: 'Obituary' });

describe('the obituary editor (arrangement flow)', () => {
  it('view mode first; EDIT opens the editor with the stored text; SUBMIT TO ARRANGER sends it and says so', async () => {
    signInAs('arranger');
    const { submits } = mockPage(editorDecedent());
    const { user } = renderApp(`/app/memories/${OPI}`);
    expect(await screen.findByTestId('obituary-content')).toHaveTextContent('Eleanor Grace Whitmore, beloved mother');
    expect(screen.getByText('Submitted to arranger')).toBeInTheDocument();
    expect(screen.getByText(/Submitted March 17th 2026, 11:05 am by Catherine Reyes/)).toBeInTheDocument();
    expect(screen.getByTestId('obituary-lock-message')).toHaveTextContent(OBITUARY_MESSAGES.unlocked);
    expect(screen.queryByRole('textbox', { name: 'Obituary' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'EDIT' }));
    const box = await editorBox();
    expect(box).toHaveTextContent('Eleanor Grace Whitmore, beloved mother');
    // Unchanged and already submitted: nothing to send.
    expect(screen.getByRole('button', { name: 'SUBMIT TO ARRANGER' })).toBeDisabled();
    expect(screen.getByTestId('obituary-count')).toHaveTextContent('63 / 50,000 characters');

    await user.click(box);
    await user.paste(' She loved roses.');
    await waitFor(() => expect(screen.getByTestId('obituary-count')).toHaveTextContent('80 / 50,000 characters'));
    await user.click(screen.getByRole('button', { name: 'SUBMIT TO ARRANGER' }));
    expect(await screen.findByText(OBITUARY_MESSAGES.submitted)).toBeInTheDocument();
    expect(submits).toHaveLength(1);
    expect(submits[0]!['opi']).toBe(OPI);
    expect(submits[0]!['version']).toBe(6);
    expect(submits[0]!['obituary']).toMatch(/^<p>.*She loved roses\..*<\/p>$/);
    expect(submits[0]!['obituary']).toContain('Eleanor Grace Whitmore, beloved mother');
    // Back to view mode with the new text.
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Obituary' })).toBeNull());
    expect(screen.getByTestId('obituary-content')).toHaveTextContent('She loved roses.');
  });

  it('submitted by someone else meanwhile: the typed text stays beside the saved one; the next submit sends the new version (issue 27)', async () => {
    signInAs('arranger');
    const sentence = 'Catherine Reyes saved the obituary at 3:12 PM, after you opened it.';
    const page = editorDecedent();
    const meanwhile = { ...page, obituaryVersion: 7, obituary: { ...page.obituary, obituary: '<p>Eleanor, our teacher.</p>' } };
    const { submits } = mockPage(page, { refuse: gqlError(sentence, 'CONFLICT'), refuseOnce: true, savedMeanwhile: meanwhile });
    const { user } = renderApp(`/app/memories/${OPI}`);
    await user.click(await screen.findByRole('button', { name: 'EDIT' }));
    const box = await editorBox();
    await user.click(box);
    await user.paste(' She loved roses.');
    await user.click(screen.getByRole('button', { name: 'SUBMIT TO ARRANGER' }));

    const panel = await screen.findByRole('region', { name: SAVE_CONFLICT.panelTitle });
    expect(panel).toHaveTextContent(sentence);
    const row = within(panel).getByRole('group', { name: 'Obituary' });
    expect(row).toHaveTextContent('She loved roses.');
    expect(row).toHaveTextContent('Eleanor, our teacher.');
    expect(await editorBox()).toHaveTextContent('She loved roses.');
    await user.click(within(row).getByRole('button', { name: `${SAVE_CONFLICT.keepYours}: Obituary` }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT TO ARRANGER' }));
    expect(await screen.findByText(OBITUARY_MESSAGES.submitted)).toBeInTheDocument();
    expect(submits.map((v) => v['version'])).toEqual([6, 7]);
    expect(submits[1]!['obituary']).toContain('She loved roses.');
  });

  it('CANCEL leaves without sending; an empty obituary is ADD, and submitting nothing says Obituary is required', async () => {
    signInAs('arranger');
    const { submits } = mockPage(
      editorDecedent({ obituary: '', obituaryStatus: status({ isSubmitted: false, submittedAt: null, submittedBy: null }) }),
    );
    const { user } = renderApp(`/app/memories/${OPI}`);
    expect(await screen.findByText('Not started')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'ADD' }));
    await editorBox();
    await user.click(screen.getByRole('button', { name: 'SUBMIT TO ARRANGER' }));
    expect(await screen.findByText(OBITUARY_MESSAGES.required)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Obituary' })).toBeNull());
    expect(submits).toEqual([]);
  });

  it("a draft not yet submitted can be sent unchanged; the gateway's refusal shows under the field", async () => {
    signInAs('arranger');
    const refuse = {
      ...gqlError(OBITUARY_MESSAGES.textLimitExceeded, 'BAD_USER_INPUT'),
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { obituary: OBITUARY_MESSAGES.maxLimit } },
    };
    const { submits } = mockPage(editorDecedent({ obituaryStatus: status({ isSubmitted: false, submittedAt: null, submittedBy: null }) }), {
      refuse,
    });
    const { user } = renderApp(`/app/memories/${OPI}`);
    expect(await screen.findByText('Not submitted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'EDIT' }));
    await editorBox();
    const submit = screen.getByRole('button', { name: 'SUBMIT TO ARRANGER' });
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText(OBITUARY_MESSAGES.textLimitExceeded)).toBeInTheDocument();
    expect(await screen.findByText(OBITUARY_MESSAGES.maxLimit)).toBeInTheDocument();
    expect(submits).toHaveLength(1);
  });

  it('locked: the family reads the locked message and has no EDIT', async () => {
    signInAs('arranger');
    mockPage(editorDecedent({ locked: true, obituaryStatus: status({ canEdit: false }) }));
    renderApp(`/app/memories/${OPI}`);
    expect(await screen.findByTestId('obituary-lock-message')).toHaveTextContent(OBITUARY_MESSAGES.locked);
    expect(screen.getByTestId('obituary-content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'EDIT' })).toBeNull();
    expect(screen.queryByRole('switch', { name: /Lock the obituary/ })).toBeNull();
  });

  it('staff lock and unlock with the switch, with the messages; locked, they are told to unlock before editing', async () => {
    signInAs('admin');
    const { locks } = mockPage(editorDecedent({ obituaryStatus: status({ canLock: true }) }));
    const { user } = renderApp(`/admin/memories-list/${OPI}`);
    const toggle = await screen.findByRole('switch', { name: 'Lock the obituary (the family cannot edit it)' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'EDIT' })).toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByText(OBITUARY_MESSAGES.lockSet)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getByText(OBITUARY_MESSAGES.lockedForStaff)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'EDIT' })).toBeNull();
    await user.click(toggle);
    expect(await screen.findByText(OBITUARY_MESSAGES.lockCleared)).toBeInTheDocument();
    expect(locks).toEqual([
      { opi: OPI, locked: true },
      { opi: OPI, locked: false },
    ]);
  });

  it('a visitor-like answer (no status) shows the obituary without any editing control', async () => {
    signInAs('arranger');
    mockPage(editorDecedent({ obituaryStatus: null }));
    renderApp(`/app/memories/${OPI}`);
    expect(await screen.findByTestId('obituary-content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /EDIT|ADD/ })).toBeNull();
    expect(screen.queryByTestId('obituary-lock-message')).toBeNull();
  });
});

describe("the writer's slot", () => {
  /** The editor alone, with a writer button that hands over a draft (as the assisted writer will). */
  function renderWithWriter(draft: string, decedent = editorDecedent()) {
    const client = createApolloClient({ wsClient: new FakeWsClient() });
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <ObituaryEditor
            decedent={decedent as never}
            writer={({ onUseDraft, canEdit }) => (
              <button type="button" disabled={!canEdit} onClick={() => onUseDraft(draft)}>
                Obituary Writer
              </button>
            )}
          />
        ),
      },
    ]);
    render(
      <AppProviders client={client} env="test">
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return userEvent.setup();
  }

  it('a draft opens the editor with its text, to be submitted or cancelled', async () => {
    const user = renderWithWriter('<p>Draft from the writer: Eleanor taught for thirty-one years.</p>');
    await user.click(await screen.findByRole('button', { name: 'Obituary Writer' }));
    expect(await editorBox()).toHaveTextContent('Draft from the writer: Eleanor taught for thirty-one years.');
    expect(screen.getByRole('button', { name: 'SUBMIT TO ARRANGER' })).toBeEnabled();
  });

  it('past 50000 characters the field says so at once, and SUBMIT shows Error. Text Limit Exceeded. without sending', async () => {
    const { submits } = mockPage(editorDecedent());
    const user = renderWithWriter(`<p>${'a'.repeat(50_001)}</p>`);
    await user.click(await screen.findByRole('button', { name: 'Obituary Writer' }));
    await editorBox();
    expect(await screen.findByText(OBITUARY_MESSAGES.maxLimit)).toBeInTheDocument();
    expect(screen.getByTestId('obituary-count')).toHaveTextContent('50,001 / 50,000 characters');
    await user.click(screen.getByRole('button', { name: 'SUBMIT TO ARRANGER' }));
    expect(await screen.findByText(OBITUARY_MESSAGES.textLimitExceeded)).toBeInTheDocument();
    expect(submits).toEqual([]);
  });

  it('the writer is told when the obituary is locked', async () => {
    renderWithWriter('<p>x</p>', editorDecedent({ locked: true, obituaryStatus: status({ canEdit: false }) }));
    expect(await screen.findByRole('button', { name: 'Obituary Writer' })).toBeDisabled();
  });
});

describe('the obituary editor in Spanish (issue 31)', () => {
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('reads, edits and counts in Spanish; past the limit the field and the notice say so in Spanish', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    const { submits } = mockPage(editorDecedent());
    const { user } = renderApp(`/app/memories/${OPI}`);
    expect(await screen.findByRole('heading', { name: /^El obituario de .*Whitmore$/, level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Enviado al asesor funerario')).toBeInTheDocument();
    expect(screen.getByText(/Enviado el 17 de marzo de 2026.* por Catherine Reyes/)).toBeInTheDocument();
    expect(screen.getByTestId('obituary-lock-message')).toHaveTextContent('Puede editar el obituario o agregarle información.');
    await user.click(screen.getByRole('button', { name: 'EDITAR' }));
    const box = await screen.findByRole('textbox', { name: 'Obituario' });
    expect(screen.getByRole('button', { name: 'ENVIAR AL ASESOR FUNERARIO' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'CANCELAR' })).toBeInTheDocument();
    expect(screen.getByTestId('obituary-count')).toHaveTextContent(/^63 \/ 50\.000 caracteres$/);
    await user.click(box);
    await user.paste('x'.repeat(50_000));
    expect(await screen.findByText('Superó el límite máximo del obituario')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ENVIAR AL ASESOR FUNERARIO' }));
    expect(await screen.findByText('Error. Se superó el límite de texto.')).toBeInTheDocument();
    expect(submits).toHaveLength(0);
  });
});
