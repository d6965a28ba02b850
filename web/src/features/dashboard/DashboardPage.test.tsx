import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { within } from '@testing-library/react';
import { APP_TEXTS } from '@memorial/schema';
import { server } from '../../test/server';
import { caseOf } from '../../test/fixtures';
import { FAMILY_STEPS, headerDecedent, summary } from '../../test/arrangementFixtures';
import { expectPath, renderApp, screen, signInAs } from '../../test/render';

const eleanor = caseOf(1, 'active', {
  opi: 'CS-1000-0001',
  prefix: 'Mrs',
  firstName: 'Eleanor',
  middleName: 'Grace',
  lastName: 'Whitmore',
  dateOfBirth: '1941-06-02',
  dateOfDeath: '2026-03-14',
});
const unknownDates = caseOf(2, 'active', { opi: 'CS-1000-0005', firstName: 'Rosa', lastName: 'Marquez' });
const thomas = caseOf(3, 'closed', {
  opi: 'CS-0998-0417',
  prefix: 'Mr',
  firstName: 'Thomas',
  middleName: 'Edward',
  lastName: 'Whitmore',
  dateOfBirth: '1938-01-21',
  dateOfDeath: '2017-10-03',
});

function myCases(activeCases: unknown[], closedCases: unknown[]) {
  server.use(
    graphql.query('DashboardPage', () => HttpResponse.json({ data: { myCases: { __typename: 'MyCases', activeCases, closedCases } } })),
  );
}

describe('family dashboard /app', () => {
  it('lists one card per active case with the name and MM-DD-YYYY dates, and "-" when a date is missing', async () => {
    signInAs('arranger');
    myCases([eleanor, unknownDates], [thomas]);
    renderApp('/app');

    const card = await screen.findByRole('article', { name: 'Mrs Eleanor Grace Whitmore' });
    expect(within(card).getByText('Date of Birth').nextSibling).toHaveTextContent('06-02-1941');
    expect(within(card).getByText('Date of Death').nextSibling).toHaveTextContent('03-14-2026');
    expect(within(card).getByRole('link', { name: /BEGIN ARRANGEMENTS/ })).toHaveAttribute(
      'href',
      '/obituaries/app/CS-1000-0001/arrangements',
    );

    const undated = screen.getByRole('article', { name: 'Rosa Marquez' });
    expect(within(undated).getByText('Date of Birth').nextSibling).toHaveTextContent(/^-$/);
    expect(within(undated).getByText('Date of Death').nextSibling).toHaveTextContent(/^-$/);

    const myArrangements = screen.getByRole('region', { name: 'My Arrangements' });
    expect(within(myArrangements).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Dashboard');
  });

  it('lists closed cases under Family History with VIEW ARRANGEMENTS and its tooltip', async () => {
    signInAs('arranger');
    myCases([eleanor], [thomas]);
    const { user } = renderApp('/app');

    const history = await screen.findByRole('region', { name: 'Family History' });
    const card = within(history).getByRole('article', { name: 'Mr Thomas Edward Whitmore' });
    expect(within(card).getByText('Date of Birth').nextSibling).toHaveTextContent('01-21-1938');
    expect(within(card).getByText('Date of Death').nextSibling).toHaveTextContent('10-03-2017');
    expect(within(card).getByRole('link', { name: /VIEW ARRANGEMENTS/ })).toHaveAttribute(
      'href',
      '/obituaries/app/CS-0998-0417/arrangements',
    );

    await user.hover(screen.getByRole('button', { name: 'About Family History' }));
    expect(await screen.findByText(APP_TEXTS.familyHistoryHelp)).toBeInTheDocument();
  });

  it('uses the width at 1280: My Arrangements and Family History side by side in one grid, one card per row each', async () => {
    signInAs('arranger');
    myCases([eleanor], [thomas]);
    renderApp('/app');
    const history = await screen.findByRole('region', { name: 'Family History' });
    const active = screen.getByRole('region', { name: 'My Arrangements' });
    // Before, each list was a full-width row of three columns: one case left two thirds of the screen empty.
    expect(history.parentElement).toBe(active.parentElement);
    expect(history.parentElement).toHaveClass('dashboard-lists');
  });

  it('has no Family History section without closed cases', async () => {
    signInAs('arranger');
    myCases([eleanor], []);
    renderApp('/app');
    await screen.findByRole('article', { name: 'Mrs Eleanor Grace Whitmore' });
    expect(screen.queryByRole('region', { name: 'Family History' })).not.toBeInTheDocument();
  });

  it('journey: the arranger opens the active case and reaches its arrangements summary and memorial page link', async () => {
    signInAs('arranger');
    myCases([eleanor], []);
    server.use(
      graphql.query('ArrangementsSummaryPage', ({ variables }) =>
        HttpResponse.json({ data: { arrangementSummary: summary(FAMILY_STEPS, { decedent: headerDecedent({ opi: variables['opi'] }) }) } }),
      ),
    );
    const { user, currentPath } = renderApp('/app');

    await user.click(await screen.findByRole('link', { name: /BEGIN ARRANGEMENTS/ }));
    await expectPath(currentPath, '/app/CS-1000-0001/arrangements');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arrangements Summary' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Mrs Eleanor Grace Whitmore' })).toBeInTheDocument();
    expect(screen.getByText('06-02-1941')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View the memorial page/ })).toHaveAttribute(
      'href',
      '/obituaries/name/eleanor-whitmore-obituary/CS-1000-0001',
    );
    expect(screen.getByRole('link', { name: 'What to Expect' })).toHaveAttribute('href', '/obituaries/app/CS-1000-0001/whatToExpect');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/obituaries/app');
  });
});
