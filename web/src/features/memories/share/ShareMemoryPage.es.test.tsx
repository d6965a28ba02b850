import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { within } from '@testing-library/react';
import { addressListHandlers } from '../../../test/addressLists';
import { server } from '../../../test/server';
import { sharePageData } from '../../../test/memoryFixtures';
import { renderApp, screen } from '../../../test/render';
import { solveCaptchaWidget } from '../../../test/captcha';
import { localeStore } from '../../../app/i18n';
import { policyFlagKey } from './ShareMemoryPage';

// Issue 31: the Share a Memory form in Spanish: its labels, the shared rule's messages and the thanks once shared.

const SHARE = '/name/eleanor-whitmore-obituary/CS-1000-0001/share';
const OPI = 'CS-1000-0001';

function answers() {
  const shares: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('ShareMemoryPage', () => HttpResponse.json({ data: sharePageData() })),
    ...addressListHandlers([{ fips: '06081', name: 'San Mateo County', stateCode: 'CA' }]),
    graphql.mutation('ShareMemory', ({ variables }) => {
      shares.push(variables['input'] as Record<string, unknown>);
      return HttpResponse.json({ data: { shareMemory: { __typename: 'Memory', id: 42, status: 'Pending', title: 'x' } } });
    }),
  );
  return shares;
}

async function openForm() {
  const view = renderApp(SHARE);
  await screen.findByRole('heading', { level: 1, name: 'Comparta sus recuerdos de Eleanor Grace Whitmore' });
  return view;
}

beforeEach(async () => {
  await localeStore.set('es');
});
afterEach(async () => {
  vi.useRealTimers();
  await localeStore.set('en');
});

describe('Share a Memory in Spanish', { timeout: 30_000 }, () => {
  it('asks a visitor to accept the copyright disclaimer and the privacy policy in Spanish', async () => {
    answers();
    const { user } = await openForm();
    const copyright = await screen.findByRole('dialog', { name: 'Aviso de derechos de autor' });
    expect(within(copyright).getByText('Paso 1 de 2 · Léalo y acéptelo antes de compartir un recuerdo.')).toBeInTheDocument();
    await user.click(within(copyright).getByRole('button', { name: 'Acepto' }));
    const privacy = await screen.findByRole('dialog', { name: 'Política de privacidad' });
    expect(within(privacy).getByText(/solo los ven la familia y el personal de/)).toBeInTheDocument();
    expect(within(privacy).getByRole('button', { name: 'No acepto' })).toBeInTheDocument();
  });

  it('labels every field in Spanish, says what is wrong in Spanish, and thanks the visitor in Spanish', async () => {
    sessionStorage.setItem(policyFlagKey(OPI), 'true');
    const shares = answers();
    const { user } = await openForm();
    for (const label of ['Título del recuerdo', 'Su recuerdo', 'Nombre', 'Apellido', 'Correo electrónico']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Parentesco' })).toBeInTheDocument();
    expect(screen.getByText('*La funeraria revisará cada recuerdo antes de publicarlo.')).toBeInTheDocument();
    const share = screen.getByRole('button', { name: 'Compartir' });
    expect(share).toHaveAccessibleDescription(/^Para compartir, agregue al menos uno de estos/);

    const fill = async (label: string, value: string) => {
      await user.click(screen.getByRole('textbox', { name: label }));
      await user.paste(value);
    };
    await fill('Su recuerdo', 'Nos leía un poema cada viernes.');
    await solveCaptchaWidget(document.body);
    await user.click(share);
    expect(await screen.findByText('El título del recuerdo es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El tipo de recuerdo es obligatorio')).toBeInTheDocument();
    expect(shares).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Tipo de recuerdo' }));
    await user.click(await screen.findByRole('option', { name: 'Trabajo' }));
    const first = new Date(new Date().getFullYear(), new Date().getMonth(), 1);
    await user.click(screen.getByRole('button', { name: 'Fecha del recuerdo' }));
    await user.click(screen.getByRole('button', { name: `1 ${first.toLocaleString('es', { month: 'long' })} ${first.getFullYear()}` }));
    await fill('Título del recuerdo', 'Salón 114');
    await fill('Nombre', 'Daniel');
    await fill('Apellido', 'Cho');
    await fill('Correo electrónico', 'daniel.cho@example.com');
    await user.click(screen.getByRole('button', { name: 'Compartir' }));

    const thanks = await screen.findByRole('dialog', { name: 'Su recuerdo se compartió correctamente' });
    expect(within(thanks).getByText(/Gracias por compartir/)).toBeInTheDocument();
    expect(within(thanks).getByRole('button', { name: 'Volver a la página conmemorativa' })).toBeInTheDocument();
    expect(shares).toHaveLength(1);
    expect(shares[0]).toMatchObject({ memoryType: 4, title: 'Salón 114' });
    // The day is sent as ISO, whatever the language shows.
    expect(shares[0]!['dateOfMemory']).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('shows the date of the memory as a Spanish reader writes it, DD/MM/AAAA, in a calendar with Spanish names', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 15, 12));
    sessionStorage.setItem(policyFlagKey(OPI), 'true');
    answers();
    const { user } = await openForm();
    const field = screen.getByRole('button', { name: 'Fecha del recuerdo' });
    expect(field).toHaveTextContent('DD/MM/AAAA');
    await user.click(field);
    expect(screen.getByRole('button', { name: 'noviembre 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((day) => day.textContent)).toEqual(['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do']);
    expect(screen.getByRole('button', { name: '16 noviembre 2026' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '4 noviembre 2026' }));
    expect(field).toHaveTextContent('04/11/2026');
    await user.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(field).toHaveTextContent('DD/MM/AAAA');
  });
});
