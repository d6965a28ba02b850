import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Blocker } from 'react-router';
import { localeStore } from './i18n';
import { LeaveDialog } from './LeaveDialog';

const blocked = () => ({ state: 'blocked', reset: vi.fn(), proceed: vi.fn(), location: {} }) as unknown as Blocker;

function showLeaveDialog(blocker: Blocker) {
  render(
    <MantineProvider>
      <LeaveDialog blocker={blocker}>Your changes will be lost.</LeaveDialog>
    </MantineProvider>,
  );
  return screen.findByRole('dialog');
}

describe('the leave dialog', () => {
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('asks in English by default', async () => {
    const dialog = await showLeaveDialog(blocked());
    expect(dialog).toHaveAccessibleName('Leave without saving?');
    expect(within(dialog).getByRole('button', { name: 'Leave without saving' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Stay on this page' })).toBeInTheDocument();
  });

  it('asks in Spanish, and its buttons stay or leave', async () => {
    await localeStore.set('es');
    const blocker = blocked();
    const dialog = await showLeaveDialog(blocker);
    expect(dialog).toHaveAccessibleName('¿Salir sin guardar?');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Quedarme en esta página' }));
    expect(blocker.reset).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Salir sin guardar' }));
    expect(blocker.proceed).toHaveBeenCalled();
  });
});
