import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../test/server';
import { signInAs } from '../../../test/render';
import { createApolloClient } from '../../../app/apollo';
import { AppProviders } from '../../../app/AppProviders';
import { localeStore } from '../../../app/i18n';
import { FakeWsClient } from '../../../test/fakeWs';
import { WRITER_TEXTS as W } from '@memorial/schema';
import { ObituaryWriterLauncher } from './ObituaryWriterLauncher';

/** The writer's questionnaire and saved drafts in Spanish (issue 31): every label, step, choice and message. */

const OPI = 'CS-1000-0001';
const answers = {
  __typename: 'ObituaryDraftAnswers',
  firstName: 'Elena',
  middleName: null,
  lastName: 'Ibarra',
  nickName: 'Nena',
  gender: 'female',
  dateOfBirth: '1941-05-03',
  dateOfDeath: '2026-03-14',
  dateOfCeremony: null,
  birthplace: 'Guadalajara, Jalisco',
  placeLived: [],
  education: [],
  deathCause: null,
  familyMembers: [],
  lifeMoments: [],
  achievements: [],
  memories: [],
  hobbies: [],
  personalityTraits: [],
  ceremonyDetails: null,
  writingTone: 'warm',
  length: 'medium',
  memorableQuote: null,
};

function writerGateway(drafts: unknown[] = []) {
  const previews: Record<string, unknown>[] = [];
  server.use(
    graphql.query('WriterLauncher', () =>
      HttpResponse.json({
        data: {
          decedent: {
            __typename: 'Decedent',
            id: 1,
            firstName: 'Elena',
            middleName: null,
            lastName: 'Ibarra',
            gender: 1,
            dateOfBirth: '1941-05-03',
            dateOfDeath: '2026-03-14',
          },
          obituaryDrafts: drafts,
        },
      }),
    ),
    graphql.query('WriterPreview', ({ variables }) => {
      previews.push(variables);
      return HttpResponse.json({
        data: { obituaryDraftPreview: { __typename: 'ObituaryDraftPreview', generatedText: '<p>Elena nació el 3 de mayo de 1941.</p>' } },
      });
    }),
  );
  return previews;
}

function renderLauncher() {
  signInAs('arranger');
  const client = createApolloClient({ wsClient: new FakeWsClient() });
  const user = userEvent.setup();
  render(
    <AppProviders client={client} env="test">
      <ObituaryWriterLauncher opi={OPI} onUseDraft={vi.fn()} />
    </AppProviders>,
  );
  return user;
}

beforeEach(async () => {
  await localeStore.set('es');
});
afterEach(async () => {
  await localeStore.set('en');
});

