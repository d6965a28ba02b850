import { describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WRITER_MESSAGES } from '@memorial/schema';
import { server } from '../../../test/server';
import { signInAs } from '../../../test/render';
import { createApolloClient } from '../../../app/apollo';
import { AppProviders } from '../../../app/AppProviders';
import { FakeWsClient } from '../../../test/fakeWs';
import { ObituaryWriterLauncher } from './ObituaryWriterLauncher';

const OPI = 'CS-1000-0001';
const decedent = (over: Record<string, unknown> = {}) => ({
  __typename: 'Decedent',
  id: 1,
  firstName: 'Eleanor',
  middleName: 'Grace',
  lastName: 'Whitmore',
  gender: 1,
  dateOfBirth: '1941-06-02',
  dateOfDeath: '2026-03-14',
  ...over,
});
const answers = {
  __typename: 'ObituaryDraftAnswers',
  firstName: 'Eleanor',
  middleName: 'Grace',
  lastName: 'Whitmore',
  nickName: 'Nell',
  gender: 'female',
  dateOfBirth: '1941-06-02',
  dateOfDeath: '2026-03-14',
  dateOfCeremony: null,
  birthplace: 'Duluth, Minnesota',
  placeLived: ['San Mateo, California'],
  education: [],
  deathCause: null,
  familyMembers: [{ __typename: 'WriterFamilyMember', name: 'Daniel', relationship: 'Son', isDeceased: false }],
  lifeMoments: [],
  achievements: [],
  memories: [],
  hobbies: ['gardening', 'crosswords'],
  personalityTraits: [],
  ceremonyDetails: null,
  writingTone: 'warm',
  length: 'medium',
  memorableQuote: null,
};
const draft = (id: number, text: string) => ({
  __typename: 'ObituaryDraft',
  id,
  generatedText: text,
  language: 'en',
  authorName: 'Catherine Reyes',
  updatedAt: '2026-03-17T15:05:00.000Z',
  answers,
});

/** The writer's gateway: the launcher's query, the preview (echoing the answers it got) and the save. */
function writerGateway({ drafts = [] as ReturnType<typeof draft>[], name = decedent(), failList = false, failSave = false } = {}) {
  const calls: { op: string; variables: Record<string, unknown> }[] = [];
  let saved = [...drafts];
  server.use(
    graphql.query('WriterLauncher', ({ variables }) => {
      calls.push({ op: 'WriterLauncher', variables });
      if (failList) return HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
      return HttpResponse.json({ data: { decedent: name, obituaryDrafts: saved } });
    }),
    graphql.query('WriterPreview', ({ variables }) => {
      calls.push({ op: 'WriterPreview', variables });
      const i = variables['input'];
      return HttpResponse.json({
        data: {
          obituaryDraftPreview: {
            __typename: 'ObituaryDraftPreview',
            generatedText: `<p>${i.firstName} “${i.nickName}” ${i.lastName}, ${i.writingTone}, ${i.length}, ${i.hobbies.join('+')}.</p>`,
          },
        },
      });
    }),
    graphql.mutation('SaveWriterDraft', ({ variables }) => {
      calls.push({ op: 'SaveWriterDraft', variables });
      if (failSave) return HttpResponse.json({ errors: [{ message: 'database away', extensions: { code: 'UNAVAILABLE' } }] });
      const made = draft(variables['id'] ?? 77, `<p>Saved ${variables['input'].firstName}</p>`);
      saved = [made, ...saved.filter((d) => d.id !== made.id)];
      return HttpResponse.json({
        data: {
          saveObituaryDraft: {
            __typename: 'SaveObituaryDraftResult',
            message: WRITER_MESSAGES.saved,
            draft: { __typename: 'ObituaryDraft', id: made.id, generatedText: made.generatedText },
          },
        },
      });
    }),
  );
  return calls;
}

