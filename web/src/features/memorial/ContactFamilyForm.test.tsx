import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { CONTACT_MESSAGES, MESSAGES } from '@memorial/schema';
import { server } from '../../test/server';
import { memorialDecedent, memorialPageData } from '../../test/fixtures';
import { memorialPageShown, renderApp, screen, signInAs } from '../../test/render';
import { SOLVED_CAPTCHA, solveCaptchaWidget } from '../../test/captcha';

const PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';

function pageAnswers(overrides: Record<string, unknown> = {}) {
  server.use(graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(memorialDecedent(overrides)) })));
}

const form = () => screen.getByRole('form', { name: 'Contact Family' });
/** The form loads when its section comes near the screen (in jsdom, at once). */
const formShown = () => screen.findByRole('form', { name: 'Contact Family' });

describe('Contact Family (memorial-portal 4 Forms, 5)', () => {
  it('is collapsible, and shown only when the gateway offers it', async () => {
    pageAnswers({ contactFamilyOpen: false });
    const { unmount } = renderApp(PAGE);
    await memorialPageShown();
    expect(screen.queryByRole('button', { name: 'Contact Family' })).not.toBeInTheDocument();
    unmount();

    pageAnswers();
    const { user } = renderApp(PAGE);
    const toggle = await screen.findByRole('button', { name: 'Contact Family' });
    await formShown();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(form()).getByRole('textbox', { name: /Email/ })).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it("answers the spec's messages under the fields, and keeps Send disabled until the form is valid", async () => {
    pageAnswers();
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('SendFamilyMessage', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: { sendFamilyMessage: { __typename: 'SendFamilyMessageResult', message: CONTACT_MESSAGES.sent } },
        });
      }),
    );
    const { user } = renderApp(PAGE);
    await formShown();
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

  it('shows the captcha only once a field is edited, sends with it, and is emptied and disabled again after success', async () => {
    pageAnswers();
    const sent: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation('SendFamilyMessage', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: { sendFamilyMessage: { __typename: 'SendFamilyMessageResult', message: CONTACT_MESSAGES.sent } },
        });
      }),
    );
    const { user } = renderApp(PAGE);
    await formShown();
    expect(form().querySelector('altcha-widget')).toBeNull();
    await user.type(within(form()).getByRole('textbox', { name: /Email/ }), 'ruth_l@example.com');
    expect(within(form()).getByRole('group', { name: 'Verification' })).toBeInTheDocument();
    await user.type(within(form()).getByRole('textbox', { name: /Message/ }), 'Eleanor taught me <b>to knit</b>.');
    const send = within(form()).getByRole('button', { name: 'Send Message' });
    expect(send).toBeDisabled();
    await solveCaptchaWidget(form());
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        opi: 'CS-1000-0001',
        input: { email: 'ruth_l@example.com', message: 'Eleanor taught me <b>to knit</b>.', captcha: SOLVED_CAPTCHA },
      },
    ]);
    await waitFor(() => expect(within(form()).getByRole('textbox', { name: /Message/ })).toHaveValue(''));
    expect(within(form()).getByRole('button', { name: 'Send Message' })).toBeDisabled();
  });

  it("shows the gateway's refusal of the captcha under it, and a hidden form's refusal in the form", async () => {
    pageAnswers();
    let answer: 'captcha' | 'closed' = 'captcha';
    server.use(
      graphql.mutation('SendFamilyMessage', () =>
        HttpResponse.json(
          answer === 'captcha'
            ? {
                data: null,
                errors: [
                  {
                    message: MESSAGES.verifyCaptcha,
                    extensions: { code: 'BAD_USER_INPUT', fieldErrors: { captcha: MESSAGES.verifyCaptcha } },
                  },
                ],
              }
            : { data: null, errors: [{ message: CONTACT_MESSAGES.closed, extensions: { code: 'FORBIDDEN' } }] },
        ),
      ),
    );
    const { user } = renderApp(PAGE);
    await formShown();
    await user.type(within(form()).getByRole('textbox', { name: /Email/ }), 'ruth_l@example.com');
    await user.type(within(form()).getByRole('textbox', { name: /Message/ }), 'Hello');
    await solveCaptchaWidget(form());
    const firstWidget = form().querySelector('altcha-widget');
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    expect(await within(form()).findByText(MESSAGES.verifyCaptcha)).toBeInTheDocument();
    // The same widget starts over: no second one appears.
    expect(form().querySelector('altcha-widget')).toBe(firstWidget);
    // The message stays for another try.
    expect(within(form()).getByRole('textbox', { name: /Message/ })).toHaveValue('Hello');

    answer = 'closed';
    // The widget starts over after a refusal (its reset settles on its own tick); then a new solution is given.
    await waitFor(async () => {
      await solveCaptchaWidget(form(), `${SOLVED_CAPTCHA}2`);
      expect(within(form()).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    });
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    expect(await within(form()).findByText(CONTACT_MESSAGES.closed)).toBeInTheDocument();
    // Not taken for a session problem: no Access Denied dialog.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks no captcha of the signed-in family', async () => {
    signInAs('arranger');
    pageAnswers({ hasAccess: true });
    const sent: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation('SendFamilyMessage', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: { sendFamilyMessage: { __typename: 'SendFamilyMessageResult', message: CONTACT_MESSAGES.sent } },
        });
      }),
    );
    const { user } = renderApp('/app/memories/eleanor-whitmore-obituary/CS-1000-0001');
    await formShown();
    await user.type(within(form()).getByRole('textbox', { name: /Email/ }), 'catherine@example.com');
    await user.type(within(form()).getByRole('textbox', { name: /Message/ }), 'Testing our form');
    expect(form().querySelector('altcha-widget')).toBeNull();
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ input: { captcha: null } });
  });
});
