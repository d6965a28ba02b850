import { afterEach, describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { renderApp, screen, signInAs } from '../../../test/render';
import { findForm, mockCertificatePage, mockSave } from '../../../test/certificateKit';
import { localeStore } from '../../../app/i18n';

// Issue 31: the certificate's forms in Spanish — labels, the rules' messages (a name's field named in Spanish) and the
// save notice.
configure({ defaultHidden: true });

const PAGE = '/app/CS-1000-0001/certificateDetails';

afterEach(async () => {
  await localeStore.set('en');
});

describe('the certificate in Spanish', { timeout: 90_000 }, () => {
  it('Veteran Details: Spanish labels, messages and save notice', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    mockCertificatePage();
    const calls = mockSave('SaveVeteranInfo', { message: '¡Datos de veterano actualizados!' });
    const { user } = renderApp(PAGE);
    const form = await findForm('Datos de veterano');
    const save = within(form).getByRole('button', { name: 'GUARDAR' });
    expect(within(form).getByRole('radiogroup', { name: /sirvió alguna vez en las Fuerzas Armadas/ })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Rama de servicio' })).toBeDisabled();

    await user.click(save);
    expect(await within(form).findByText('Elija Sí, No o Se desconoce')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Sí' }));
    await user.click(save);
    expect(await within(form).findByText('La rama de servicio es obligatoria')).toBeInTheDocument();
    expect(within(form).getByText('El período de servicio es obligatorio')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(within(form).getByRole('radio', { name: 'No' }));
    await user.click(save);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByText('¡Datos de veterano actualizados!')).toBeInTheDocument();
    expect(screen.getByText(/Haga clic en el botón \[ENVIAR AL ASESOR\]/)).toBeInTheDocument();
  });

  it("a parent's form: its labels, and a required name named in Spanish", async () => {
    await localeStore.set('es');
    signInAs('arranger');
    mockCertificatePage();
    const calls = mockSave('SaveParentInfo', { message: '¡Datos de la madre actualizados!' });
    const { user } = renderApp(PAGE);
    const form = await findForm('Datos de la madre');
    const first = within(form).getByRole('textbox', { name: /Nombre de la madre/ });
    expect(within(form).getByRole('textbox', { name: /Apellido de soltera de la madre/ })).toBeInTheDocument();
    await user.clear(first);
    await user.click(within(form).getByRole('button', { name: 'GUARDAR' }));
    expect(await within(form).findByText('El campo «Nombre» es obligatorio')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
