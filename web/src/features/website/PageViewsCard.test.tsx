import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { createApolloClient } from '../../app/apollo';
import { AppProviders } from '../../app/AppProviders';
import { server } from '../../test/server';
import { FakeWsClient } from '../../test/fakeWs';
import { PageViewsCard } from './PageViewsCard';

const days = (counts: number[]) =>
  counts.map((count, i) => ({ __typename: 'PageViewDayCount', day: `2026-11-${String(i + 1).padStart(2, '0')}`, count }));

function show(stats: { total: number; last30Days: number; days: ReturnType<typeof days> }) {
  const asked: unknown[] = [];
  server.use(
    graphql.query('PageViews', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({ data: { pageViews: { __typename: 'PageViewStats', ...stats } } });
    }),
  );
  render(
    <AppProviders client={createApolloClient({ wsClient: new FakeWsClient() })} env="test">
      <PageViewsCard opi="CS-1000-0001" number={7} />
    </AppProviders>,
  );
  return asked;
}

describe('Page Views card of the website settings', () => {
  it('shows the last 30 days and every view, and the days as a chart named by its busiest day', async () => {
    const counts = Array.from({ length: 30 }, (_, i) => (i === 11 ? 40 : i % 3));
    const asked = show({ total: 12345, last30Days: counts.reduce((a, b) => a + b, 0), days: days(counts) });
    const card = await screen.findByRole('region', { name: 'Page Views' });
    expect(await within(card).findByTestId('page-views-30')).toHaveTextContent(/^68$/);
    expect(within(card).getByText('views in the last 30 days')).toBeInTheDocument();
    expect(within(card).getByTestId('page-views-total')).toHaveTextContent(/^12,345$/);
    expect(
      within(card).getByRole('img', { name: 'Views per day over the last 30 days; the most, 40, on November 12.' }),
    ).toBeInTheDocument();
    expect(asked).toEqual([{ opi: 'CS-1000-0001' }]);
  });

  it('a page nobody has viewed yet: zeros and no chart', async () => {
    show({ total: 0, last30Days: 0, days: days(Array(30).fill(0)) });
    const card = await screen.findByRole('region', { name: 'Page Views' });
    expect(await within(card).findByTestId('page-views-total')).toHaveTextContent(/^0$/);
    expect(within(card).getByText('views in all')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });
});
