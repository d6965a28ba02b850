import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { server } from '../test/server';
import { renderApp, screen } from '../test/render';

// Issue 29, item 4: a refused submit moves focus to the first invalid field, on every form (one listener in
// AppProviders), whether the form's own validation refuses it or the gateway does; the field says it is invalid.

async function openLogin() {
  const view = renderApp('/');
  const dialog = await screen.findByRole('dialog', { name: 'Login to your Family Website' });
  return { ...view, dialog };
}

describe('a refused submit', { timeout: 30_000 }, () => {
  it('moves focus to the first invalid field (the login: the password left empty)', async () => {
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), 'arranger@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('from Enter in a field, to the first invalid one above it', async () => {
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Password'), 'secret{Enter}');
    const email = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('refused by the gateway: focus goes to the field its message is on', async () => {
    server.use(
      graphql.mutation('Login', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Invalid Email' } } }],
        }),
      ),
    );
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), 'arranger@demo.test');
    await user.type(within(dialog).getByLabelText('Password'), 'memorial-demo');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText('Invalid Email')).toBeInTheDocument();
    const email = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });
});