function renderLauncher(onUseDraft = vi.fn()) {
  signInAs('arranger');
  const client = createApolloClient({ wsClient: new FakeWsClient() });
  const user = userEvent.setup();
  render(
    <AppProviders client={client} env="test">
      <ObituaryWriterLauncher opi={OPI} onUseDraft={onUseDraft} />
    </AppProviders>,
  );
  return { user, onUseDraft };
}

describe('ObituaryWriterLauncher', () => {
  it('shows the writer when the decedent has a name, and Draft only when a draft is saved', async () => {
    writerGateway();
    renderLauncher();
    expect(await screen.findByRole('button', { name: 'Obituary Writer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Draft: / })).toBeNull();
  });

  it('shows nothing when the decedent has no name yet', async () => {
    const calls = writerGateway({ name: decedent({ firstName: null, middleName: null, lastName: ' ' }) });
    renderLauncher();
    await waitFor(() => expect(calls.some((c) => c.op === 'WriterLauncher')).toBe(true));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('button', { name: 'Obituary Writer' })).toBeNull();
  });

  it('says "Failed to fetch draft" when the drafts cannot be read', async () => {
    writerGateway({ failList: true });
    renderLauncher();
    expect(await screen.findByText(WRITER_MESSAGES.fetchFailed)).toBeInTheDocument();
  });

  it("walks the questionnaire step by step from the decedent's details, keeps every answer going back, previews, saves and hands the HTML over", async () => {
    const calls = writerGateway();
    const { user, onUseDraft } = renderLauncher();
    await user.click(await screen.findByRole('button', { name: 'Obituary Writer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Obituary Writer' });
    const w = within(dialog);
    // Prefilled from the decedent.
    expect(w.getByRole('textbox', { name: /First Name/ })).toHaveValue('Eleanor');
    expect(w.getByRole('radio', { name: 'Female' })).toBeChecked();
    // A first name is required before going on.
    await user.clear(w.getByRole('textbox', { name: /First Name/ }));
    await user.click(w.getByRole('button', { name: 'Next' }));
    expect(await w.findByText(WRITER_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(w.getByRole('heading', { name: 'Name' })).toBeInTheDocument();
    await user.type(w.getByRole('textbox', { name: /First Name/ }), 'Eleanor');
    await user.type(w.getByRole('textbox', { name: 'Nickname' }), 'Nell');
    await user.click(w.getByRole('button', { name: 'Next' }));
    expect(await w.findByRole('heading', { name: 'Dates and places' })).toBeInTheDocument();
    expect(w.getByLabelText('Date of Birth')).toHaveValue('1941-06-02');
    await user.type(w.getByRole('textbox', { name: 'Birthplace' }), 'Duluth, Minnesota');
    // Back and forth: nothing is lost.
    await user.click(w.getByRole('button', { name: 'Back' }));
    expect(w.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Nell');
    await user.click(w.getByRole('button', { name: 'Next' }));
    expect(w.getByRole('textbox', { name: 'Birthplace' })).toHaveValue('Duluth, Minnesota');
    await user.click(w.getByRole('button', { name: 'Next' }));
    // Family: a member row with a relationship from the list.
    await user.click(w.getByRole('button', { name: 'Add family member' }));
    const member = w.getByRole('group', { name: 'Family member 1' });
    await user.type(within(member).getByRole('textbox', { name: 'Name' }), 'Daniel');
    await user.selectOptions(within(member).getByRole('combobox', { name: 'Relationship' }), 'Son');
    await user.click(w.getByRole('button', { name: 'Next' }));
    await user.click(w.getByRole('button', { name: 'Next' }));
    expect(await w.findByRole('heading', { name: 'Character' })).toBeInTheDocument();
    await user.type(w.getByRole('textbox', { name: 'Hobbies and passions' }), 'gardening{Enter}crosswords');
    await user.click(w.getByRole('button', { name: 'Next' }));
    await user.click(w.getByRole('button', { name: 'Next' }));
    await user.click(w.getByRole('radio', { name: /Celebratory/ }));
    await user.click(w.getByRole('radio', { name: /Long/ }));
    await user.click(w.getByRole('button', { name: 'See the draft' }));
    const preview = await w.findByRole('region', { name: 'Draft obituary' });
    expect(preview).toHaveTextContent('Eleanor “Nell” Whitmore, celebratory, long, gardening+crosswords.');
    const sent = calls.find((c) => c.op === 'WriterPreview')!.variables['input'];
    expect(sent).toMatchObject({
      firstName: 'Eleanor',
      nickName: 'Nell',
      birthplace: 'Duluth, Minnesota',
      hobbies: ['gardening', 'crosswords'],
      familyMembers: [{ name: 'Daniel', relationship: 'Son', isDeceased: false }],
      gender: 'female',
    });
    // Save: the spec's message, and the Draft button appears.
    await user.click(w.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(WRITER_MESSAGES.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.op === 'SaveWriterDraft')!.variables).toMatchObject({
      opi: OPI,
      id: null,
      input: { firstName: 'Eleanor', writingTone: 'celebratory', length: 'long' },
    });
    expect(await screen.findByRole('button', { name: /^Draft: / })).toBeInTheDocument();
    // Saving again replaces the same draft.
    await user.click(w.getByRole('button', { name: 'Back' }));
    await user.click(w.getByRole('radio', { name: /Formal/ }));
    await user.click(w.getByRole('button', { name: 'See the draft' }));
    await user.click(await w.findByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.filter((c) => c.op === 'SaveWriterDraft')).toHaveLength(2));
    expect(calls.filter((c) => c.op === 'SaveWriterDraft')[1]!.variables['id']).toBe(77);
    await user.click(await w.findByRole('button', { name: 'Use this draft' }));
    expect(onUseDraft).toHaveBeenCalledWith('<p>Eleanor “Nell” Whitmore, formal, long, gardening+crosswords.</p>');
  }, 60_000);

  it('says "Error at draft saving, try again" when the save fails', async () => {
    writerGateway({ failSave: true });
    const { user } = renderLauncher();
    await user.click(await screen.findByRole('button', { name: 'Obituary Writer' }));
    const w = within(await screen.findByRole('dialog', { name: 'Obituary Writer' }));
    for (let i = 0; i < 6; i++) await user.click(w.getByRole('button', { name: 'Next' }));
    await user.click(w.getByRole('button', { name: 'See the draft' }));
    await w.findByRole('region', { name: 'Draft obituary' });
    await user.click(w.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(WRITER_MESSAGES.saveFailed)).toBeInTheDocument();
  }, 30_000);

  it('lists the saved drafts, uses one as it is, or opens its answers again', async () => {
    writerGateway({ drafts: [draft(5, '<p>Eleanor &lt;b&gt; loved gardening.</p>')] });
    const { user, onUseDraft } = renderLauncher();
    await user.click(await screen.findByRole('button', { name: /^Draft: / }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved drafts' });
    const items = within(within(dialog).getByRole('list', { name: 'Saved drafts' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('by Catherine Reyes');
    expect(items[0]).toHaveTextContent('Eleanor <b> loved gardening.');
    expect(items[0]!.querySelector('b')).toBeNull();
    await user.click(within(items[0]!).getByRole('button', { name: 'Edit answers' }));
    const writer = within(await screen.findByRole('dialog', { name: 'Obituary Writer' }));
    expect(writer.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Nell');
    await user.click(writer.getByRole('button', { name: 'Close the writer' }));
    await user.click(await screen.findByRole('button', { name: /^Draft: / }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Saved drafts' })).getByRole('button', { name: 'Use this draft' }));
    expect(onUseDraft).toHaveBeenCalledWith('<p>Eleanor &lt;b&gt; loved gardening.</p>');
  });
});
