import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { renderApp, screen } from '../../test/render';

const LOGIN = 'Login to your Family Website';

describe('the landing screen', () => {
  it("the header's Family Login opens the login again once it was closed", async () => {
    const { user } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: LOGIN });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: LOGIN })).not.toBeInTheDocument());

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Family Login' }));
    expect(await screen.findByRole('dialog', { name: LOGIN })).toBeInTheDocument();
  });
});
