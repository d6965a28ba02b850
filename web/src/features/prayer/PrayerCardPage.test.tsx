import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { PRAYER_DESIGNER_TEXTS as T, PRAYER_MESSAGES, PRAYER_PAGE, SAVE_CONFLICT } from '@memorial/schema';
import { server } from '../../test/server';
import { renderApp, screen, signInAs } from '../../test/render';
import type { PrayerCardInput } from '../../gql/graphql';
import { headerDecedent } from '../../test/arrangementFixtures';
import { localeStore } from '../../app/i18n';

const OPI = 'CS-1000-0001';

const field = (type: string, name: string, text: string, priority: number, more: Record<string, unknown> = {}) => ({
  __typename: 'PrayerTextField',
  type,
  subType: null,
  name,
  text,
  priority,
  font: 'georgia',
  size: 20,
  bold: false,
  italic: false,
  underline: false,
  align: 'center',
  line: null,
  ...more,
});
const page = (index: number, name: string, textFields: unknown[], imageURL: string | null = null) => ({
  __typename: 'PrayerCardPage',
  index,
  name,
  imageURL,
  textFields,
});

function prayerCard(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PrayerCard',
    opi: OPI,
    version: 1,
    templateId: 3,
    templateName: 'Garden Roses',
    imageURL: '/media/prayer/3-front.png?sig=a',
    isCustom: false,
    language: 'en',
    coordinates: null,
    pages: [
      page(0, 'Front Cover', [], '/media/prayer/3-front.png?sig=a'),
      page(1, 'Inside Left', [field('poem', 'Poem', '', 1, { size: 26 })]),
      page(2, 'Inside Right', [
        field('heading1', 'Heading', 'In Loving Memory of', 1),
        field('title', 'Name', 'Eleanor Grace Whitmore', 2, { size: 28, bold: true }),
        field('content', 'Dates', 'June 2, 1941 - March 14, 2026', 3, { size: 18 }),
        field('footer', 'Footer', '', 4, { size: 22 }),
      ]),
      page(3, 'Back Cover', [], '/media/prayer/3-back.png?sig=b'),
    ],
    poemId: null,
    poemTitle: null,
    poemContent: null,
    finalContent: null,
    locationId: null,
    isLocked: false,
    submittedAt: null,
    renderedPageURLs: [],
    printURL: null,
    lastEditedBy: null,
    lastEditedAt: null,
    ...overrides,
  };
}

const POEMS = [
  {
    __typename: 'Poem',
    id: 7,
    title: 'Crossing the Bar',
    content: 'Sunset and evening star,\nAnd one clear call for me!',
    author: 'Alfred Tennyson',
    language: 'en',
  },
  { __typename: 'Poem', id: 8, title: 'Psalm 23', content: 'The Lord is my shepherd; I shall not want.', author: null, language: 'en' },
  { __typename: 'Poem', id: 9, title: 'A Long Farewell', content: 'x'.repeat(700), author: null, language: 'en' },
  {
    __typename: 'Poem',
    id: 25,
    title: 'Padre Nuestro',
    content: 'Padre nuestro, que estás en el cielo,\nsantificado sea tu Nombre;',
    author: null,
    language: 'es',
  },
];
const LOCATIONS = [
  { __typename: 'PrayerLocation', id: 2, name: 'Cypress Lawn Funeral Services', address: '1370 El Camino Real, Colma, CA' },
];

