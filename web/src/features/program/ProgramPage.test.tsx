import { afterEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { PROGRAM_MESSAGES } from '@memorial/schema';
import { server } from '../../test/server';
import { renderApp, screen, signInAs } from '../../test/render';
import { headerDecedent } from '../../test/arrangementFixtures';
import { localeStore } from '../../app/i18n';

const NAMES = ['Classic Ivory', 'Garden Rose', 'Evening Navy', 'Sage Meadow', 'Dove Grey', 'Ocean Calm'];
const template = (i: number) => ({
  __typename: 'ProgramCardTemplate',
  id: i + 1,
  name: NAMES[i],
  previewFrontImageUrl: `/media/program-templates/${i + 1}-front.png?sig=s`,
  previewBackImageUrl: `/media/program-templates/${i + 1}-back.png?sig=s`,
});

function mockProgram(card: Record<string, unknown>) {
  const chosen: unknown[] = [];
  const versions: unknown[] = [];
  const pages: unknown[] = [];
  server.use(
    graphql.query('ProgramPage', ({ variables }) => {
      pages.push(variables['offset']);
      const offset = Number(variables['offset']);
      return HttpResponse.json({
        data: {
          decedent: headerDecedent(),
          programCard: {
            __typename: 'ProgramCard',
            opi: 'CS-1000-0001',
            version: 3,
            programCardTemplate: null,
            templateFileUrl: null,
            fileUrl: null,
            fileName: null,
            isLocked: false,
            submittedAt: null,
            lastEditedBy: null,
            lastEditedAt: null,
            maxFileBytes: 10 * 1_048_576,
            ...card,
          },
          programCardTemplates: {
            __typename: 'ProgramCardTemplatePage',
            total: 6,
            offset,
            items: NAMES.map((_, i) => template(i)).slice(offset * 5, offset * 5 + 5),
          },
        },
      });
    }),
    graphql.query('ProgramPreview', () =>
      HttpResponse.json({
        data: {
          programCardPreview: { __typename: 'ProgramCardPreview', html: '<p>Reverend Marguerite Okonkwo</p>', fileName: 'mine.docx' },
        },
      }),
    ),
    graphql.mutation('ChooseProgramTemplateWeb', ({ variables }) => {
      chosen.push(variables['templateId']);
      versions.push(variables['version']);
      return HttpResponse.json({
        data: {
          chooseProgramTemplate: {
            __typename: 'ProgramCardResult',
            message: 'Program template selected',
            programCard: { __typename: 'ProgramCard', opi: 'CS-1000-0001' },
          },
        },
      });
    }),
  );
  return { chosen, pages, versions };
}

describe('Create Service Program', () => {
  it('lists 5 templates a page with front and back previews, pages to the rest, and picks one without asking when none is chosen', async () => {
    signInAs('arranger');
    const { chosen, pages, versions } = mockProgram({});
    const { user } = renderApp('/app/CS-1000-0001/programCreation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Service Program' })).toBeInTheDocument();
    const list = await screen.findByRole('article', { name: 'Classic Ivory' });
    expect(within(list).getByRole('img', { name: 'Classic Ivory: front' })).toHaveAttribute(
      'src',
      '/media/program-templates/1-front.png?sig=s',
    );
    expect(within(list).getByRole('img', { name: 'Classic Ivory: back' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    // No upload step before a template is chosen.
    expect(screen.queryByLabelText('Upload your edited program (.docx)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Ocean Calm' })).toBeInTheDocument();
    expect(pages).toContain(1);
    await user.click(screen.getByRole('button', { name: 'Use Ocean Calm' }));
    await waitFor(() => expect(chosen).toEqual([6]));
    // Made from the card as shown (issue 27).
    expect(versions).toEqual([3]);
  });

  it("asks 'Confirm Change' before replacing a template; shows download, upload, the preview and Submit to Arranger", async () => {
    signInAs('arranger');
    const { chosen } = mockProgram({
      programCardTemplate: { __typename: 'ProgramCardTemplate', id: 2, name: 'Garden Rose' },
      templateFileUrl: '/media/programs/1/template-2.docx?sig=t',
      fileUrl: '/media/programs/1/a.docx?sig=u',
      fileName: 'mine.docx',
    });
    const { user } = renderApp('/app/CS-1000-0001/programCreation');
    expect(await screen.findByRole('link', { name: 'Download Garden Rose (.docx)' })).toHaveAttribute(
      'href',
      '/media/programs/1/template-2.docx?sig=t',
    );
    expect(screen.getByLabelText('Upload your edited program (.docx)')).toBeInTheDocument();
    expect(await screen.findByText('Reverend Marguerite Okonkwo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit to Arranger' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use Classic Ivory' }));
    const dialog = await screen.findByRole('dialog', { name: PROGRAM_MESSAGES.confirmChangeTitle });
    expect(dialog).toHaveTextContent(PROGRAM_MESSAGES.confirmChange);
    expect(chosen).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Change' }));
    await waitFor(() => expect(chosen).toEqual([1]));
  });

  it('refuses a file that is not named .docx before sending it, with the spec message', async () => {
    signInAs('arranger');
    mockProgram({
      programCardTemplate: { __typename: 'ProgramCardTemplate', id: 2, name: 'Garden Rose' },
      templateFileUrl: '/media/t.docx?sig=t',
    });
    renderApp('/app/CS-1000-0001/programCreation');
    const input = await screen.findByLabelText('Upload your edited program (.docx)');
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'program.exe', { type: 'application/octet-stream' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(PROGRAM_MESSAGES.onlyDocx);
  });

  it('locked: the lock text, no upload step and no submit; staff see the stamp and the lock switch', async () => {
    signInAs('admin');
    mockProgram({
      isLocked: true,
      programCardTemplate: { __typename: 'ProgramCardTemplate', id: 2, name: 'Garden Rose' },
      templateFileUrl: '/media/t.docx?sig=t',
      fileUrl: '/media/a.docx?sig=u',
      fileName: 'mine.docx',
      lastEditedBy: 'Catherine Reyes',
      lastEditedAt: '2026-03-19T17:00:00.000Z',
    });
    renderApp('/admin/CS-1000-0001/programCreation');
    expect(await screen.findByText(PROGRAM_MESSAGES.locked)).toBeInTheDocument();
    expect(screen.getByText(/^Last edited by Catherine Reyes at March 19th 2026/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Lock the program card' })).toBeChecked();
    expect(screen.queryByLabelText('Upload your edited program (.docx)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit to Arranger' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use Classic Ivory' })).toBeDisabled();
  });
});

describe('Create Service Program in Spanish', () => {
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('steps, templates, download, upload, the change dialog and a refused file, in Spanish', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    const { chosen } = mockProgram({
      programCardTemplate: { __typename: 'ProgramCardTemplate', id: 2, name: 'Garden Rose' },
      templateFileUrl: '/media/programs/1/template-2-es.docx?sig=t',
      fileUrl: '/media/programs/1/a.docx?sig=u',
      fileName: 'mine.docx',
    });
    const { user } = renderApp('/app/CS-1000-0001/programCreation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear el programa del servicio' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 1: Elija un diseño de programa' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Descargar Garden Rose (.docx)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Suba su programa editado (.docx)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar al asesor funerario' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Classic Ivory: frente' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar Classic Ivory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar el cambio' });
    expect(dialog).toHaveTextContent('Si elige un diseño, se reemplazará el programa actual.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar el cambio' }));
    await waitFor(() => expect(chosen).toEqual([1]));

    fireEvent.change(screen.getByLabelText('Suba su programa editado (.docx)'), {
      target: { files: [new File(['x'], 'program.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo se permiten archivos .docx');
  });

  it("staff read who edited it last and when in Spanish words, on the funeral home's clock", async () => {
    await localeStore.set('es');
    signInAs('admin');
    mockProgram({ isLocked: true, lastEditedBy: 'Catherine Reyes', lastEditedAt: '2026-03-19T17:00:00.000Z' });
    renderApp('/admin/CS-1000-0001/programCreation');
    expect(await screen.findByRole('switch', { name: 'Bloquear el programa' })).toBeChecked();
    // Intl may put a no-break space inside «a. m.».
    expect(screen.getByText(/^Última edición por Catherine Reyes el 19 de marzo de 2026 a las 10:00\sa\.\sm\.$/)).toBeInTheDocument();
  });
});
