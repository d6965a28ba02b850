import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { fireEvent, within } from '@testing-library/react';
import { CONTACT_MESSAGES } from '@memorial/schema';
import { server } from '../../test/server';
import { memorialDecedent, memorialPageData } from '../../test/fixtures';
import { renderApp, screen } from '../../test/render';

const PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';

function pageAnswers(overrides: Record<string, unknown> = {}) {
  server.use(graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(memorialDecedent(overrides)) })));
}

const form = () => screen.getByRole('form', { name: 'Contact Family' });

describe('Contact Family (memorial-portal 4 Forms, 5)', () => {
  it('is collapsible, and shown only when the gateway offers it', async () => {
    pageAnswers({ contactFamilyOpen: false });
    const { unmount } = renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitmore' });
    expect(screen.queryByRole('button', { name: 'Contact Family' })).not.toBeInTheDocument();
    unmount();

    pageAnswers();
    const { user } = renderApp(PAGE);
    const toggle = await screen.findByRole('button', { name: 'Contact Family' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(form()).getByRole('textbox', { name: /Email/ })).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('answers the spec\'s messages under the fields, and keeps Send disabled until the form is valid', async () => {
    pageAnswers();
    const sent: unknown[] = [];
    server.use(graphql.mutation('SendFamilyMessage', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({ data: { sendFamilyMessage: { __typename: 'SendFamilyMessageResult', message: CONTACT_MESSAGES.sent } } });
    }));
    const { user } = renderApp(PAGE);
    await screen.findByRole('button', { name: 'Contact Family' });
    const email = within(form()).getByRole('textbox', { name: /Email/ });
    const message = within(form()).getByRole('textbox', { name: /Message/ });
    const send = within(form()).getByRole('button', { name: 'Send Message' });
    expect(send).toBeDisabled();

    await user.click(email);
    await user.click(message);
    expect(await within(form()).findByText(CONTACT_MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(email, 'ruth@example');
    await user.click(message);
    expect(await within(form()).findByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument();
    await user.type(email, '.com');
    await user.click(email);
    expect(within(form()).getByText(CONTACT_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(within(form()).queryByText(CONTACT_MESSAGES.emailInvalid)).not.toBeInTheDocument();

    // 501 characters: the spec's message, and the counter says so.
    fireEvent.change(message, { target: { value: 'x'.repeat(501) } });
    expect(await within(form()).findByText(CONTACT_MESSAGES.messageTooLong)).toBeInTheDocument();
    expect(within(form()).getByText('501/500 characters')).toBeInTheDocument();
    expect(send).toBeDisabled();
    fireEvent.change(message, { target: { value: 'x'.repeat(500) } });
    expect(within(form()).queryByText(CONTACT_MESSAGES.messageTooLong)).not.toBeInTheDocument();
    expect(within(form()).getByText('500/500 characters')).toBeInTheDocument();
    // Valid fields, but the captcha is not solved yet: still disabled, and nothing is sent.
    expect(send).toBeDisabled();
    expect(sent).toEqual([]);
  });
});
