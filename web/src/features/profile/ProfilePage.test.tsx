import { afterEach, describe, expect, it } from 'vitest';
import { delay, graphql, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { SAVE_CONFLICT } from '@memorial/schema';
import { localeStore } from '../../app/i18n';
import { server } from '../../test/server';
import { renderApp, screen, signInAs } from '../../test/render';

// The spec's texts, written out: a change must fail here.
const T = {
  firstNameRequired: 'Firstname is required',
  lastNameRequired: 'Lastname is required',
  saved: 'Data updated successfully',
  oldRequired: 'Old Password is required',
  newRequired: 'New Password is required',
  confirmRequired: 'Confirm Password is required',
  tooShort: 'Password has to be longer than 6 characters!',
  tooLong: 'Password has to be shorter than 20 characters!',
  mustMatch: 'Passwords must match',
  hint: 'New password must be between 6 to 20 characters.',
  lovedOnes: 'Choose your Loved Ones',
  emailRequired: 'E-mail Id is required',
  invalidEmail: 'Invalid Email',
  transferred: 'Account Transfered Successfully',
};

const ME = {
  __typename: 'User',
  id: 3,
  title: 'Mrs',
  firstName: 'Catherine',
  middleName: null,
  lastName: 'Reyes',
  email: 'arranger@demo.test',
  isNewUser: false,
  version: 4,
  language: null,
};
const kase = (id: number, opi: string, firstName: string) => ({
  __typename: 'ArrangerCase',
  id,
  decedent: { __typename: 'Decedent', id, opi, prefix: 'Mrs', firstName, middleName: null, lastName: 'Whitmore' },
});

function mockProfile() {
  const sent: Record<string, unknown[]> = { profile: [], password: [], lookups: [], transfers: [] };
  let transferred = false;
  let loads = 0;
  server.use(
    graphql.query('ProfilePage', () => HttpResponse.json({ data: { me: ME } })),
    graphql.mutation('UpdateProfile', ({ variables }) => {
      sent['profile']!.push(variables['input']);
      return HttpResponse.json({
        data: { updateProfile: { __typename: 'ProfileResult', message: T.saved, user: { ...ME, ...(variables['input'] as object) } } },
      });
    }),
    graphql.mutation('ChangePassword', ({ variables }) => {
      sent['password']!.push(variables);
      if (variables['password'] !== 'right-old')
        return HttpResponse.json({
          errors: [
            {
              message: 'Old Password is incorrect',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { password: 'Old Password is incorrect' } },
            },
          ],
        });
      return HttpResponse.json({ data: { changePassword: { __typename: 'MessageResult', message: 'Password updated successfully' } } });
    }),
    graphql.query('TransferLovedOnes', () => {
      loads += 1;
      return HttpResponse.json({
        data: {
          myCases: {
            __typename: 'MyCases',
            activeCases: transferred ? [] : [kase(1, 'CS-1000-0001', 'Eleanor')],
            closedCases: [kase(2, 'CS-0998-0417', 'Thomas')],
          },
          myTransfers: transferred
            ? [
                {
                  __typename: 'AccountTransfer',
                  id: 9,
                  direction: 'given',
                  opi: 'CS-1000-0001',
                  decedentName: 'Mrs Eleanor Whitmore',
                  otherName: 'Rosa Vale',
                  createdAt: '2026-11-24T05:00:00.000Z',
                },
              ]
            : [],
        },
      });
    }),
    graphql.query('VerifyUserEmail', ({ variables }) => {
      sent['lookups']!.push(variables['email']);
      const known = variables['email'] === 'james@example.com';
      return HttpResponse.json({
        data: {
          verifyUserEmail: {
            __typename: 'TransferReceiver',
            firstName: known ? 'James' : null,
            lastName: known ? 'Okafor' : null,
            isNewUser: !known,
          },
        },
      });
    }),
    graphql.mutation('TransferAccount', ({ variables }) => {
      sent['transfers']!.push(variables['input']);
      transferred = true;
      return HttpResponse.json({ data: { transferAccount: { __typename: 'MessageResult', message: T.transferred } } });
    }),
  );
  return { sent, loads: () => loads };
}

