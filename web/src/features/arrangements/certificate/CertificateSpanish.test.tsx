import { afterEach, describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/server';
import { renderApp, screen, signInAs } from '../../../test/render';
import { certificate, nextOfKin } from '../../../test/arrangementFixtures';
import { choose, findForm, mockCertificatePage, mockSave, optionsOf } from '../../../test/certificateKit';
import { localeStore } from '../../../app/i18n';

// Issue 31: the certificate's forms in Spanish — labels, the rules' messages (a name's field named in Spanish), the
// save notice, the sections' one set of titles and the lists' words (saved by their ids and English names).
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

  it("names the sections with one set of titles: links, cards, forms and the submit dialog's list", async () => {
    await localeStore.set('es');
    signInAs('arranger');
    mockCertificatePage();
    const { user } = renderApp(PAGE);
    const nav = await screen.findByRole('navigation', { name: 'Secciones' });
    const titles = [
      'Información para el acta de defunción',
      'Datos de residencia',
      'Datos de origen étnico',
      'Datos de estudios y ocupación',
      'Datos de veterano',
      'Datos de los padres',
      'Datos del informante',
      'Datos del familiar más cercano',
    ];
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(titles.map((title, i) => `${i + 1}${title}`));
    expect(screen.getByRole('heading', { level: 2, name: /Datos de origen étnico/ })).toBeInTheDocument();
    await findForm('Datos del familiar más cercano');

    // A first save makes SUBMIT available; the dialog then names the sections still unsaved.
    mockSave('SaveVeteranInfo', { message: '¡Datos de veterano actualizados!', firstSave: true });
    const veteran = await findForm('Datos de veterano');
    await user.click(within(veteran).getByRole('radio', { name: 'No' }));
    await user.click(within(veteran).getByRole('button', { name: 'GUARDAR' }));
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await user.click(screen.getAllByRole('button', { name: 'ENVIAR AL ASESOR' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Algunas secciones aún no están guardadas' });
    expect(within(dialog).getByText('Datos del familiar más cercano')).toBeInTheDocument();
    expect(within(dialog).getByText('Datos de estudios y ocupación')).toBeInTheDocument();
  });

  it('shows the lists in Spanish: gender, marital status, education, branch and era', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    mockCertificatePage();
    renderApp(PAGE);
    const primary = await findForm('Información para el acta de defunción');
    expect(optionsOf(primary, 'Sexo')).toEqual(['Femenino', 'Masculino', 'Sin especificar']);
    // Countries by their Spanish names, sorted in Spanish after the United States; the value stays the code.
    expect(optionsOf(primary, 'País de nacimiento')).toEqual(['Estados Unidos', 'Alemania', 'Canadá', 'México']);
    const country = within(primary).getByRole('combobox', { name: 'País de nacimiento' }) as HTMLSelectElement;
    expect([...country.options].find((o) => o.textContent === 'Alemania')?.value).toBe('DE');
    // The titles as a Spanish reader writes them; the value stays the English one.
    expect(optionsOf(primary, 'Tratamiento')).toEqual([
      'Sr.',
      'Srta.',
      'Sra.',
      'Lic.',
      'Ph. D.',
      'Dr.',
      'Joven',
      'Señorita',
      'Prof.',
      'Rev.',
      'Padre',
      'Rabino',
    ]);
    const prefix = within(primary).getByRole('combobox', { name: 'Tratamiento' }) as HTMLSelectElement;
    expect([...prefix.options].find((o) => o.textContent === 'Sra.')?.value).toBe('Mrs');
    expect(optionsOf(primary, 'Estado civil')).toEqual([
      'Casado(a)',
      'Casado(a), pero separado(a)',
      'Viudo(a)',
      'Divorciado(a)',
      'Nunca se casó',
      'Pareja doméstica registrada',
      'Se desconoce',
    ]);
    // The value saved stays the list's English name (the legacy contract).
    const marital = within(primary).getByRole('combobox', { name: 'Estado civil' }) as HTMLSelectElement;
    expect([...marital.options].find((o) => o.textContent === 'Viudo(a)')?.value).toBe('Widowed');
    const education = await findForm('Datos de estudios y ocupación');
    expect(optionsOf(education, 'Nivel de estudios más alto')).toContain('Licenciatura (p. ej., BA, AB, BS)');
    const veteran = await findForm('Datos de veterano');
    expect(optionsOf(veteran, 'Rama de servicio').slice(0, 5)).toEqual([
      'Ejército',
      'Armada',
      'Fuerza Aérea',
      'Infantería de Marina',
      'Guardia Costera',
    ]);
    expect(optionsOf(veteran, 'Período de servicio')).toContain('Segunda Guerra Mundial (1941-1946)');
  });

  it('Ethnicity Details: races under their headers and Hispanic origins in Spanish, saved by id and English name', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    mockCertificatePage();
    const calls = mockSave('SaveEthnicityInfo', { message: '¡Datos de origen étnico actualizados!' });
    const { user } = renderApp(PAGE);
    const form = await findForm('Datos de origen étnico');
    const race = within(form).getByRole('combobox', { name: 'Raza 1' });
    expect([...race.querySelectorAll('optgroup')].map((g) => g.label)).toEqual([
      'Blanco',
      'Negro o afroamericano',
      'Indio americano o nativo de Alaska',
      'Asiático',
      'Nativo de Hawái u otro isleño del Pacífico',
      'Otra',
    ]);
    expect(within(form).getByRole('combobox', { name: 'Origen étnico 1' })).toBeDisabled();
    expect(within(form).getByText(/Elija hasta tres razas/)).toBeInTheDocument();
    await choose(user, form, 'Raza 1', 'Guameño o chamorro');
    expect(optionsOf(form, 'Origen étnico 1')).toEqual(['No, no es de origen español, hispano o latino', 'Se desconoce']);
    await user.click(within(form).getByRole('switch', { name: /Origen español, hispano o latino/ }));
    await choose(user, form, 'Origen hispano', 'Mexicano, mexicoamericano, chicano');
    await user.click(within(form).getByRole('button', { name: 'GUARDAR' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.variables['input']).toMatchObject({
      isHispanic: true,
      hispanic: { id: 2, edrsCode: 'H1', name: 'Mexican, Mexican American, Chicano' },
      raceOne: { id: 12, edrsCode: 'P2', name: 'Guamanian or Chamorro' },
    });
  });

  it('Next of Kin Details: its blocks, relationships and the remove dialog in Spanish', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    mockCertificatePage({
      certificate: certificate({ nokInfo: [nextOfKin(11, { firstName: 'Daniel' }), nextOfKin(12, { firstName: 'Rosa' })] }),
    });
    const removed: unknown[] = [];
    server.use(
      graphql.mutation('RemoveNextOfKin', ({ variables }) => {
        removed.push(variables);
        return HttpResponse.json({
          data: {
            removeNextOfKin: {
              message: '¡Datos del familiar más cercano actualizados!',
              certificate: certificate({ nokInfo: [nextOfKin(11, { firstName: 'Daniel' })] }),
            },
          },
        });
      }),
    );
    const { user } = renderApp(PAGE);
    const form = await findForm('Datos del familiar más cercano');
    const blocks = within(form).getAllByRole('region', { name: /^Familiar más cercano \d$/ });
    expect(blocks).toHaveLength(2);
    expect(within(blocks[0]!).getByRole('checkbox', { name: 'Igual que el informante' })).toBeInTheDocument();
    expect(optionsOf(blocks[0]!, 'Parentesco con la persona fallecida')).toContain('Hermana');
    expect(optionsOf(blocks[0]!, 'Tratamiento')).toEqual(['Sr.', 'Sra.', 'Srta.']);
    expect(optionsOf(blocks[0]!, 'País').slice(0, 2)).toEqual(['Estados Unidos', 'Alemania']);
    expect(within(form).getByRole('button', { name: 'AGREGAR FAMILIAR MÁS CERCANO' })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Quitar al familiar más cercano 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Quitar al familiar más cercano' });
    expect(confirm).toHaveTextContent('¿Está seguro de que desea eliminar a este familiar más cercano (Rosa)?');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(removed).toHaveLength(1));
  });
});
