import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { theme } from './theme';
import { LazyTooltip } from './LazyTooltip';

const page = () =>
  render(
    <MantineProvider theme={theme} env="test">
      <LazyTooltip label="Share by e-mail">
        <button type="button" aria-label="Share by e-mail">
          @
        </button>
      </LazyTooltip>
    </MantineProvider>,
  );

describe('LazyTooltip', () => {
  it('shows its label while a mouse rests on the element, and Escape or leaving hides it', async () => {
    const user = userEvent.setup();
    page();
    const button = screen.getByRole('button', { name: 'Share by e-mail' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Share by e-mail');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await user.unhover(button);
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Share by e-mail');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // The element itself was never replaced: the same button throughout.
    expect(screen.getByRole('button', { name: 'Share by e-mail' })).toBe(button);
  });

  it('shows nothing for a touch, as Mantine by default', async () => {
    const user = userEvent.setup();
    page();
    await user.pointer({
      keys: '[TouchA]',
      target: screen.getByRole('button', { name: 'Share by e-mail' }),
      pointerName: 'touch',
    } as never);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