describe('Profile: Personal Details', () => {
  it('checks the names with the spec messages and saves title and names', async () => {
    signInAs('arranger');
    const { sent } = mockProfile();
    const { user } = renderApp('/app/userProfile');
    const form = await screen.findByRole('form', { name: 'Personal Details' });
    const first = within(form).getByRole('textbox', { name: /First Name/ });
    await waitFor(() => expect(first).toHaveValue('Catherine'));
    await user.clear(first);
    await user.clear(within(form).getByRole('textbox', { name: /Last Name/ }));
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));
    expect(await within(form).findByText(T.firstNameRequired)).toBeInTheDocument();
    expect(within(form).getByText(T.lastNameRequired)).toBeInTheDocument();
    expect(sent['profile']).toHaveLength(0);

    await user.type(first, 'Cathy');
    await user.type(within(form).getByRole('textbox', { name: /Last Name/ }), 'Reyes');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Title' }), 'Ms');
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(sent['profile']).toEqual([{ title: 'Ms', firstName: 'Cathy', middleName: null, lastName: 'Reyes', language: null }]);
    expect(within(form).getByRole('combobox', { name: 'Title' })).toHaveDisplayValue('Ms');
  });

  it('saved in another tab meanwhile: the typed names stay beside the saved ones; the next save sends the new version (issue 27)', async () => {
    signInAs('arranger');
    mockProfile();
    const sentence = 'You saved your profile at 3:12 PM, after you opened it.';
    const versions: unknown[] = [];
    server.use(
      graphql.mutation('UpdateProfile', ({ variables }) => {
        versions.push(variables['version']);
        if (versions.length === 1) return HttpResponse.json({ errors: [{ message: sentence, extensions: { code: 'CONFLICT' } }] });
        const user = { ...ME, ...(variables['input'] as object), version: 6 };
        return HttpResponse.json({ data: { updateProfile: { __typename: 'ProfileResult', message: T.saved, user } } });
      }),
      graphql.query('PersonalDetailsSaved', () => HttpResponse.json({ data: { me: { ...ME, middleName: 'Ann', version: 5 } } })),
    );
    const { user } = renderApp('/app/userProfile');
    const form = await screen.findByRole('form', { name: 'Personal Details' });
    const first = within(form).getByRole('textbox', { name: /First Name/ });
    await waitFor(() => expect(first).toHaveValue('Catherine'));
    await user.clear(first);
    await user.type(first, 'Cathy');
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));

    const panel = await within(form).findByRole('region', { name: SAVE_CONFLICT.panelTitle });
    expect(panel).toHaveTextContent(sentence);
    expect(first).toHaveValue('Cathy');
    // The other tab's middle name is taken (this one did not change it); the first name typed here stays.
    expect(within(form).getByRole('textbox', { name: /Middle Name/ })).toHaveValue('Ann');
    expect(within(panel).getByRole('group', { name: 'First Name' })).toHaveTextContent('Catherine');
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(versions).toEqual([4, 5]);
  });
});

describe('Profile: Change Password', () => {
  it("shows every message of 5.9 and the hint, the server's answer for a wrong old password, and empties the fields after a change", async () => {
    signInAs('admin');
    const { sent } = mockProfile();
    const { user } = renderApp('/admin/userProfile');
    const form = await screen.findByRole('form', { name: 'Change Password' });
    expect(within(form).getByText(T.hint)).toBeInTheDocument();
    const old = within(form).getByLabelText(/Old Password/);
    const next = within(form).getByLabelText(/New Password/);
    const confirm = within(form).getByLabelText(/Confirm Password/);
    const submit = within(form).getByRole('button', { name: 'UPDATE PASSWORD' });
    await user.click(submit);
    for (const text of [T.oldRequired, T.newRequired, T.confirmRequired]) expect(await within(form).findByText(text)).toBeInTheDocument();

    await user.type(next, 'abcde');
    expect(await within(form).findByText(T.tooShort)).toBeInTheDocument();
    await user.type(next, 'x'.repeat(16));
    expect(await within(form).findByText(T.tooLong)).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, 'new-secret-7');
    await user.type(confirm, 'new-secret-8');
    expect(await within(form).findByText(T.mustMatch)).toBeInTheDocument();
    await user.clear(confirm);
    await user.type(confirm, 'new-secret-7');
    await user.type(old, 'wrong-old');
    await user.click(submit);
    expect(await within(form).findByText('Old Password is incorrect')).toBeInTheDocument();

    await user.clear(old);
    await user.type(old, 'right-old');
    await user.click(submit);
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(sent['password']).toEqual([
      { password: 'wrong-old', newPassword: 'new-secret-7' },
      { password: 'right-old', newPassword: 'new-secret-7' },
    ]);
    await waitFor(() => expect(next).toHaveValue(''));
    expect(old).toHaveValue('');
    expect(confirm).toHaveValue('');
  });
});