describe('ObituaryWriterLauncher in Spanish', () => {
  it('asks every question in Spanish, refuses in Spanish, and names the relationships in Spanish', async () => {
    const previews = writerGateway();
    const user = renderLauncher();
    await user.click(await screen.findByRole('button', { name: 'Asistente de obituario' }));
    const w = within(await screen.findByRole('dialog', { name: 'Asistente de obituario' }));
    expect(w.getByRole('form', { name: 'Preguntas para escribir el obituario' })).toBeInTheDocument();
    expect(w.getByRole('heading', { name: 'Nombre' })).toBeInTheDocument();
    expect(w.getByText('¿A quién recordamos?')).toBeInTheDocument();
    expect(w.getByRole('radio', { name: 'Femenino' })).toBeChecked();
    expect(w.getByRole('radio', { name: 'Sin especificar' })).toBeInTheDocument();
    // The rule's message is the Spanish one.
    await user.clear(w.getByRole('textbox', { name: /^Nombre/ }));
    await user.click(w.getByRole('button', { name: 'Siguiente' }));
    expect(await w.findByText('El nombre es obligatorio')).toBeInTheDocument();
    await user.type(w.getByRole('textbox', { name: /^Nombre/ }), 'Elena');
    await user.click(w.getByRole('button', { name: 'Siguiente' }));
    expect(await w.findByRole('heading', { name: 'Fechas y lugares' })).toBeInTheDocument();
    expect(w.getByRole('textbox', { name: 'Lugar de nacimiento' })).toHaveAttribute('placeholder', 'Guadalajara, Jalisco');
    expect(w.getByText('Uno por línea. El último se nombra como su hogar.')).toBeInTheDocument();
    await user.click(w.getByRole('button', { name: 'Siguiente' }));
    expect(await w.findByRole('heading', { name: 'Familia' })).toBeInTheDocument();
    expect(w.getByText('Todavía no hay familiares.')).toBeInTheDocument();
    await user.click(w.getByRole('button', { name: 'Agregar un familiar' }));
    const member = w.getByRole('group', { name: 'Familiar 1' });
    const relationship = within(member).getByRole('combobox', { name: 'Parentesco' });
    expect(within(relationship).getByRole('option', { name: 'Hija' })).toHaveValue('Daughter');
    expect(within(relationship).getByRole('option', { name: 'Elija…' })).toBeInTheDocument();
    await user.type(within(member).getByRole('textbox', { name: 'Nombre' }), 'Irene');
    await user.selectOptions(relationship, 'Daughter');
    expect(within(member).getByRole('checkbox', { name: 'Falleció antes que su ser querido' })).not.toBeChecked();
    for (let i = 0; i < 4; i++) await user.click(w.getByRole('button', { name: 'Siguiente' }));
    expect(await w.findByRole('heading', { name: 'Tono y extensión' })).toBeInTheDocument();
    expect(w.getByRole('radiogroup', { name: 'Tono' })).toBeInTheDocument();
    await user.click(w.getByRole('radio', { name: /Festivo/ }));
    await user.click(w.getByRole('radio', { name: /Breve/ }));
    await user.click(w.getByRole('button', { name: 'Ver el borrador' }));
    expect(await w.findByRole('region', { name: 'Borrador del obituario' })).toHaveTextContent('Elena nació el 3 de mayo de 1941.');
    expect(previews[0]!['input']).toMatchObject({
      writingTone: 'celebratory',
      length: 'short',
      familyMembers: [{ relationship: 'Daughter' }],
    });
    expect(w.getByRole('button', { name: 'Guardar borrador' })).toBeEnabled();
    expect(w.getByRole('button', { name: 'Usar este borrador' })).toBeEnabled();
  }, 60_000);

  it('lists the saved drafts in Spanish: its date in Spanish words, its tone and length', async () => {
    writerGateway([
      {
        __typename: 'ObituaryDraft',
        id: 5,
        generatedText: '<p>Elena nació el 3 de mayo de 1941.</p>',
        language: 'es',
        authorName: 'Catalina Reyes',
        updatedAt: '2026-03-17T15:05:00.000Z',
        answers,
      },
    ]);
    const user = renderLauncher();
    await user.click(await screen.findByRole('button', { name: 'Borradores: 1 guardado' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Borradores guardados' }));
    const [item] = within(dialog.getByRole('list', { name: 'Borradores guardados' })).getAllByRole('listitem');
    // The arrangement screens' long date and 12-hour time (Intl may put a no-break space inside «a. m.»).
    expect(item).toHaveTextContent(/Guardado el 17 de marzo de 2026 a las 8:05\sa\.\sm\. por Catalina Reyes/);
    expect(within(item!).getByText('Cálido')).toBeInTheDocument();
    expect(within(item!).getByText('Media')).toBeInTheDocument();
    expect(within(item!).getByRole('button', { name: 'Editar las respuestas' })).toBeInTheDocument();
  });
});

describe('a Spanish draft on an English screen', () => {
  it('is named Español in the list; reopened, it previews and saves in Spanish', async () => {
    await localeStore.set('en');
    const previews = writerGateway([
      {
        __typename: 'ObituaryDraft',
        id: 5,
        generatedText: '<p>Elena nació el 3 de mayo de 1941.</p>',
        language: 'es',
        authorName: 'Catalina Reyes',
        updatedAt: '2026-03-17T15:05:00.000Z',
        answers,
      },
    ]);
    const saves: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation('SaveWriterDraft', ({ variables }) => {
        saves.push(variables);
        return HttpResponse.json({
          data: {
            saveObituaryDraft: {
              __typename: 'SaveObituaryDraftResult',
              message: 'Draft saved successfully',
              draft: { __typename: 'ObituaryDraft', id: 5, generatedText: '<p>Elena nació el 3 de mayo de 1941.</p>' },
            },
          },
        });
      }),
    );
    const user = renderLauncher();
    await user.click(await screen.findByRole('button', { name: 'Draft: 1 saved' }));
    const dialog = within(await screen.findByRole('dialog', { name: W.savedDrafts }));
    const [item] = within(dialog.getByRole('list', { name: W.savedDrafts })).getAllByRole('listitem');
    // Named in its own words, marked as Spanish for a screen reader.
    expect(within(item!).getByText('Español').closest('[lang="es"]')).not.toBeNull();
    await user.click(within(item!).getByRole('button', { name: W.editAnswers }));
    const w = within(await screen.findByRole('dialog', { name: W.writer }));
    // A changed answer: the reopened draft can be saved again.
    await user.type(w.getByRole('textbox', { name: W.nickName }), 'a');
    for (let i = 0; i < 6; i++) await user.click(w.getByRole('button', { name: W.next }));
    await user.click(w.getByRole('button', { name: W.seeDraft }));
    await w.findByRole('region', { name: W.draft });
    expect(previews.at(-1)).toMatchObject({ language: 'es' });
    await user.click(w.getByRole('button', { name: W.saveDraft }));
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ id: 5, language: 'es' });
  }, 60_000);
});
