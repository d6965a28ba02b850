import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { render, screen, waitFor, within } from '@testing-library/react';
import { SUBSCRIPTION_MESSAGES } from '@memorial/schema';
import { server } from '../../test/server';
import { gqlError } from '../../test/fixtures';
import { createApolloClient } from '../../app/apollo';
import { AppProviders } from '../../app/AppProviders';
import { FakeWsClient } from '../../test/fakeWs';
import { StayUpdated } from './StayUpdated';

const renderWithProviders = (ui: React.ReactElement) =>
  render(
    <AppProviders client={createApolloClient({ wsClient: new FakeWsClient() })} env="test">
      {ui}
    </AppProviders>,
  );
const form = () => screen.getByRole('form', { name: 'Stay Updated' });
/** The section, with its form once loaded (it loads when near the screen; in jsdom everything is). */
const renderStayUpdated = async () => {
  renderWithProviders(<StayUpdated opi="CS-1000-0001" />);
  await screen.findByRole('form', { name: 'Stay Updated' });
};
const subscribeButton = () => within(form()).getByRole('button', { name: 'Subscribe' });

describe('Stay Updated', () => {
  it('shows the spec messages and keeps Subscribe disabled until the address is valid', async () => {
    await renderStayUpdated();
    const email = within(form()).getByRole('textbox', { name: 'Email' });
    expect(subscribeButton()).toBeDisabled();
    // No captcha before a field is edited.
    expect(within(form()).queryByRole('group', { name: 'Verification' })).toBeNull();
    await userEvent.type(email, 'not-an-address');
    await userEvent.tab();
    expect(await within(form()).findByText(SUBSCRIPTION_MESSAGES.emailInvalid)).toBeVisible();
    await userEvent.clear(email);
    expect(await within(form()).findByText(SUBSCRIPTION_MESSAGES.emailRequired)).toBeVisible();
    expect(subscribeButton()).toBeDisabled();
  });

  it('signed in (no captcha asked): subscribes with the browser zone, says Subscribed Successfully, and disables the form', async () => {
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('SubscribeCheck', () =>
        HttpResponse.json({ data: { subscribeCheck: { __typename: 'SubscribeCheck', captchaRequired: false, allowed: true } } }),
      ),
      graphql.mutation('Subscribe', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { subscribe: { __typename: 'SubscribeResult', message: SUBSCRIPTION_MESSAGES.subscribed } } });
      }),
    );
    await renderStayUpdated();
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Email' }), 'grace@example.org');
    await waitFor(() => expect(subscribeButton()).toBeEnabled());
    await userEvent.click(subscribeButton());
    expect(await within(form()).findByRole('status')).toHaveTextContent(SUBSCRIPTION_MESSAGES.subscribed);
    expect(subscribeButton()).toBeDisabled();
    expect(sent).toEqual([
      {
        opi: 'CS-1000-0001',
        input: { email: 'grace@example.org', captcha: null, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      },
    ]);
  });

  it("shows the gateway's field message under the field", async () => {
    server.use(
      graphql.query('SubscribeCheck', () =>
        HttpResponse.json({ data: { subscribeCheck: { __typename: 'SubscribeCheck', captchaRequired: false, allowed: true } } }),
      ),
      graphql.mutation('Subscribe', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              ...gqlError(SUBSCRIPTION_MESSAGES.emailInvalid, 'BAD_USER_INPUT'),
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: SUBSCRIPTION_MESSAGES.emailInvalid } },
            },
          ],
        }),
      ),
    );
    await renderStayUpdated();
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Email' }), 'grace@example.org');
    await waitFor(() => expect(subscribeButton()).toBeEnabled());
    await userEvent.click(subscribeButton());
    expect(await within(form()).findByText(SUBSCRIPTION_MESSAGES.emailInvalid)).toBeVisible();
    expect(within(form()).queryByRole('status')).toBeNull();
  });
});
