import { afterEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { MESSAGES } from '@memorial/schema';
import { server } from '../../test/server';
import { gqlError, memorialDecedent, memorialPageData } from '../../test/fixtures';
import { memorialPageShown, renderApp, screen } from '../../test/render';
import { forgetSentPageViews } from './useRecordPageView';

const PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';

function answers(decedent: Record<string, unknown> | null, recordError?: { message: string; code: string }) {
  const sent: unknown[] = [];
  const loads: unknown[] = [];
  server.use(
    graphql.query('MemorialPage', ({ variables }) => {
      loads.push(variables);
      if (!decedent)
        return HttpResponse.json({ data: null, errors: [{ ...gqlError(MESSAGES.privatePage, 'PRIVATE'), path: ['decedent'] }] });
      return HttpResponse.json({ data: memorialPageData(decedent) });
    }),
    graphql.mutation('RecordPageView', ({ variables }) => {
      sent.push(variables);
      if (recordError)
        return HttpResponse.json({
          data: null,
          errors: [{ ...gqlError(recordError.message, recordError.code), path: ['recordPageView'] }],
        });
      return HttpResponse.json({ data: { recordPageView: { __typename: 'PageViewResult', counted: true } } });
    }),
  );
  return { sent, loads };
}

afterEach(forgetSentPageViews);

describe('page views from the memorial page', () => {
  it('sends one view once the decedent has loaded, and no more while the page is used', async () => {
    const { sent, loads } = answers(memorialDecedent());
    const { user } = renderApp(PAGE);
    await memorialPageShown();
    await waitFor(() => expect(sent).toEqual([{ opi: 'CS-1000-0001' }]));
    // A memory filter loads the page's data again: still one view.
    await user.click(screen.getAllByRole('radio', { name: 'Family' })[0]!);
    await waitFor(() => expect(loads.length).toBeGreaterThan(1));
    await user.click(screen.getByRole('tab', { name: 'Events/Services' }));
    await user.click(screen.getByRole('tab', { name: 'Obituary' }));
    expect(sent).toHaveLength(1);
  });

  it('a refused count (over the limit) shows nothing: no notification, no dialog, the page stays', async () => {
    const { sent } = answers(memorialDecedent(), { message: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' });
    renderApp(PAGE);
    await memorialPageShown();
    await waitFor(() => expect(sent).toHaveLength(1));
    // Let the answer arrive, then look: nothing of it is shown.
    await waitFor(() => expect(screen.getByTestId('obituary-content')).toBeInTheDocument());
    expect(screen.queryByText(MESSAGES.tooManyRequests)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.errorTitle)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a page that did not load (private) sends no view', async () => {
    const { sent, loads } = answers(null);
    renderApp('/name/samuel-okafor-obituary/CS-1000-0002');
    expect(await screen.findByText(MESSAGES.privatePage)).toBeInTheDocument();
    expect(loads).toHaveLength(1);
    expect(sent).toEqual([]);
  });
});