function mockPrayer(card: Record<string, unknown> | (() => Record<string, unknown>)) {
  const saved: PrayerCardInput[] = [];
  const locks: boolean[] = [];
  let loads = 0;
  server.use(
    graphql.query('PrayerCardPage', () => {
      loads += 1;
      return HttpResponse.json({ data: { decedent: headerDecedent(), prayerCard: typeof card === 'function' ? card() : card } });
    }),
    graphql.query('PrayerChoices', () => HttpResponse.json({ data: { poems: POEMS, prayerCardLocations: LOCATIONS } })),
    graphql.query('PrayerCardTemplatesWeb', () =>
      HttpResponse.json({
        data: {
          prayerCardTemplates: [1, 2].map((id) => ({
            __typename: 'PrayerCardTemplate',
            id,
            templateId: id,
            name: id === 1 ? 'Morning Light' : 'Garden Roses',
            type: 'prayer',
            imageURL: `/media/prayer/${id}-front.png`,
            thumbnailURL: `/media/prayer/${id}-thumb.png`,
            pages: [],
          })),
        },
      }),
    ),
    graphql.mutation('SavePrayerCardWeb', ({ variables }) => {
      saved.push(variables['input']);
      return HttpResponse.json({
        data: {
          savePrayerCard: { __typename: 'PrayerCardResult', message: PRAYER_MESSAGES.saved, card: { __typename: 'PrayerCard', opi: OPI } },
        },
      });
    }),
    graphql.mutation('SetPrayerLockWeb', ({ variables }) => {
      locks.push(variables['isLocked'] as boolean);
      return HttpResponse.json({
        data: {
          setPrayerLock: {
            __typename: 'PrayerCardResult',
            message: PRAYER_MESSAGES.lockedSet,
            card: { __typename: 'PrayerCard', opi: OPI, isLocked: true },
          },
        },
      });
    }),
  );
  return { saved, locks, loads: () => loads };
}

// jsdom lays nothing out: the text's rendered height is modelled as one pixel a character at 20 px (and in
// proportion to a field's size), so the limit can be reached and a smaller size helps.
const scrollHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (!this.classList.contains('prayer-page-text')) return 0;
      return [...this.children].reduce(
        (sum, el) => sum + ((el.textContent ?? '').length * (parseFloat((el as HTMLElement).style.fontSize) || 20)) / 20,
        0,
      );
    },
  });
});
afterEach(() => {
  if (scrollHeight) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', scrollHeight);
});

/** Types into a field edited in place (jsdom has no contentEditable editing: the DOM is set, then the input event). */
function typeInto(el: HTMLElement, text: string, inputType = 'insertText') {
  el.textContent = text;
  fireEvent.input(el, { inputType });
}

const editor = () => screen.getByRole('tabpanel');

