import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, MantineProvider } from '@mantine/core';
import { theme } from './theme';

// Each test starts with the menu's code not loaded yet (LazyMenu keeps it once loaded).
let LazyMenu: typeof import('./LazyMenu').LazyMenu;
beforeEach(async () => {
  vi.resetModules();
  ({ LazyMenu } = await import('./LazyMenu'));
});

const chosen: string[] = [];
const page = () =>
  render(
    <MantineProvider theme={theme} env="test">
      <main>
        <LazyMenu
          target={<Button>More</Button>}
          dropdown={(Menu) => (
            <Menu.Dropdown aria-label="Actions">
              <Menu.Item onClick={() => chosen.push('Obituary')}>Obituary</Menu.Item>
              <Menu.Item onClick={() => chosen.push('Share a Memory')}>Share a Memory</Menu.Item>
            </Menu.Dropdown>
          )}
        />
      </main>
    </MantineProvider>,
  );

describe('LazyMenu', () => {
  it('says it opens a menu before its code is loaded; a first press opens it once loaded, and Escape gives focus back', async () => {
    const user = userEvent.setup();
    page();
    const before = screen.getByRole('button', { name: 'More' });
    expect(before).toHaveAttribute('aria-haspopup', 'menu');
    expect(before).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(before);
    // The menu's code is imported on that press (under a busy test run, more than the default second).
    const menu = await screen.findByRole('menu', { name: 'More' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('menuitem', { name: 'Share a Memory' }));
    expect(chosen).toContain('Share a Memory');
    await waitFor(() => expect(menu).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'More' }));
    await screen.findByRole('menu', { name: 'More' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More' })));
  });

  it('opens from the keyboard too: Enter on the focused button opens it, and Escape gives focus back to the button', async () => {
    const user = userEvent.setup();
    page();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More' }));
    await user.keyboard('{Enter}');
    // The press made the button the menu's target (Mantine names it by id); the menu opens once its code is there.
    expect(await screen.findByRole('menu', { name: 'More' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('id');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More' })));
  });
});
