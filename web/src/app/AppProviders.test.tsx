import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Button, Modal } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { LAYOUT_TEXTS } from '@memorial/schema';
import { AppProviders } from './AppProviders';
import { createApolloClient } from './apollo';
import { initialLocale, localeStore, useT } from './i18n';
import { FakeWsClient } from '../test/fakeWs';

// Issue 31: the theme names Mantine's own controls (close buttons, the date picker's popup and clear button) in the
// reader's language, and a server-rendered Spanish page hydrates as it was written.

const client = () => createApolloClient({ wsClient: new FakeWsClient() });

function Controls() {
  const t = useT();
  return (
    <>
      <Modal opened onClose={() => undefined} title={t(LAYOUT_TEXTS, 'menu')}>
        <Button>{t(LAYOUT_TEXTS, 'home')}</Button>
      </Modal>
      <DatePickerInput label={t(LAYOUT_TEXTS, 'profile')} defaultValue="2026-11-02" clearable />
    </>
  );
}

afterEach(async () => {
  await localeStore.set('en');
});

describe('the theme in the reader language', { timeout: 30_000 }, () => {
  it('names the close, clear and calendar controls in Spanish', async () => {
    await localeStore.set('es');
    const user = userEvent.setup();
    render(
      <AppProviders client={client()} env="test">
        <Controls />
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Menú' });
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Perfil' }));
    const popup = await screen.findByRole('dialog', { name: 'Elija una fecha' });
    expect(within(popup).getByRole('button', { name: 'Mes anterior' })).toBeInTheDocument();
  });

  it('keeps the English names in English', async () => {
    render(
      <AppProviders client={client()} env="test">
        <Controls />
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  });

  it('a page the server wrote in Spanish hydrates without a mismatch', async () => {
    const Page = () => {
      const t = useT();
      return <Button>{t(LAYOUT_TEXTS, 'signOut')}</Button>;
    };
    const html = renderToString(
      <AppProviders client={client()} locale="es">
        <Page />
      </AppProviders>,
    );
    expect(html).toContain('Cerrar sesión');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await localeStore.set('es');
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <AppProviders client={client()}>
          <Page />
        </AppProviders>,
        { onRecoverableError: recoverable },
      ),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('Cerrar sesión');
    act(() => root.unmount());
    container.remove();
  });

  it('starts from the language the address names, as the server does, before the remembered one', () => {
    document.cookie = 'lang=es; path=/';
    window.history.replaceState(null, '', '/name/eleanor-whitmore-obituary/CS-1000-0001?lang=en');
    try {
      expect(initialLocale('es')).toBe('en');
      window.history.replaceState(null, '', '/name/eleanor-whitmore-obituary/CS-1000-0001');
      expect(initialLocale('en')).toBe('es');
    } finally {
      document.cookie = 'lang=; path=/; max-age=0';
      window.history.replaceState(null, '', '/');
    }
  });
});