describe('Create Prayer Card', () => {
  it('with no card yet: the step list and the template chooser, and no placeholder', async () => {
    signInAs('arranger');
    mockPrayer(prayerCard({ templateId: null, templateName: null, imageURL: null, pages: [] }));
    renderApp(`/app/${OPI}/prayerCreation`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Prayer Card' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: T.step1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Choose Morning Light' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: T.step2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.editCard })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/coming release/i);
  });

  it('with a card: four pages as tabs, Change Prayer Card, EDIT CARD; the family has Submit but no Print and no stamps', async () => {
    signInAs('arranger');
    mockPrayer(prayerCard());
    const { user } = renderApp(`/app/${OPI}/prayerCreation`);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs).toHaveLength(4);
    ['Page 1 Front Cover', 'Page 2 Inside Left', 'Page 3 Inside Right', 'Page 4 Back Cover'].forEach((label, i) =>
      expect(screen.getByRole('tab', { name: label })).toBe(tabs[i]),
    );
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Change Prayer Card' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: T.step2 })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Done' })).not.toBeInTheDocument();
    await user.click(tabs[2]!);
    expect(within(editor()).getByText('Eleanor Grace Whitmore')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit to Arranger' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Print/ })).not.toBeInTheDocument();
    expect(screen.queryByText(T.lastEditedBy)).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Lock the prayer card' })).not.toBeInTheDocument();
  });

  it('edits in place: the poem and location fill their fields, the toolbar styles the selected text, SAVE CARD sends it all', async () => {
    signInAs('arranger');
    const { saved } = mockPrayer(prayerCard());
    const { user } = renderApp(`/app/${OPI}/prayerCreation`);
    await user.click(await screen.findByRole('button', { name: T.editCard }));
    expect(screen.getByRole('button', { name: T.cancel })).toBeInTheDocument();
    await user.click(await screen.findByPlaceholderText(T.selectPoem));
    await user.click(await screen.findByRole('option', { name: 'Crossing the Bar (Alfred Tennyson)' }));
    await user.click(screen.getByRole('tab', { name: 'Page 2 Inside Left' }));
    expect(within(editor()).getByRole('textbox', { name: 'Poem' })).toHaveTextContent('Sunset and evening star,');
    expect(await screen.findByRole('img', { name: 'Done' })).toBeInTheDocument();
    await user.click(screen.getByPlaceholderText(T.selectLocation));
    await user.click(await screen.findByRole('option', { name: 'Cypress Lawn Funeral Services' }));

    await user.click(screen.getByRole('tab', { name: 'Page 3 Inside Right' }));
    const name = within(editor()).getByRole('textbox', { name: 'Name' });
    fireEvent.focus(name);
    typeInto(name, 'Eleanor "Ellie" Whitmore');
    const toolbar = screen.getByRole('toolbar', { name: 'Text style' });
    await user.click(within(toolbar).getByRole('button', { name: 'Italic' }));
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(toolbar).getByRole('radio', { name: 'Right' }));
    await user.click(within(toolbar).getByRole('combobox', { name: 'Size' }));
    await user.click(await screen.findByRole('option', { name: '32 pt' }));

    await user.click(screen.getByRole('button', { name: T.saveCard }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const input = saved[0]!;
    expect(input).toMatchObject({ poemId: 7, poemTitle: 'Crossing the Bar', finalContent: POEMS[0]!.content, locationId: 2 });
    const right = input.pages.find((p) => p.index === 2)!;
    expect(right.textFields.find((f) => f.name === 'Name')).toMatchObject({
      text: 'Eleanor "Ellie" Whitmore',
      italic: true,
      bold: true,
      align: 'right',
      size: 32,
    });
    expect(right.textFields.find((f) => f.type === 'footer')!.text).toBe('Cypress Lawn Funeral Services\n1370 El Camino Real, Colma, CA');
    expect(JSON.stringify(input)).not.toContain('__typename');
    expect(await screen.findByRole('button', { name: T.editCard })).toBeInTheDocument();
  }, 30_000);

  it('SAVE CARD made from an older version keeps the edits beside the saved card, field by field; the next save sends the new version (issue 27)', async () => {
    signInAs('arranger');
    const sentence = 'Catherine Reyes saved the prayer card at 3:12 PM, after you opened it.';
    let reads = 0;
    const theirs = () => {
      const card = prayerCard({ version: 2 });
      const right = card.pages[2]!.textFields as ReturnType<typeof field>[];
      right[2] = { ...right[2]!, text: '1941 - 2026' };
      return card;
    };
    const { saved } = mockPrayer(() => (++reads === 1 ? prayerCard() : theirs()));
    const versions: unknown[] = [];
    server.use(
      graphql.mutation('SavePrayerCardWeb', ({ variables }) => {
        versions.push(variables['version']);
        saved.push(variables['input']);
        if (versions.length === 1) return HttpResponse.json({ errors: [{ message: sentence, extensions: { code: 'CONFLICT' } }] });
        return HttpResponse.json({
          data: {
            savePrayerCard: {
              __typename: 'PrayerCardResult',
              message: PRAYER_MESSAGES.saved,
              card: { __typename: 'PrayerCard', opi: OPI },
            },
          },
        });
      }),
    );
    const { user } = renderApp(`/app/${OPI}/prayerCreation`);
    await user.click(await screen.findByRole('button', { name: T.editCard }));
    await user.click(screen.getByRole('tab', { name: 'Page 3 Inside Right' }));
    typeInto(within(editor()).getByRole('textbox', { name: 'Name' }), 'Eleanor "Ellie" Whitmore');
    await user.click(screen.getByRole('button', { name: T.saveCard }));

    const panel = await screen.findByRole('region', { name: SAVE_CONFLICT.panelTitle });
    expect(panel).toHaveTextContent(sentence);
    // Still editing: the typed name kept, the dates they saved taken (not changed here).
    expect(within(editor()).getByRole('textbox', { name: 'Name' })).toHaveTextContent('Eleanor "Ellie" Whitmore');
    expect(within(editor()).getByRole('textbox', { name: 'Dates' })).toHaveTextContent('1941 - 2026');
    const name = within(panel).getByRole('group', { name: 'Inside Right: Name' });
    expect(name).toHaveTextContent('Eleanor Grace Whitmore');
    await user.click(within(name).getByRole('button', { name: `${SAVE_CONFLICT.useSaved}: Inside Right: Name` }));
    expect(within(editor()).getByRole('textbox', { name: 'Name' })).toHaveTextContent('Eleanor Grace Whitmore');
    await user.click(within(name).getByRole('button', { name: `${SAVE_CONFLICT.keepYours}: Inside Right: Name` }));

    await user.click(screen.getByRole('button', { name: T.saveCard }));
    await waitFor(() => expect(versions).toEqual([1, 2]));
    const right = saved[1]!.pages.find((p) => p.index === 2)!;
    expect(right.textFields.map((f) => f.text)).toEqual(['In Loving Memory of', 'Eleanor "Ellie" Whitmore', '1941 - 2026', '']);
  }, 30_000);

  it('a poem too long for its page at the default size is stepped down to the largest size that fits', async () => {
    signInAs('arranger');
    const { saved } = mockPrayer(prayerCard());
    const { user } = renderApp(`/app/${OPI}/prayerCreation`);
    await user.click(await screen.findByRole('button', { name: T.editCard }));
    await user.click(await screen.findByPlaceholderText(T.selectPoem));
    await user.click(await screen.findByRole('option', { name: 'A Long Farewell' }));
    // 700 characters: 910 px at 26, 735 px at 21.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: T.saveCard }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.pages.find((p) => p.index === 1)!.textFields[0]).toMatchObject({ type: 'poem', size: 21 });
  }, 30_000);

  it('CANCEL drops the edits and shows the card as saved, fetched again', async () => {
    signInAs('arranger');
    const { saved, loads } = mockPrayer(prayerCard());
    const { user } = renderApp(`/app/${OPI}/prayerCreation`);
    await user.click(await screen.findByRole('tab', { name: 'Page 3 Inside Right' }));
    await user.click(screen.getByRole('button', { name: T.editCard }));
    typeInto(within(editor()).getByRole('textbox', { name: 'Name' }), 'Somebody Else');
    const before = loads();
    await user.click(screen.getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
    expect(await within(editor()).findByText('Eleanor Grace Whitmore')).toBeInTheDocument();
    expect(within(editor()).queryByText('Somebody Else')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('unsaved edits are not lost silently: leaving asks first, and staying keeps them', async () => {
    signInAs('arranger');
    mockPrayer(prayerCard());
    const { user, currentPath } = renderApp(`/app/${OPI}/prayerCreation`);
    await user.click(await screen.findByRole('tab', { name: 'Page 3 Inside Right' }));
    await user.click(screen.getByRole('button', { name: T.editCard }));
    typeInto(within(editor()).getByRole('textbox', { name: 'Name' }), 'Eleanor G. Whitmore');
    await user.click(screen.getByRole('link', { name: 'Arrangements Summary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(currentPath()).toBe(`/app/${OPI}/prayerCreation`);
    expect(within(editor()).getByRole('textbox', { name: 'Name' })).toHaveTextContent('Eleanor G. Whitmore');
    await user.click(screen.getByRole('link', { name: 'Arrangements Summary' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }),
    );
    await waitFor(() => expect(currentPath()).toBe(`/app/${OPI}/arrangements`));
  });

  it(`past ${PRAYER_PAGE.textHeightLimit} px: the spec's message, a red border, no saving; a paste that would pass it is undone`, async () => {
    signInAs('arranger');
    const { saved } = mockPrayer(prayerCard());
    const { user } = renderApp(`/app/${OPI}/prayerCreation`);
    await user.click(await screen.findByRole('tab', { name: 'Page 2 Inside Left' }));
    await user.click(screen.getByRole('button', { name: T.editCard }));
    const poem = within(editor()).getByRole('textbox', { name: 'Poem' });
    typeInto(poem, 'a'.repeat(PRAYER_PAGE.textHeightLimit + 10));
    expect(await screen.findByRole('alert')).toHaveTextContent(PRAYER_MESSAGES.textLimit);
    expect(editor().querySelector('.prayer-page-area')).toHaveAttribute('data-over-limit', 'true');
    expect(screen.getByRole('button', { name: T.saveCard })).toBeDisabled();
    typeInto(poem, 'Short again');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: T.saveCard })).toBeEnabled();

    // A paste: the text before it is kept, the message shows.
    fireEvent.paste(poem, { clipboardData: { types: ['text/plain'], getData: () => 'b'.repeat(800) } });
    typeInto(poem, `Short again${'b'.repeat(800)}`, 'insertFromPaste');
    expect(poem).toHaveTextContent(/^Short again$/);
    expect(await screen.findByRole('alert')).toHaveTextContent(PRAYER_MESSAGES.textLimit);
    await user.click(screen.getByRole('button', { name: T.saveCard }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.pages.find((p) => p.index === 1)!.textFields[0]!.text).toBe('Short again');
  });

  it('a card saved past the limit (a long poem at fs26): the page named, its red border, no Submit until it fits', async () => {
    signInAs('arranger');
    const over = prayerCard();
    const pages = (over.pages as ReturnType<typeof page>[]).map((p) =>
      p.index === 2 ? page(2, 'Inside Right', [field('poem', 'Poem', 'Remember me '.repeat(70), 1, { size: 26 })]) : p,
    );
    mockPrayer({ ...over, pages });
    const { user } = renderApp(`/app/${OPI}/prayerCreation`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Page 3 Inside Right: ${PRAYER_MESSAGES.textLimit}`);
    expect(screen.getByRole('tab', { name: 'Page 3 Inside Right' })).toHaveAttribute('data-over-limit', 'true');
    expect(screen.getByRole('button', { name: 'Submit to Arranger' })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Page 3 Inside Right' }));
    expect(editor().querySelector('.prayer-page-area')).toHaveAttribute('data-over-limit', 'true');

    // Made to fit in the editor (a smaller size): the message goes and SAVE CARD may save it.
    await user.click(screen.getByRole('button', { name: T.editCard }));
    fireEvent.focus(within(editor()).getByRole('textbox', { name: 'Poem' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Text style' });
    await user.click(within(toolbar).getByRole('combobox', { name: 'Size' }));
    await user.click(await screen.findByRole('option', { name: '12 pt' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: T.saveCard })).toBeEnabled();
  });

  it('locked: the spec text; change, edit, submit and print disabled for the family', async () => {
    signInAs('arranger');
    mockPrayer(prayerCard({ isLocked: true, submittedAt: '2026-03-18T10:00:00.000Z', printURL: '/media/prayer/print.pdf?sig=p' }));
    renderApp(`/app/${OPI}/prayerCreation`);
    expect(await screen.findByText(PRAYER_MESSAGES.locked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.editCard })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change Prayer Card' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit to Arranger' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /printable/i })).not.toBeInTheDocument();
  });

  it('staff: Print, the lock switch, and Last edited by / at; locked disables Print and editing for staff too', async () => {
    signInAs('admin');
    let locked = false;
    const { locks } = mockPrayer(() =>
      prayerCard({
        isLocked: locked,
        submittedAt: '2026-03-18T10:00:00.000Z',
        printURL: '/media/prayer/print.pdf?sig=p',
        lastEditedBy: 'Maria Lopez',
        lastEditedAt: '2026-03-16T17:20:00.000Z',
      }),
    );
    const { user } = renderApp(`/admin/${OPI}/prayerCreation`);
    expect(await screen.findByRole('link', { name: /^Print/ })).toHaveAttribute('href', '/media/prayer/print.pdf?sig=p');
    expect(screen.getByText(T.lastEditedBy).parentElement).toHaveTextContent('Maria Lopez');
    expect(screen.getByText(T.lastEditedAt).parentElement).toHaveTextContent(/March 16th 2026, \d{1,2}:20 (am|pm)/);
    expect(screen.queryByRole('button', { name: 'Submit to Arranger' })).not.toBeInTheDocument();
    locked = true;
    await user.click(screen.getByRole('switch', { name: 'Lock the prayer card' }));
    await waitFor(() => expect(locks).toEqual([true]));
    expect(await screen.findByText(PRAYER_MESSAGES.locked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    expect(screen.getByRole('button', { name: T.editCard })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Lock the prayer card' })).toBeChecked();
  });
});

describe('Create Prayer Card in Spanish', () => {
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('the designer speaks Spanish: steps, pages, the poem chooser, the toolbar and the actions', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    const { saved } = mockPrayer(prayerCard());
    const { user } = renderApp(`/app/${OPI}/prayerCreation`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear la estampa conmemorativa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 1: Su estampa conmemorativa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 2: Elija o escriba un poema' })).toBeInTheDocument();
    ['Página 1 Portada', 'Página 2 Interior izquierdo', 'Página 3 Interior derecho', 'Página 4 Contraportada'].forEach((label) =>
      expect(screen.getByRole('tab', { name: label })).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Cambiar la estampa' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Ver la estampa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar al asesor funerario' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'EDITAR ESTAMPA' }));
    expect(screen.getByRole('button', { name: 'CANCELAR' })).toBeInTheDocument();
    expect(screen.getByText('Elija un poema')).toBeInTheDocument();
    await user.click(screen.getByPlaceholderText('Elegir poema'));
    await user.click(await screen.findByRole('option', { name: 'Crossing the Bar (Alfred Tennyson)' }));
    expect(await screen.findByRole('img', { name: 'Listo' })).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: 'Estilo del texto' });
    expect(within(toolbar).getByText('Elija un texto de la página para darle estilo.')).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Negrita' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('radio', { name: 'Justificado' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'GUARDAR ESTAMPA' }));
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('names the page past the text limit in Spanish', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    mockPrayer(prayerCard());
    const { user } = renderApp(`/app/${OPI}/prayerCreation`);
    await user.click(await screen.findByRole('button', { name: 'EDITAR ESTAMPA' }));
    await user.click(screen.getByRole('tab', { name: 'Página 3 Interior derecho' }));
    expect(within(editor()).getByRole('textbox', { name: 'Encabezado' })).toHaveTextContent('In Loving Memory of');
    const name = within(editor()).getByRole('textbox', { name: 'Nombre' });
    fireEvent.focus(name);
    typeInto(name, 'x'.repeat(PRAYER_PAGE.textHeightLimit + 10));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Página 3 Interior derecho: se alcanzó el límite de texto; intente usar menos caracteres',
    );
  });

  it("staff read when it was last edited in Spanish words, on the funeral home's clock", async () => {
    await localeStore.set('es');
    signInAs('admin');
    mockPrayer(prayerCard({ lastEditedBy: 'Maria Lopez', lastEditedAt: '2026-03-16T17:20:00.000Z' }));
    renderApp(`/admin/${OPI}/prayerCreation`);
    const at = (await screen.findByText('Última edición el')).parentElement!;
    // Intl may put a no-break space inside «a. m.».
    expect(at.textContent).toMatch(/^Última edición el 16 de marzo de 2026 a las 10:20\sa\.\sm\.$/);
  });
});

describe("the poem chooser follows the card's language", () => {
  afterEach(async () => {
    await localeStore.set('en');
  });

  /** The chooser's options in order, and its language headings. */
  async function chooser(card: Record<string, unknown>) {
    signInAs('arranger');
    mockPrayer(prayerCard(card));
    const { user } = renderApp(`/app/${OPI}/prayerCreation`);
    await user.click(await screen.findByRole('button', { name: 'EDITAR ESTAMPA' }));
    await user.click(screen.getByPlaceholderText('Elegir poema'));
    const list = await screen.findByRole('listbox');
    return {
      options: within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
      list,
      user,
    };
  }

  it('a Spanish card offers the Spanish prayers first, under Español, then the English ones under English', async () => {
    await localeStore.set('es');
    const { options, list, user } = await chooser({ language: 'es' });
    expect(options).toEqual(['Padre Nuestro', 'Crossing the Bar (Alfred Tennyson)', 'Psalm 23', 'A Long Farewell']);
    expect(within(list).getByText('Español')).toBeInTheDocument();
    expect(within(list).getByText('English')).toBeInTheDocument();
    await user.click(within(list).getByRole('option', { name: 'Padre Nuestro' }));
    await user.click(screen.getByRole('tab', { name: 'Página 2 Interior izquierdo' }));
    await waitFor(() => expect(editor()).toHaveTextContent(/Padre nuestro, que estás en el cielo/));
  });

  it('an English card offers the English ones first, whatever the screen speaks', async () => {
    await localeStore.set('es');
    const { options } = await chooser({ language: 'en' });
    expect(options).toEqual(['Crossing the Bar (Alfred Tennyson)', 'Psalm 23', 'A Long Farewell', 'Padre Nuestro']);
  });
});