describe('Profile: Transfer Loved Ones', () => {
  it("is the family's only", async () => {
    signInAs('cl-arranger');
    mockProfile();
    renderApp('/admin/userProfile');
    await screen.findByRole('form', { name: 'Change Password' });
    expect(screen.queryByRole('heading', { name: 'Transfer Loved Ones' })).not.toBeInTheDocument();
  });

  it("checks the fields, prefills and locks an existing person's names, clears them with the e-mail, and transfers with both boxes ticked", async () => {
    signInAs('arranger');
    const { sent, loads } = mockProfile();
    const { user } = renderApp('/app/userProfile');
    const form = await screen.findByRole('form', { name: 'Transfer Loved Ones' });
    const lovedOnes = within(form).getByRole('combobox', { name: /Loved Ones/ });
    await waitFor(() =>
      expect(
        within(lovedOnes)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose your Loved One', 'Mrs Eleanor Whitmore', 'Mrs Thomas Whitmore']),
    );
    const email = within(form).getByRole('textbox', { name: /E-mail Id/ });
    const first = within(form).getByRole('textbox', { name: /First Name/ });
    const last = within(form).getByRole('textbox', { name: /Last Name/ });
    const submit = within(form).getByRole('button', { name: 'TRANSFER' });
    expect(submit).toBeDisabled();

    // Both agreements enable the button; an empty form answers the spec's messages.
    await user.click(within(form).getByRole('checkbox', { name: /no longer have access/ }));
    expect(submit).toBeDisabled();
    await user.click(within(form).getByRole('checkbox', { name: /agreed to take over/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    for (const text of [T.lovedOnes, T.emailRequired, T.firstNameRequired, T.lastNameRequired])
      expect(await within(form).findByText(text)).toBeInTheDocument();

    // Live: malformed text says Invalid Email at once, and is not looked up.
    await user.type(email, 'james@exa');
    expect(within(form).getByText(T.invalidEmail)).toBeInTheDocument();
    // An existing person: names filled in and locked.
    await user.type(email, 'mple.com ');
    await waitFor(() => expect(first).toHaveValue('James'));
    expect(last).toHaveValue('Okafor');
    expect(first).toHaveAttribute('readonly');
    expect(sent['lookups']).toEqual(['james@example.com']);
    // Clearing the e-mail clears the names it filled in.
    await user.clear(email);
    await waitFor(() => expect(first).toHaveValue(''));
    expect(last).toHaveValue('');
    expect(first).not.toHaveAttribute('readonly');

    // A new person: the names are theirs to type.
    await user.type(email, 'rosa@example.com');
    expect(await within(form).findByText(/An account will be made for this person/)).toBeInTheDocument();
    expect(first).not.toHaveAttribute('readonly');
    await user.type(first, 'Rosa');
    await user.type(last, 'Vale');
    await user.selectOptions(lovedOnes, 'Mrs Eleanor Whitmore');
    await user.click(submit);
    expect(await screen.findByText(T.transferred)).toBeInTheDocument();
    expect(sent['transfers']).toEqual([{ decedentId: 'CS-1000-0001', email: 'rosa@example.com', firstName: 'Rosa', lastName: 'Vale' }]);
    // The form resets and the list reloads (Eleanor has left it; the transfer is in the history).
    await waitFor(() => expect(email).toHaveValue(''));
    expect(first).toHaveValue('');
    expect(within(form).getByRole('checkbox', { name: /no longer have access/ })).not.toBeChecked();
    await waitFor(() => expect(loads()).toBe(2));
    await waitFor(() =>
      expect(
        within(lovedOnes)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose your Loved One', 'Mrs Thomas Whitmore']),
    );
    expect(await screen.findByText(/transferred to Rosa Vale on 11-24-2026/)).toBeInTheDocument();
  });
});

describe('Profile: the language (issue 31)', () => {
  afterEach(async () => {
    await localeStore.set('en');
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it("offers none chosen (the browser's), English and Español; saving Español switches the app to Spanish and remembers it", async () => {
    signInAs('arranger');
    const { sent } = mockProfile();
    const { user } = renderApp('/app/userProfile');
    const form = await screen.findByRole('form', { name: 'Personal Details' });
    const select = within(form).getByRole('combobox', { name: 'Language' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /First Name/ })).toHaveValue('Catherine'));
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(["Your browser's language", 'English', 'Español']);
    await user.selectOptions(select, 'es');
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(localeStore.get()).toBe('es'));
    expect(sent['profile']).toEqual([{ title: 'Mrs', firstName: 'Catherine', middleName: null, lastName: 'Reyes', language: 'es' }]);
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('lang=es');
    // The form's own words follow at once.
    expect(await screen.findByRole('form', { name: 'Datos personales' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  });

  it('shows the choice in Spanish when the app is in Spanish', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    mockProfile();
    renderApp('/app/userProfile');
    expect(await screen.findByRole('heading', { name: 'Perfil', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Sesión iniciada como/)).toHaveTextContent('Sesión iniciada como arranger@demo.test.');
    for (const name of ['Datos personales', 'Cambiar contraseña', 'Transferir seres queridos'])
      expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Datos personales' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Catherine'));
    expect(within(form).getByRole('textbox', { name: /Segundo nombre/ })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: /Apellido/ })).toHaveValue('Reyes');
    expect(within(form).getByRole('combobox', { name: 'Tratamiento' })).toHaveDisplayValue('Sra.');
    expect(within(form).getByRole('button', { name: 'GUARDAR' })).toBeInTheDocument();
    const select = within(form).getByRole('combobox', { name: 'Idioma' });
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('El idioma de su navegador');
    expect(within(form).getByText('Sus pantallas y correos electrónicos le llegarán en este idioma.')).toBeInTheDocument();
  });

  it('shows the titles in Spanish (Sr., Sra., Srta.) and saves them by their English values', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    const { sent } = mockProfile();
    const { user } = renderApp('/app/userProfile');
    const form = await screen.findByRole('form', { name: 'Datos personales' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Catherine'));
    const title = within(form).getByRole('combobox', { name: 'Tratamiento' });
    expect(title).toHaveDisplayValue('Sra.');
    expect(
      within(title)
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent),
    ).toEqual(['Sr.', 'Sra.', 'Srta.']);
    await user.selectOptions(title, 'Srta.');
    await user.selectOptions(title, 'Sra.');
    await user.click(within(form).getByRole('button', { name: 'GUARDAR' }));
    await waitFor(() => expect(sent['profile']).toHaveLength(1));
    expect(sent['profile']![0]).toMatchObject({ title: 'Mrs', firstName: 'Catherine', lastName: 'Reyes' });
    expect(title).toHaveDisplayValue('Sra.');
  });
});

describe('Profile: Change Password in Spanish (issue 31)', () => {
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('labels, note and button speak Spanish', async () => {
    await localeStore.set('es');
    signInAs('admin');
    mockProfile();
    renderApp('/admin/userProfile');
    const form = await screen.findByRole('form', { name: 'Cambiar contraseña' });
    expect(within(form).getByLabelText(/Contraseña actual/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Nueva contraseña/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Confirmar contraseña/)).toBeInTheDocument();
    expect(
      within(form).getByText('Se cerrará la sesión en los demás dispositivos donde haya iniciado sesión con su cuenta.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'ACTUALIZAR CONTRASEÑA' })).toBeInTheDocument();
  });

  it('Transfer Loved Ones speaks Spanish', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    mockProfile();
    renderApp('/app/userProfile');
    const form = await screen.findByRole('form', { name: 'Transferir seres queridos' });
    expect(within(form).getByText(/^Entregue los arreglos funerarios y el sitio web familiar/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Correo electrónico/ })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Nombre/ })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Apellido/ })).toBeInTheDocument();
  });

  it('Transfer Loved Ones names the e-mail check in Spanish while it runs', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    mockProfile();
    server.use(
      graphql.query('VerifyUserEmail', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
    const { user } = renderApp('/app/userProfile');
    const form = await screen.findByRole('form', { name: 'Transferir seres queridos' });
    await user.type(within(form).getByRole('textbox', { name: /Correo electrónico/ }), 'rosa@example.com');
    expect(await within(form).findByLabelText('Comprobando el correo electrónico')).toBeInTheDocument();
  });

  it('Transfer Loved Ones dates its past transfers as a Spanish reader writes a day (DD/MM/AAAA)', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    mockProfile();
    const transfer = { __typename: 'AccountTransfer', opi: 'CS-1000-0001', decedentName: 'Mrs Eleanor Whitmore', otherName: 'Rosa Vale' };
    server.use(
      graphql.query('TransferLovedOnes', () =>
        HttpResponse.json({
          data: {
            myCases: { __typename: 'MyCases', activeCases: [], closedCases: [kase(2, 'CS-0998-0417', 'Thomas')] },
            myTransfers: [
              { ...transfer, id: 9, direction: 'given', createdAt: '2026-11-24T05:00:00.000Z' },
              { ...transfer, id: 8, direction: 'received', createdAt: '2026-03-02T17:00:00.000Z' },
            ],
          },
        }),
      ),
    );
    renderApp('/app/userProfile');
    const history = await screen.findByRole('region', { name: 'Transferencias anteriores' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mrs Eleanor Whitmore transferido a Rosa Vale el 24/11/2026', 'Mrs Eleanor Whitmore recibido de Rosa Vale el 02/03/2026']);
  });
});
