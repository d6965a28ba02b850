import { PRAYER_PAGE } from '@memorial/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type GqlResponse, type TestGateway } from '../../test/gateway.js';
import { expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';
import { solidImage } from '../../test/media.js';
import { inLocale } from '../../i18n/locale.js';
import { pageTextHeight } from './layout.js';
import { POEMS } from './poems.js';
import { renderPagePng } from './render.js';
import { textLeavesSafeArea } from './safe-area.js';
import { PRAYER_TEMPLATES, renderTemplateArt, templatePages, type PrayerPerson } from './templates.js';

/**
 * The prayer card in Spanish (issue 31): the Spanish prayers and poems offered beside the English ones, the family's
 * language first; a card designed in Spanish takes the templates' fixed texts in Spanish (heading, front line, the
 * Reina-Valera 1909 verse, the dates), keeps them once saved, and prints within the card's safe area.
 */

const ES = { 'accept-language': 'es-MX,es;q=0.9' };
const FIELD = 'type subType name text priority font size bold italic underline align line';
const CARD = `templateId templateName pages { index textFields { ${FIELD} } } poemId poemTitle poemContent`;
const POEMS_Q = '{ poems { id title content author language } }';
const CHOOSE = `mutation ($opi: String!, $id: Int!) { choosePrayerTemplate(opi: $opi, templateId: $id) { message card { ${CARD} } } }`;
const SAVE = `mutation ($opi: String!, $input: PrayerCardInput!) { savePrayerCard(opi: $opi, input: $input) { message card { ${CARD} } } }`;
const GET = `query ($opi: String!) { prayerCard(opi: $opi) { ${CARD} } }`;

type Field = { type: string; name: string; text: string; size: number; [k: string]: unknown };
type Page = { index: number; textFields: Field[] };
type Poem = { id: number; title: string; content: string; author: string | null; language: string };
const fieldOf = (pages: Page[], index: number, name: string) =>
  pages.find((p) => p.index === index)!.textFields.find((f) => f.name === name)!;

let gw: TestGateway;
let family2: string;

beforeAll(async () => {
  gw = await startTestGateway();
  family2 = await gw.login(DEMO.family2, 'arranger');
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}/accept`, undefined, family2));
});
afterAll(() => gw?.stop());

describe('Spanish prayers and poems', () => {
  it('offers the Padre Nuestro, the Ave María, Psalm 23 in the Reina-Valera 1909 and the Réquiem, first to a Spanish reader', async () => {
    const poems: Poem[] = gqlData(await gw.gql(POEMS_Q, {}, family2, ES)).poems;
    const spanish = poems.filter((p) => p.language === 'es');
    expect(spanish.length).toBeGreaterThanOrEqual(7);
    // The family's language first, then the other one.
    expect(poems.slice(0, spanish.length).every((p) => p.language === 'es')).toBe(true);
    const byTitle = (title: string) => spanish.find((p) => p.title === title)!.content;
    expect(byTitle('Padre Nuestro')).toMatch(/^Padre nuestro, que estás en el cielo,\nsantificado sea tu Nombre;/);
    expect(byTitle('Padre Nuestro')).toMatch(/y líbranos del mal\. Amén\.$/);
    expect(byTitle('Ave María')).toMatch(/^Dios te salve, María, llena eres de gracia,\nel Señor es contigo\./);
    expect(byTitle('Jehová es mi pastor')).toMatch(/^Jehová es mi pastor; nada me faltará\.\nEn lugares de delicados pastos me hará yacer/);
    expect(spanish.find((p) => p.title === 'Jehová es mi pastor')!.author).toBe('Salmo 23, Reina-Valera 1909');
    expect(byTitle('Gloria al Padre')).toMatch(/^Gloria al Padre, y al Hijo, y al Espíritu Santo\./);
    expect(byTitle('Descanso eterno')).toMatch(/^Dales, Señor, el descanso eterno,/);
    expect(new Set(poems.map((p) => p.id)).size).toBe(poems.length);

    // In English the English come first; the Spanish are still offered.
    const english: Poem[] = gqlData(await gw.gql(POEMS_Q, {}, family2)).poems;
    expect(english[0]!.language).toBe('en');
    expect(english.map((p) => p.title)).toContain('Padre Nuestro');
  });

  it('every Spanish text fits the card on every template, and prints within the safe area', async () => {
    const person: PrayerPerson = {
      name: 'María Guadalupe Hernández Ortiz',
      dates: '12 de septiembre de 1938 \u2013 14 de marzo de 2026',
      location: 'Mission Dolores Chapel\n3321 16th St, San Francisco, CA 94114',
    };
    const spanish = POEMS.filter((p) => p.language === 'es');
    const longest = [...spanish].sort((a, b) => b.content.length - a.content.length)[0]!;
    for (const template of PRAYER_TEMPLATES) {
      for (const poem of spanish) {
        const pages = inLocale('es', () => templatePages(template, person, poem));
        for (const page of pages)
          expect(pageTextHeight(page), `${template.name}, ${poem.title}`).toBeLessThanOrEqual(PRAYER_PAGE.textHeightLimit);
      }
      const art = await renderTemplateArt(template);
      const pages = inLocale('es', () => templatePages(template, person, longest));
      for (const page of pages.slice(1)) {
        const png = await renderPagePng(page, art.paper);
        expect(await textLeavesSafeArea(png, art.paper), `${template.name}, page ${page.index + 1}`).toBe(false);
      }
    }
  });
});

describe('a card designed in Spanish', () => {
  it("takes the template's fixed texts and the dates in Spanish, keeps them once saved, and answers in Spanish", async () => {
    const chosen = gqlData(await gw.gql(CHOOSE, { opi: OPI.okaforPrivate, id: 5 }, family2, ES)).choosePrayerTemplate;
    expect(chosen.message).toBe('Diseño de estampa seleccionado');
    const p = chosen.card.pages as Page[];
    expect(fieldOf(p, 0, 'frontTitle').text).toBe('Reparad los lirios del campo');
    expect(fieldOf(p, 1, 'heading').text).toBe('En amoroso recuerdo de');
    expect(fieldOf(p, 1, 'name').text).toBe('Samuel Okafor');
    expect(fieldOf(p, 1, 'dates').text).toBe('9 de noviembre de 1950 \u2013 30 de agosto de 2026');
    expect(fieldOf(p, 3, 'verse').text).toBe('Reparad los lirios del campo, cómo crecen.\nMateo 6:28');

    const padreNuestro = POEMS.find((x) => x.title === 'Padre Nuestro')!;
    const saved = gqlData(
      await gw.gql(SAVE, { opi: OPI.okaforPrivate, input: { pages: p.slice(0, 2), poemId: padreNuestro.id } }, family2, ES),
    ).savePrayerCard;
    expect(saved.message).toBe('Estampa conmemorativa guardada');
    expect(saved.card).toMatchObject({ poemId: padreNuestro.id, poemTitle: 'Padre Nuestro' });
    expect(saved.card.poemContent).toMatch(/^Padre nuestro, que estás en el cielo/);

    // Saved in Spanish, the card keeps its words for a reader in English (the arranger who prints it).
    const read = gqlData(await gw.gql(GET, { opi: OPI.okaforPrivate }, family2)).prayerCard;
    expect(fieldOf(read.pages, 1, 'heading').text).toBe('En amoroso recuerdo de');
    expect(fieldOf(read.pages, 3, 'verse').text).toMatch(/^Reparad los lirios/);

    // A refusal in Spanish; the same in English for a client that asks for none.
    const bad = { opi: OPI.okaforPrivate, input: { pages: [], poemId: 9999 } };
    gqlError(await gw.gql(SAVE, bad, family2, ES), 'BAD_USER_INPUT', 'El poema no existe.');
    gqlError(await gw.gql(SAVE, bad, family2), 'BAD_USER_INPUT', 'The poem does not exist.');
  });

  it('a template shown in English still has the English texts', async () => {
    const templates = gqlData(
      await gw.gql(`{ prayerCardTemplates { id pages { index textFields { ${FIELD} } } } }`, {}, family2),
    ).prayerCardTemplates;
    expect(fieldOf(templates[0].pages, 1, 'heading').text).toBe('In Loving Memory of');
    expect(fieldOf(templates[0].pages, 1, 'name').text).toBe('Full Name');
    const es = gqlData(
      await gw.gql(`{ prayerCardTemplates { id pages { index name textFields { ${FIELD} } } } }`, {}, family2, ES),
    ).prayerCardTemplates;
    expect(fieldOf(es[0].pages, 1, 'name').text).toBe('Nombre completo');
    expect(fieldOf(es[0].pages, 0, 'frontTitle').text).toBe('Siempre en nuestro corazón');
    expect(es[0].pages.map((p: { name: string }) => p.name)).toEqual([
      'Portada',
      'Interior izquierdo',
      'Interior derecho',
      'Contraportada',
    ]);
  });

  it('a submitted Spanish card prints: the pages are taken and the PDF is built, with the Spanish message', async () => {
    const body = new FormData();
    const SUBMIT =
      'mutation ($opi: String!, $files: [Upload!]!) { submitPrayerCard(opi: $opi, files: $files) { message card { printURL } } }';
    body.append('operations', JSON.stringify({ query: SUBMIT, variables: { opi: OPI.okaforPrivate, files: [null] } }));
    body.append('map', JSON.stringify({ 0: ['variables.files.0'] }));
    body.append('0', new Blob([new Uint8Array(await solidImage(750, 1275, 'png', '#f4e8e0'))]), 'template_1.png');
    const res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${family2}`, ...ES },
      body,
    });
    const sent = gqlData({ status: res.status, body: (await res.json()) as GqlResponse['body'], headers: res.headers }).submitPrayerCard;
    expect(sent.message).toBe('La estampa conmemorativa se envió correctamente a su asesor funerario');
    expect(sent.card.printURL).toMatch(/\.pdf\?sig=/);
  });
});
