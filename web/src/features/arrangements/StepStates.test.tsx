import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { within } from '@testing-library/react';
import { server } from '../../test/server';
import { renderApp, screen, signInAs } from '../../test/render';
import { FAMILY_STEPS, headerDecedent, STAFF_STEPS, summary } from '../../test/arrangementFixtures';

/**
 * Issue 29, item 1: the summary tells the truth. Steps the family submitted show the gateway's 'Submitted to arranger
 * on {day}' and a Submitted badge, not a section count or a template; a locked step says it is locked by the arranger;
 * staff see the same states on their summary and on their list of decedents.
 */

const SENT = {
  state: 'SUBMITTED',
  isComplete: true,
  submittedAt: '2026-03-21T03:30:00.000Z',
  progress: 'Submitted to arranger on 03-20-2026',
};
const submitted = (steps: typeof FAMILY_STEPS) =>
  steps.map((s) =>
    s.key === 'certificateDetails' || s.key === 'programCreation'
      ? { ...s, ...SENT, isLocked: false }
      : s.key === 'prayerCreation'
        ? { ...s, ...SENT, isLocked: true }
        : s,
  );

function mockSummary(data: unknown) {
  server.use(graphql.query('ArrangementsSummaryPage', () => HttpResponse.json({ data: { arrangementSummary: data } })));
}
const card = (title: string) => screen.getByRole('article', { name: new RegExp(`^${title}`) });

describe('the summary tells the truth', () => {
  for (const [role, path, steps] of [
    ['arranger', '/app/CS-1000-0001/arrangements', FAMILY_STEPS],
    ['admin', '/admin/CS-1000-0001/arrangements', STAFF_STEPS],
  ] as const)
    it(`${role}: submitted steps say 'Submitted to arranger on' their day; the locked one says the arranger locked it`, async () => {
      signInAs(role);
      mockSummary(summary(submitted(steps)));
      renderApp(path);
      await screen.findByRole('heading', { level: 2, name: 'Mrs Eleanor Grace Whitmore' });
      for (const title of ['Biography and Death Certificate', 'Create Prayer Card', 'Create Service Program']) {
        const c = card(title);
        expect(within(c).getByText('Submitted to arranger on 03-20-2026')).toBeInTheDocument();
        expect(within(c).getByText('Submitted')).toBeInTheDocument();
        expect(within(c).queryByText(/sections saved|Template:/)).not.toBeInTheDocument();
        expect(within(c).queryByRole('progressbar')).not.toBeInTheDocument();
      }
      expect(within(card('Create Prayer Card')).getByText('Locked by the arranger')).toBeInTheDocument();
      expect(within(card('Biography and Death Certificate')).queryByText('Locked by the arranger')).not.toBeInTheDocument();
    });

  it('a step under way shows its count and no state badge', async () => {
    signInAs('arranger');
    mockSummary(summary(FAMILY_STEPS.map((s) => (s.key === 'certificateDetails' ? { ...s, isLocked: false } : s))));
    renderApp('/app/CS-1000-0001/arrangements');
    await screen.findByRole('heading', { level: 2, name: 'Mrs Eleanor Grace Whitmore' });
    const c = card('Biography and Death Certificate');
    expect(within(c).getByText('3 of 8 sections saved')).toBeInTheDocument();
    expect(within(c).queryByText(/^(Submitted|Completed|Locked by the arranger)$/)).not.toBeInTheDocument();
  });

  it("the staff list shows each decedent's steps in the same states", async () => {
    signInAs('admin');
    const steps = (list: Array<Record<string, unknown>>) => list.map((s) => ({ __typename: 'ArrangementStep', ...s }));
    server.use(
      graphql.query('StaffDecedentsPage', () =>
        HttpResponse.json({
          data: {
            staffDecedents: {
              __typename: 'DecedentPage',
              total: 1,
              page: 1,
              pageSize: 20,
              decedents: [
                {
                  ...headerDecedent(),
                  isPrivate: false,
                  isFreeze: false,
                  pageViews: { __typename: 'PageViewStats', last30Days: 3 },
                  arrangementSteps: steps([
                    { key: 'certificateDetails', state: 'SUBMITTED', isLocked: false },
                    { key: 'prayerCreation', state: 'SUBMITTED', isLocked: true },
                    { key: 'programCreation', state: 'COMPLETE', isLocked: true },
                    { key: 'obituary', state: 'STARTED', isLocked: false },
                    { key: 'customizeFamilyWebsite', state: 'NOT_STARTED', isLocked: false },
                  ]),
                },
              ],
            },
          },
        }),
      ),
    );
    renderApp('/admin/decedents');
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    const list = within(row).getByRole('list', { name: 'Steps' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Certificate: Submitted', 'Prayer card: Submitted, locked', 'Program: Completed, locked', 'Obituary: Started']);
  });
});
