import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { fireEvent, waitFor } from '@testing-library/react';
import { server } from '../../test/server';
import { renderApp, screen, signInAs } from '../../test/render';
import { headerDecedent } from '../../test/arrangementFixtures';

/** Issue 27, once only: a double tap on Submit to Arranger sends one request, with an Idempotency-Key. */
describe('Submit to Arranger (program card)', () => {
  it('a double click sends one request, carrying the Idempotency-Key header', async () => {
    signInAs('arranger');
    const submits: Array<string | null> = [];
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      graphql.query('ProgramPage', () =>
        HttpResponse.json({
          data: {
            decedent: headerDecedent(),
            programCard: {
              __typename: 'ProgramCard',
              version: 0,
              opi: 'CS-1000-0001',
              programCardTemplate: { __typename: 'ProgramCardTemplate', id: 2, name: 'Garden Rose' },
              templateFileUrl: '/media/programs/1/template-2.docx?sig=t',
              fileUrl: '/media/programs/1/a.docx?sig=u',
              fileName: 'mine.docx',
              isLocked: false,
              submittedAt: null,
              lastEditedBy: null,
              lastEditedAt: null,
              maxFileBytes: 10 * 1_048_576,
            },
            programCardTemplates: { __typename: 'ProgramCardTemplatePage', total: 0, offset: 0, items: [] },
          },
        }),
      ),
      graphql.query('ProgramPreview', () =>
        HttpResponse.json({
          data: { programCardPreview: { __typename: 'ProgramCardPreview', html: '<p>Program</p>', fileName: 'mine.docx' } },
        }),
      ),
      graphql.mutation('SubmitProgramWeb', async ({ request }) => {
        submits.push(request.headers.get('idempotency-key'));
        await answered;
        return HttpResponse.json({
          data: {
            submitProgramCard: {
              __typename: 'ProgramCardResult',
              message: 'Program Submitted Successfully',
              programCard: { __typename: 'ProgramCard', opi: 'CS-1000-0001', submittedAt: '2026-11-28T08:00:00Z' },
            },
          },
        });
      }),
    );
    renderApp('/app/CS-1000-0001/programCreation');
    const button = await screen.findByRole('button', { name: 'Submit to Arranger' });
    // Two clicks in the same frame (a double tap), before React renders the button busy.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(submits).toHaveLength(1));
    answer();
    expect(await screen.findByText('Program Submitted Successfully')).toBeInTheDocument();
    expect(submits).toHaveLength(1);
    expect(submits[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
