import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { theme } from './theme';
import { LazyModal } from './LazyModal';

function Page() {
  const [opened, setOpened] = useState(false);
  return (
    <MantineProvider theme={theme}>
      <main>
        <h1>Page</h1>
        <button type="button" onClick={() => setOpened(true)}>
          Filters
        </button>
        <LazyModal opened={opened} onClose={() => setOpened(false)} title="Filters">
          <button type="button">Inside</button>
        </LazyModal>
      </main>
    </MantineProvider>
  );
}

describe('LazyModal', () => {
  it('renders nothing until first opened, then opens with its content and gives focus back to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Inside' }));
    // Focus went into the dialog (its trap), and comes back to the button that opened it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('opens again at once the second time (its code is loaded and it stayed mounted)', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('dialog', { name: 'Filters' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  });
});
