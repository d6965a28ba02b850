import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { PRAYER_PAGE } from '@memorial/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type GqlResponse, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';
import { cameraPhoto, isBlue, isRed, pixel, pngBomb, solidImage, twoToneImage, type TestFile } from '../../test/media.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { pageTextHeight } from './layout.js';

/**
 * The prayer card (arrangements-portal 2.6, 3, 4.3, 5, 7.2, 9): templates and poems, choosing a template or
 * uploading a photo, saving pages, submitting the rendered pages (mail through a real SMTP server, the print
 * PDF), the lock, per role, through GraphQL and the legacy REST rows.
 */

// Spec texts, written out on purpose: a change to any of them must show up here.
const SPEC = {
  submitted: 'Prayer Card Submitted Successfully To The Arranger',
  locked: 'This section is now locked. Please contact your arranger for changes.',
  forbidden: 'Unauthorized access Forbidden',
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
  heading: 'In Loving Memory of',
} as const;
// The gateway's own sentences (schema/src/rules/prayer.ts), also written out.
const SAY = {
  chosen: 'Prayer card template selected',
  saved: 'Prayer card saved',
  uploaded: 'Prayer card image uploaded',
  templateFirst: 'Please choose a prayer card template or upload a photo first.',
  templateUnknown: 'The prayer card template does not exist.',
  poemUnknown: 'The poem does not exist.',
  locationUnknown: 'The location must be one of the funeral homes.',
  imageType: 'Only png, jpg and jpeg images are allowed',
  imageRequired: 'Please choose an image to upload.',
  imageTooLarge: 'Max file size allowed is 15 Mb',
  imageUnreadable: 'The image could not be read. Please choose another png or jpg file.',
  coordinates: "The crop (coordinates) must be the x, y, width and height of the crop in the photo's pixels, such as 10,20,187,322.",
  pagesRequired: 'Please send the rendered pages of the card (1 to 4 PNG images).',
  pagesTooMany: 'A prayer card has at most 4 pages.',
  pageName: 'Each page must be named template_1.png to template_4.png.',
  pageTwice: 'Each page may be sent once.',
  font: 'The font must be one of arial, comicsans, couriernew, georgia, helvetica, lucida, playball, cinzel, roboto, robotoslab, lato, martel.',
  size: 'The size must be 12 to 28 or 32.',
  align: 'The alignment must be left, center, right or justify.',
  lockedSet: 'The prayer card is now locked.',
  unlockedSet: 'The prayer card is now unlocked.',
} as const;

const FIELD = 'type subType name text priority font size bold italic underline align line';
const CARD = `opi templateId templateName imageURL isCustom coordinates pages { index name imageURL textFields { ${FIELD} } } poemId poemTitle poemContent finalContent locationId isLocked submittedAt renderedPageURLs printURL lastEditedBy lastEditedAt`;
const GET = `query ($opi: String!) { prayerCard(opi: $opi) { ${CARD} } }`;
const TEMPLATES = `{ prayerCardTemplates { id templateId name type imageURL thumbnailURL pages { index name imageURL textFields { ${FIELD} } } } }`;
const POEMS = '{ poems { id title content author } }';
const LOCATIONS = 'query ($opi: String!) { prayerCardLocations(opi: $opi) { id name address } }';
const CHOOSE = `mutation ($opi: String!, $id: Int!) { choosePrayerTemplate(opi: $opi, templateId: $id) { message card { ${CARD} } } }`;
const SAVE = `mutation ($opi: String!, $input: PrayerCardInput!) { savePrayerCard(opi: $opi, input: $input) { message card { ${CARD} } } }`;
const LOCK = `mutation ($opi: String!, $l: Boolean!) { setPrayerLock(opi: $opi, isLocked: $l) { message card { isLocked } } }`;
const UPLOAD = `mutation ($opi: String!, $file: Upload, $c: String) { uploadPrayerCardImage(opi: $opi, file: $file, coordinates: $c) { message card { ${CARD} } } }`;
const SUBMIT = `mutation ($opi: String!, $files: [Upload!]!) { submitPrayerCard(opi: $opi, files: $files) { message card { ${CARD} } } }`;

let gw: TestGateway;
let smtp: TestSmtp;
let arranger: string, staff: string, admin: string, family2: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  gw = await startTestGateway({ env: { SMTP_URL: smtp.url } });
  [arranger, staff, admin, family2] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.staff, 'cl-arranger'),
    gw.login(DEMO.admin, 'admin'),
    gw.login(DEMO.family2, 'arranger'),
  ]);
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}/accept`, undefined, family2));
});
afterAll(async () => {
  await gw?.stop();
  await smtp?.stop();
});

type Field = { type: string; name: string; text: string; size: number; font: string; align: string; [k: string]: unknown };
type Page = { index: number; name: string; imageURL: string | null; textFields: Field[] };
const fieldOf = (pages: Page[], index: number, name: string) =>
  pages.find((p) => p.index === index)!.textFields.find((f) => f.name === name)!;
/** Pages as the editor sends them back (without the read-only name and image). */
const asInput = (pages: Page[]) => pages.map((p) => ({ index: p.index, textFields: p.textFields }));

async function fetchBytes(url: string, expected = 200): Promise<Buffer> {
  const res = await fetch(`${gw.url}${url}`);
  expect(res.status, url).toBe(expected);
  return Buffer.from(await res.arrayBuffer());
}
const size = async (png: Buffer) => {
  const m = await sharp(png).metadata();
  return [m.format, m.width, m.height];
};
/** A rendered page as the browser makes it: 750 x 1275 PNG. */
const pagePng = (color = '#f4e8e0', width = 750, height = 1275) => solidImage(width, height, 'png', color);
const pages = async (n: number[]) => Promise.all(n.map(async (i) => ({ name: `template_${i}.png`, data: await pagePng() })));

/** A GraphQL multipart request: the operation, the map, then the file parts. */
async function gqlMultipart(
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, TestFile>,
  token?: string,
): Promise<GqlResponse> {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query, variables }));
  const map: Record<string, string[]> = {};
  Object.keys(files).forEach((path, i) => {
    map[String(i)] = [path];
  });
  body.append('map', JSON.stringify(map));
  Object.values(files).forEach((f, i) =>
    body.append(String(i), new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)]), f.name),
  );
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return { status: res.status, body: (await res.json()) as GqlResponse['body'], headers: res.headers };
}
const gqlUpload = (file: TestFile | null, token?: string, c: string | null = null, opi: string = OPI.eleanor) =>
  gqlMultipart(UPLOAD, { opi, file: null, c }, file ? { 'variables.file': file } : {}, token);
const gqlSubmit = (files: TestFile[], token?: string, opi: string = OPI.eleanor) =>
  gqlMultipart(SUBMIT, { opi, files: files.map(() => null) }, Object.fromEntries(files.map((f, i) => [`variables.files.${i}`, f])), token);
function restForm(files: TestFile[], field: string, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files) body.append(field, new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)]), f.name);
  return body;
}
const restSubmit = (files: TestFile[], token?: string, opi: string = OPI.eleanor) =>
  gw.rest('POST', `/prayer-card/${opi}/submit`, restForm(files, 'files'), token);
const restCustom = (files: TestFile[], token?: string, coordinates?: string, opi: string = OPI.eleanor) =>
  gw.rest('POST', `/prayer-card/${opi}/custom`, restForm(files, 'image', coordinates ? { coordinates } : {}), token);
const getCard = async (token: string, opi: string = OPI.eleanor) => gqlData(await gw.gql(GET, { opi }, token)).prayerCard;
const setLock = async (l: boolean, token = admin) => gqlData(await gw.gql(LOCK, { opi: OPI.eleanor, l }, token)).setPrayerLock;

async function loadPdf(url: string) {
  const bytes = await fetchBytes(url);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { bytes, doc: await PDFDocument.load(bytes) };
}
const pageSizes = (doc: PDFDocument) => doc.getPages().map((p) => [p.getWidth(), p.getHeight()]);

describe('templates, poems and locations', () => {
  it('lists at least 8 templates made by the project, each with its art at print resolution, a thumbnail and a four-page layout', async () => {
    const list = gqlData(await gw.gql(TEMPLATES, {}, arranger)).prayerCardTemplates;
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(new Set(list.map((t: { name: string }) => t.name)).size).toBe(list.length);
    expect(list[0]).toMatchObject({ id: 1, templateId: 1, name: 'Garden Roses', type: 'prayer' });
    for (const t of list) {
      expect(await size(await fetchBytes(t.imageURL))).toEqual(['png', 750, 1275]);
      expect(await size(await fetchBytes(t.thumbnailURL))).toEqual(['png', 150, 255]);
      expect(t.pages.map((p: Page) => p.name)).toEqual(['Front Cover', 'Inside Left', 'Inside Right', 'Back Cover']);
      expect(t.pages[0].imageURL).toBe(t.imageURL);
      expect(await size(await fetchBytes(t.pages[1].imageURL))).toEqual(['png', 750, 1275]);
      // The default layout (spec 9): the heading, the poem at fs26, the footer at 'large'.
      expect(fieldOf(t.pages, 1, 'heading')).toMatchObject({ type: 'heading1', text: SPEC.heading });
      expect(fieldOf(t.pages, 1, 'name')).toMatchObject({ type: 'title', text: 'Full Name' });
      expect(fieldOf(t.pages, 2, 'poem')).toMatchObject({ type: 'poem', size: 26 });
      expect(fieldOf(t.pages, 3, 'location')).toMatchObject({ type: 'footer', size: 22 });
      expect(t.pages.flatMap((p: Page) => p.textFields).every((f: Field) => f.text !== undefined && f.font && f.align)).toBe(true);
    }
    // Eight different pictures.
    const fronts = await Promise.all(list.map((t: { imageURL: string }) => fetchBytes(t.imageURL)));
    expect(new Set(fronts.map((b) => b.toString('base64'))).size).toBe(list.length);
    // The art is served behind its signature only.
    await fetchBytes(list[0].imageURL.split('?')[0], 404);
  });

  it('has a library of at least 24 public-domain poems and prayers, and none whose copyright is uncertain', async () => {
    const poems = gqlData(await gw.gql(POEMS, {}, staff)).poems;
    expect(poems.length).toBeGreaterThanOrEqual(24);
    expect(new Set(poems.map((p: { title: string }) => p.title)).size).toBe(poems.length);
    for (const p of poems) expect(p.content.length).toBeGreaterThan(40);
    const titles = poems.map((p: { title: string }) => p.title);
    expect(titles).toEqual(
      expect.arrayContaining(['The Lord Is My Shepherd', 'Crossing the Bar', 'Remember', 'Death Is Nothing at All', "The Lord's Prayer"]),
    );
    expect(poems.find((p: { title: string }) => p.title === 'The Lord Is My Shepherd').content).toMatch(
      /^The Lord is my shepherd; I shall not want\./,
    );
    expect(JSON.stringify(poems)).not.toMatch(/Do not stand at my grave|serenity to accept/i);
  });

  it("the locations are the six funeral homes, the decedent's own first", async () => {
    const homes = gqlData(await gw.gql(LOCATIONS, { opi: OPI.okaforPrivate }, family2)).prayerCardLocations;
    expect(homes).toHaveLength(6);
    expect(homes[0]).toMatchObject({ name: 'Mission Dolores Chapel', address: '3321 16th St, San Francisco, CA 94114' });
    expect(gqlData(await gw.gql(LOCATIONS, { opi: OPI.eleanor }, arranger)).prayerCardLocations[0]).toMatchObject({
      id: 1,
      name: 'Cypress Lawn Funeral Services',
    });
    gqlError(await gw.gql(LOCATIONS, { opi: OPI.eleanor }, family2), 'FORBIDDEN', SPEC.forbidden);
  });

  it('answers nothing to a visitor', async () => {
    gqlError(await gw.gql(TEMPLATES), 'UNAUTHENTICATED');
    gqlError(await gw.gql(POEMS), 'UNAUTHENTICATED');
    gqlError(await gw.gql(LOCATIONS, { opi: OPI.eleanor }), 'UNAUTHENTICATED');
  });
});

describe('roles', () => {
  it('a visitor and another family are refused every field; the family with access, admin and cl-arranger read the card; only staff lock it', async () => {
    const png = await pagePng();
    gqlError(await gw.gql(GET, { opi: OPI.eleanor }), 'UNAUTHENTICATED');
    gqlError(await gw.gql(CHOOSE, { opi: OPI.eleanor, id: 1 }), 'UNAUTHENTICATED');
    gqlError(await gw.gql(SAVE, { opi: OPI.eleanor, input: { pages: [] } }), 'UNAUTHENTICATED');
    gqlError(await gqlUpload({ name: 'p.png', data: png }), 'UNAUTHENTICATED');
    gqlError(await gqlSubmit([{ name: 'template_1.png', data: png }]), 'UNAUTHENTICATED');
    gqlError(await gw.gql(LOCK, { opi: OPI.eleanor, l: true }), 'UNAUTHENTICATED');
    gqlError(await gw.gql(GET, { opi: OPI.eleanor }, family2), 'FORBIDDEN', SPEC.forbidden);
    gqlError(await gw.gql(CHOOSE, { opi: OPI.eleanor, id: 1 }, family2), 'FORBIDDEN', SPEC.forbidden);
    gqlError(await gw.gql(SAVE, { opi: OPI.eleanor, input: { pages: [] } }, family2), 'FORBIDDEN', SPEC.forbidden);
    gqlError(await gqlUpload({ name: 'p.png', data: png }, family2), 'FORBIDDEN', SPEC.forbidden);
    gqlError(await gqlSubmit([{ name: 'template_1.png', data: png }], family2), 'FORBIDDEN', SPEC.forbidden);
    gqlError(await gw.gql(GET, { opi: OPI.okaforPrivate }, arranger), 'PRIVATE', SPEC.privatePage);
    gqlError(await gw.gql(GET, { opi: OPI.missing }, admin), 'NOT_FOUND');
    for (const token of [arranger, admin, staff])
      expect(await getCard(token)).toMatchObject({ opi: OPI.eleanor, templateName: 'Garden Roses', isLocked: false });
    for (const token of [arranger, family2]) gqlError(await gw.gql(LOCK, { opi: OPI.eleanor, l: true }, token), 'FORBIDDEN');
    expect((await getCard(admin)).isLocked).toBe(false);
  });
});

describe('the demo cards', () => {
  it("Eleanor's card: Garden Roses with Rossetti's Remember and Cypress Lawn, filled for her, saved by Maria Lopez, not submitted", async () => {
    const card = await getCard(staff);
    expect(card).toMatchObject({
      templateId: 1,
      templateName: 'Garden Roses',
      isCustom: false,
      poemId: 8,
      poemTitle: 'Remember',
      locationId: 1,
      submittedAt: null,
      printURL: null,
      renderedPageURLs: [],
      lastEditedBy: 'Maria Lopez',
      lastEditedAt: '2026-03-16T17:20:00.000Z',
    });
    expect(fieldOf(card.pages, 1, 'heading').text).toBe(SPEC.heading);
    expect(fieldOf(card.pages, 1, 'name').text).toBe('Eleanor Grace Whitmore');
    expect(fieldOf(card.pages, 1, 'dates').text).toBe('June 2, 1941 \u2013 March 14, 2026');
    expect(fieldOf(card.pages, 2, 'poem').text).toMatch(/^Remember me when I am gone away/);
    expect(fieldOf(card.pages, 3, 'location').text).toBe('Cypress Lawn Funeral Services\n1370 El Camino Real, Colma, CA 94014');
    expect(await size(await fetchBytes(card.imageURL))).toEqual(['png', 750, 1275]);
    // The family sees no stamp.
    expect(await getCard(arranger)).toMatchObject({ lastEditedBy: null, lastEditedAt: null });
  });

  it("Thomas's card was submitted: its four pages and the print PDF (3 landscape letter sheets), for the family and staff, nobody else", async () => {
    const card = await getCard(arranger, OPI.thomas);
    expect(card).toMatchObject({ templateName: 'Calm Sea', poemTitle: 'Crossing the Bar' });
    expect(card.submittedAt).not.toBeNull();
    expect(card.renderedPageURLs).toHaveLength(4);
    for (const url of card.renderedPageURLs) expect(await size(await fetchBytes(url))).toEqual(['png', 750, 1275]);
    const { bytes, doc } = await loadPdf(card.printURL);
    expect(pageSizes(doc)).toEqual([
      [792, 612],
      [792, 612],
      [792, 612],
    ]);
    console.info(`demo print PDF (Thomas Whitmore, 4 pages): ${bytes.length} bytes`);
    await fetchBytes(card.printURL.split('?')[0], 404);
    expect((await getCard(admin, OPI.thomas)).printURL).toMatch(/^\/media\/prayer\/.+\.pdf\?sig=/);
    gqlError(await gw.gql(GET, { opi: OPI.thomas }, family2), 'FORBIDDEN', SPEC.forbidden);
  });
});

describe('choose and save', () => {
  it('a case without a card: no template, no pages; save and submit are refused until a template or photo is chosen', async () => {
    expect(await getCard(family2, OPI.okaforPrivate)).toMatchObject({
      templateId: null,
      templateName: null,
      imageURL: null,
      pages: [],
      isCustom: false,
      printURL: null,
    });
    gqlError(await gw.gql(SAVE, { opi: OPI.okaforPrivate, input: { pages: [] } }, family2), 'BAD_USER_INPUT', SAY.templateFirst);
    gqlError(await gqlSubmit(await pages([1]), family2, OPI.okaforPrivate), 'BAD_USER_INPUT', SAY.templateFirst);
    gqlError(await gw.gql(CHOOSE, { opi: OPI.okaforPrivate, id: 99 }, family2), 'BAD_USER_INPUT', SAY.templateUnknown);
    gqlError(await gw.gql(CHOOSE, { opi: OPI.okaforPrivate, id: 0 }, family2), 'BAD_USER_INPUT', SAY.templateUnknown);
  });

  it("choosing a template fills its layout with the decedent's name, dates and funeral home; saving keeps the family's text and stamps the card", async () => {
    const chosen = gqlData(await gw.gql(CHOOSE, { opi: OPI.okaforPrivate, id: 5 }, family2)).choosePrayerTemplate;
    expect(chosen.message).toBe(SAY.chosen);
    expect(chosen.card).toMatchObject({ templateId: 5, templateName: 'White Lilies', isCustom: false });
    const p = chosen.card.pages as Page[];
    expect(p.map((x) => x.index)).toEqual([0, 1, 2, 3]);
    expect(fieldOf(p, 1, 'heading').text).toBe(SPEC.heading);
    expect(fieldOf(p, 1, 'name').text).toBe('Samuel Okafor');
    expect(fieldOf(p, 1, 'dates').text).toBe('November 9, 1950 \u2013 August 30, 2026');
    expect(fieldOf(p, 3, 'location').text).toMatch(/^Mission Dolores Chapel\n/);

    fieldOf(p, 0, 'frontTitle').text = 'Rest in Peace, Papa';
    const saved = gqlData(
      await gw.gql(SAVE, { opi: OPI.okaforPrivate, input: { pages: asInput(p), poemId: 1, locationId: 4 } }, family2),
    ).savePrayerCard;
    expect(saved.message).toBe(SAY.saved);
    // A chosen poem brings its title and text.
    expect(saved.card).toMatchObject({ poemId: 1, poemTitle: 'The Lord Is My Shepherd', locationId: 4 });
    expect(saved.card.poemContent).toMatch(/^The Lord is my shepherd/);
    expect(fieldOf(saved.card.pages, 0, 'frontTitle').text).toBe('Rest in Peace, Papa');
    // Read back, and staff see who saved it; the summary reads the same record.
    expect(fieldOf((await getCard(family2, OPI.okaforPrivate)).pages, 0, 'frontTitle').text).toBe('Rest in Peace, Papa');
    expect((await getCard(staff, OPI.okaforPrivate)).lastEditedBy).toBe('James Okafor');
    expect((await getCard(family2, OPI.okaforPrivate)).lastEditedBy).toBeNull();
    const summary = gqlData(
      await gw.gql(
        'query ($opi: String!) { arrangementSummary(opi: $opi) { steps { key progress lastEditedBy isStarted } } }',
        { opi: OPI.okaforPrivate },
        admin,
      ),
    );
    expect(summary.arrangementSummary.steps.find((s: { key: string }) => s.key === 'prayerCreation')).toMatchObject({
      isStarted: true,
      progress: 'Template: White Lilies',
      lastEditedBy: 'James Okafor',
    });

    // A page left out keeps its text; an edited poem is kept as the family wrote it; null clears the location.
    const again = gqlData(
      await gw.gql(
        SAVE,
        { opi: OPI.okaforPrivate, input: { pages: [], poemId: 7, poemTitle: 'Crossing the Bar (for Papa)', locationId: null } },
        admin,
      ),
    ).savePrayerCard.card;
    expect(again).toMatchObject({ poemId: 7, poemTitle: 'Crossing the Bar (for Papa)', locationId: null, lastEditedBy: 'Alan Park' });
    expect(again.poemContent).toMatch(/^Sunset and evening star/);
    expect(fieldOf(again.pages, 0, 'frontTitle').text).toBe('Rest in Peace, Papa');
    // The pages not sent follow the new poem and location.
    expect(fieldOf(again.pages, 2, 'poem').text).toMatch(/^Sunset and evening star/);
    expect(fieldOf(again.pages, 2, 'poemTitle').text).toBe('Crossing the Bar (for Papa)');
    expect(fieldOf(again.pages, 3, 'location').text).toMatch(/^Mission Dolores Chapel\n/);
    const moved = gqlData(await gw.gql(SAVE, { opi: OPI.okaforPrivate, input: { pages: [], locationId: 2 } }, family2)).savePrayerCard.card;
    expect(fieldOf(moved.pages, 3, 'location').text).toBe('Arbor Cremation Center\n2130 Junipero Serra Blvd, Daly City, CA 94014');
    expect(fieldOf(moved.pages, 2, 'poemTitle').text).toBe('Crossing the Bar (for Papa)');
  });

  it('refuses fonts, sizes, alignments, lengths, poems, locations and pages outside the rules, naming the field', async () => {
    const card = await getCard(family2, OPI.okaforPrivate);
    const withField = (change: Partial<Field>) => {
      const p = structuredClone(asInput(card.pages));
      Object.assign(p[1]!.textFields[1]!, change);
      return p;
    };
    const save = (input: Record<string, unknown>) => gw.gql(SAVE, { opi: OPI.okaforPrivate, input: { pages: [], ...input } }, family2);
    gqlError(await save({ pages: withField({ font: 'wingdings' }) }), 'BAD_USER_INPUT', SAY.font);
    gqlError(await save({ pages: withField({ size: 30 }) }), 'BAD_USER_INPUT', SAY.size);
    gqlError(await save({ pages: withField({ size: 11 }) }), 'BAD_USER_INPUT', SAY.size);
    gqlError(await save({ pages: withField({ align: 'middle' }) }), 'BAD_USER_INPUT', SAY.align);
    gqlError(
      await save({ pages: withField({ type: 'marquee' }) }),
      'BAD_USER_INPUT',
      'The text field type must be one of title, content, poem, footer, heading1, heading2, textarea, group.',
    );
    gqlError(
      await save({ pages: withField({ text: 'x'.repeat(3001) }) }),
      'BAD_USER_INPUT',
      'The text of a field may be at most 3000 characters.',
    );
    gqlError(await save({ poemTitle: 'x'.repeat(201) }), 'BAD_USER_INPUT', 'The poem title may be at most 200 characters.');
    gqlError(await save({ poemContent: 'x'.repeat(6001) }), 'BAD_USER_INPUT', 'The poem may be at most 6000 characters.');
    gqlError(await save({ poemId: 999 }), 'BAD_USER_INPUT', SAY.poemUnknown);
    gqlError(await save({ locationId: 7 }), 'BAD_USER_INPUT', SAY.locationUnknown);
    gqlError(await save({ templateId: 42 }), 'BAD_USER_INPUT', SAY.templateUnknown);
    gqlError(await save({ coordinates: 'left' }), 'BAD_USER_INPUT', SAY.coordinates);
    gqlError(
      await save({ pages: [{ index: 4, textFields: [] }] }),
      'BAD_USER_INPUT',
      'The page must be 0 to 3 (Front Cover, Inside Left, Inside Right, Back Cover).',
    );
    gqlError(
      await save({
        pages: [
          { index: 1, textFields: [] },
          { index: 1, textFields: [] },
        ],
      }),
      'BAD_USER_INPUT',
      SAY.pageTwice,
    );
    // Nothing of these was stored.
    expect(await getCard(family2, OPI.okaforPrivate)).toMatchObject({ poemId: 7, locationId: 2 });
  });
});

describe('the custom photo', () => {
  it('takes a png or jpeg by its content, keeps the crop at 187:322 and print height, and stores the coordinates', async () => {
    const photo = await solidImage(1200, 1600, 'jpeg', '#6a8caf');
    const up = gqlData(
      await gqlUpload({ name: 'grandpa.jpeg', data: photo }, family2, '100,200,374,644', OPI.okaforPrivate),
    ).uploadPrayerCardImage;
    expect(up.message).toBe(SAY.uploaded);
    expect(up.card).toMatchObject({ isCustom: true, templateId: null, templateName: 'Your Own Photo', coordinates: '100,200,374,644' });
    expect(await size(await fetchBytes(up.card.imageURL))).toEqual(['jpeg', 740, 1275]);
    await fetchBytes(up.card.imageURL.split('?')[0], 404);
    // The layout of a photo card: the photo alone on the front, the rest filled for the decedent.
    expect(up.card.pages[0]).toMatchObject({ index: 0, imageURL: up.card.imageURL, textFields: [] });
    expect(fieldOf(up.card.pages, 1, 'name').text).toBe('Samuel Okafor');
    // A png under a .bin name is a png; without coordinates the centre is kept.
    const png = gqlData(await gqlUpload({ name: 'photo.bin', data: await solidImage(800, 800, 'png') }, family2, null, OPI.okaforPrivate))
      .uploadPrayerCardImage.card;
    expect(await size(await fetchBytes(png.imageURL))).toEqual(['png', 740, 1275]);
    // The earlier photo is gone from the store.
    await fetchBytes(up.card.imageURL, 404);
  });

  it("crops where the family put the frame, on the photo as it is shown (EXIF orientation applied), and drops the camera's metadata", async () => {
    // Red on the left half, blue on the right: a frame on the right half keeps blue only.
    const right = gqlData(
      await gqlUpload({ name: 'two.png', data: await twoToneImage(400, 300) }, family2, '220,0,170,293', OPI.okaforPrivate),
    ).uploadPrayerCardImage.card;
    const rightPng = await fetchBytes(right.imageURL);
    for (const [x, y] of [
      [20, 20],
      [370, 640],
      [720, 1250],
    ] as const)
      expect(isBlue(await pixel(rightPng, x, y))).toBe(true);
    // A phone photo stored on its side (orientation 6): shown 40 x 60 with red on the right; the frame on the right is red top to bottom.
    const turned = gqlData(await gqlUpload({ name: 'phone.jpg', data: await cameraPhoto() }, family2, '20,0,20,60', OPI.okaforPrivate))
      .uploadPrayerCardImage.card;
    const turnedJpg = await fetchBytes(turned.imageURL);
    for (const [x, y] of [
      [370, 60],
      [370, 1200],
    ] as const)
      expect(isRed(await pixel(turnedJpg, x, y))).toBe(true);
    const meta = await sharp(turnedJpg).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([740, 1275]);
    // A photo card is submitted and printed like any other.
    const sent = gqlData(await gqlSubmit(await pages([1, 2, 3, 4]), family2, OPI.okaforPrivate)).submitPrayerCard;
    expect(sent.message).toBe(SPEC.submitted);
    expect(pageSizes((await loadPdf(sent.card.printURL)).doc)).toHaveLength(3);
  });

  it('refuses other files, a broken image, a bad crop and an oversize file with plain sentences', async () => {
    const upload = (data: Buffer | string, name = 'photo.jpg', c: string | null = null) =>
      gqlUpload({ name, data }, family2, c, OPI.okaforPrivate);
    gqlError(await upload(await solidImage(40, 40, 'gif'), 'photo.png'), 'BAD_USER_INPUT', SAY.imageType);
    gqlError(await upload('just some text', 'photo.jpg'), 'BAD_USER_INPUT', SAY.imageType);
    gqlError(await upload(Buffer.alloc(0)), 'BAD_USER_INPUT', SAY.imageType);
    gqlError(
      await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)])),
      'BAD_USER_INPUT',
      SAY.imageUnreadable,
    );
    gqlError(await upload(await solidImage(100, 100, 'jpeg'), 'a.jpg', '1,2,3'), 'BAD_USER_INPUT', SAY.coordinates);
    gqlError(await gqlUpload(null, family2, null, OPI.okaforPrivate), 'BAD_USER_INPUT', SAY.imageRequired);
    // A decompression bomb (100 megapixels in a few kilobytes) is never decoded.
    gqlError(await upload(pngBomb(), 'bomb.png'), 'BAD_USER_INPUT', SAY.imageUnreadable);
    const big = Buffer.concat([await solidImage(100, 100, 'jpeg'), Buffer.alloc(15 * 1_048_576)]);
    gqlError(await upload(big), 'BAD_USER_INPUT', SAY.imageTooLarge);
    expectRestError(await restCustom([{ name: 'big.jpg', data: big }], family2, undefined, OPI.okaforPrivate), 400, SAY.imageTooLarge);
  });
});

describe('submit and print', () => {
  it('the family submits the four rendered pages: stored, the print PDF built, the arranger mailed through SMTP, the spec message', async () => {
    const before = smtp.received.length;
    const sent = gqlData(await gqlSubmit(await pages([1, 2, 3, 4]), arranger)).submitPrayerCard;
    expect(sent.message).toBe(SPEC.submitted);
    expect(sent.card.submittedAt).not.toBeNull();
    expect(sent.card.renderedPageURLs).toHaveLength(4);
    for (const url of sent.card.renderedPageURLs) expect(await size(await fetchBytes(url))).toEqual(['png', 750, 1275]);
    // Outside, inside and the back sheet of 8 copies, on landscape letter.
    const { doc } = await loadPdf(sent.card.printURL);
    expect(pageSizes(doc)).toEqual([
      [792, 612],
      [792, 612],
      [792, 612],
    ]);
    // An English card's print names her with her English title.
    expect(doc.getTitle()).toBe('Prayer card: Mrs Eleanor Grace Whitmore (CS-1000-0001)');
    // Mailed to the staff on the case (Maria Lopez saved the card), through the real SMTP server.
    await expect.poll(() => smtp.received.length - before).toBeGreaterThan(0);
    const mails = smtp.received.slice(before);
    expect(mails.flatMap((m) => m.to)).toContain(DEMO.staff);
    expect(mails[0]!.parsed.subject).toBe('Prayer card submitted for Mrs Eleanor Grace Whitmore');
    expect(mails[0]!.parsed.text).toContain('Catherine Reyes submitted the prayer card of Mrs Eleanor Grace Whitmore (CS-1000-0001)');
    expect(mails[0]!.parsed.text).toContain('/admin/CS-1000-0001/prayerCreation');
    // Family and staff get the PDF; the other family gets nothing.
    for (const token of [arranger, admin, staff]) expect((await getCard(token)).printURL).toMatch(/\.pdf\?sig=/);
    gqlError(await gw.gql(GET, { opi: OPI.eleanor }, family2), 'FORBIDDEN');
  });

  it('the PDF has only the sheets of the pages sent', async () => {
    const inside = gqlData(await gqlSubmit(await pages([2, 3]), arranger)).submitPrayerCard.card;
    expect(pageSizes((await loadPdf(inside.printURL)).doc)).toEqual([[792, 612]]);
    const back = gqlData(await gqlSubmit(await pages([4]), staff)).submitPrayerCard.card;
    expect(pageSizes((await loadPdf(back.printURL)).doc)).toEqual([
      [792, 612],
      [792, 612],
    ]);
    // The earlier submission's files are gone.
    await fetchBytes(inside.printURL, 404);
    expect(back.lastEditedBy).toBe('Maria Lopez');
  });

  it('refuses missing, extra, misnamed, repeated, non-PNG, wrongly shaped and oversize pages', async () => {
    const png = await pagePng();
    gqlError(await gqlSubmit([], arranger), 'BAD_USER_INPUT', SAY.pagesRequired);
    gqlError(await gqlSubmit(await pages([1, 2, 3, 4, 1]), arranger), 'BAD_USER_INPUT', SAY.pagesTooMany);
    gqlError(await gqlSubmit([{ name: 'page1.png', data: png }], arranger), 'BAD_USER_INPUT', SAY.pageName);
    gqlError(await gqlSubmit([{ name: 'template_5.png', data: png }], arranger), 'BAD_USER_INPUT', SAY.pageName);
    gqlError(
      await gqlSubmit(
        [
          { name: 'template_1.png', data: png },
          { name: 'template_1.png', data: png },
        ],
        arranger,
      ),
      'BAD_USER_INPUT',
      SAY.pageTwice,
    );
    gqlError(
      await gqlSubmit([{ name: 'template_1.png', data: await solidImage(750, 1275, 'jpeg') }], arranger),
      'BAD_USER_INPUT',
      'template_1.png is not a PNG image.',
    );
    gqlError(
      await gqlSubmit([{ name: 'template_2.png', data: Buffer.concat([png.subarray(0, 40)]) }], arranger),
      'BAD_USER_INPUT',
      'template_2.png is not a PNG image.',
    );
    gqlError(
      await gqlSubmit([{ name: 'template_3.png', data: await pagePng('#fff', 1275, 750) }], arranger),
      'BAD_USER_INPUT',
      "template_3.png must be a portrait page of the card's shape, 2.5 x 4.25 in (750 x 1275 px).",
    );
    gqlError(
      await gqlSubmit([{ name: 'template_1.png', data: Buffer.concat([png, Buffer.alloc(8 * 1_048_576)]) }], arranger),
      'BAD_USER_INPUT',
      'template_1.png is larger than 8 Mb.',
    );
    expectRestError(await restSubmit([{ name: 'template_1.png', data: 'not a png' }], arranger), 400, 'template_1.png is not a PNG image.');
    // A bomb of the page's shape: refused before its pixels are decoded.
    gqlError(
      await gqlSubmit([{ name: 'template_4.png', data: pngBomb(6000, 10200) }], arranger),
      'BAD_USER_INPUT',
      'template_4.png is too large: a page is at most 3000 x 5100 px (four times print resolution).',
    );
  });

  it('a change after submitting makes the submission stale: no print until the family submits again', async () => {
    const card = await getCard(arranger);
    expect(card.printURL).not.toBeNull();
    const saved = gqlData(await gw.gql(SAVE, { opi: OPI.eleanor, input: { pages: [] } }, arranger)).savePrayerCard.card;
    expect(saved).toMatchObject({ submittedAt: null, printURL: null, renderedPageURLs: [] });
    await fetchBytes(card.printURL, 404);
  });
});

describe('the lock', () => {
  it('locked by staff: choose, upload, save and submit are refused for the family and for staff, until staff unlock it', async () => {
    expect(await setLock(true)).toMatchObject({ message: SAY.lockedSet, card: { isLocked: true } });
    try {
      const png = await pagePng();
      for (const token of [arranger, admin, staff]) {
        expect((await getCard(token)).isLocked).toBe(true);
        gqlError(await gw.gql(CHOOSE, { opi: OPI.eleanor, id: 2 }, token), 'LOCKED', SPEC.locked);
        gqlError(await gw.gql(SAVE, { opi: OPI.eleanor, input: { pages: [] } }, token), 'LOCKED', SPEC.locked);
        gqlError(await gqlUpload({ name: 'p.png', data: png }, token), 'LOCKED', SPEC.locked);
        gqlError(await gqlSubmit([{ name: 'template_1.png', data: png }], token), 'LOCKED', SPEC.locked);
      }
      expectRestError(await gw.rest('POST', `/prayer-card/${OPI.eleanor}`, { templateId: 2 }, arranger), 423, SPEC.locked);
      expectRestError(await restSubmit([{ name: 'template_1.png', data: png }], staff), 423, SPEC.locked);
      expectRestError(await restCustom([{ name: 'p.png', data: png }], admin), 423, SPEC.locked);
      const summary = gqlData(
        await gw.gql('query ($opi: String!) { arrangementSummary(opi: $opi) { steps { key isLocked } } }', { opi: OPI.eleanor }, arranger),
      );
      expect(summary.arrangementSummary.steps.find((s: { key: string }) => s.key === 'prayerCreation').isLocked).toBe(true);
      // The family cannot open it again.
      gqlError(await gw.gql(LOCK, { opi: OPI.eleanor, l: false }, arranger), 'FORBIDDEN');
    } finally {
      expect(await setLock(false, staff)).toMatchObject({ message: SAY.unlockedSet, card: { isLocked: false } });
    }
    expect(gqlData(await gw.gql(CHOOSE, { opi: OPI.eleanor, id: 2 }, staff)).choosePrayerTemplate.card.templateName).toBe('Dove at Dawn');
  });
});

contract('GET', '/prayer-card/templates', () => {
  it('answers data.data with the templates (id, name, imageURL and the layout); 401 without a session', async () => {
    const data = expectRestSuccess(await gw.rest('GET', '/prayer-card/templates', undefined, arranger)).data;
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(data[0]).toMatchObject({ id: 1, name: 'Garden Roses', type: 'prayer' });
    expect(data[0].imageURL).toMatch(/^\/media\/prayer-templates\/.+\.png\?sig=/);
    expect(data[0].pages).toHaveLength(4);
    expectRestError(await gw.rest('GET', '/prayer-card/templates'), 401);
  });
});

contract('GET', '/poems', () => {
  it('answers data.data with the poems', async () => {
    const data = expectRestSuccess(await gw.rest('GET', '/poems', undefined, staff)).data;
    expect(data.length).toBeGreaterThanOrEqual(24);
    expect(Object.keys(data[0]).sort()).toEqual(['author', 'content', 'id', 'title']);
    expectRestError(await gw.rest('GET', '/poems'), 401);
  });
});

contract('GET', '/prayer-card/:opi', () => {
  it('answers data.data with the card (pages and poem fields); 401, 403 and 404 otherwise', async () => {
    const data = expectRestSuccess(await gw.rest('GET', `/prayer-card/${OPI.thomas}`, undefined, arranger)).data;
    expect(data).toMatchObject({ opi: OPI.thomas, templateName: 'Calm Sea', poemTitle: 'Crossing the Bar', isLocked: false });
    expect(data.pages).toHaveLength(4);
    expect(data.printURL).toMatch(/\.pdf\?sig=/);
    expectRestError(await gw.rest('GET', `/prayer-card/${OPI.thomas}`), 401);
    expectRestError(await gw.rest('GET', `/prayer-card/${OPI.thomas}`, undefined, family2), 403, SPEC.forbidden);
    expectRestError(await gw.rest('GET', `/prayer-card/${OPI.okaforPrivate}`, undefined, arranger), 403, SPEC.privatePage);
    expectRestError(await gw.rest('GET', `/prayer-card/${OPI.missing}`, undefined, admin), 404);
  });
});

contract('POST', '/prayer-card/:opi', () => {
  it('takes the legacy body (templateId, page with textFields, poem, poemTitle, poemContent, finalContent, coordinates) and saves it', async () => {
    const body = {
      templateId: 1,
      page: {
        index: 1,
        textFields: [
          {
            type: 'heading1',
            name: 'heading',
            text: SPEC.heading,
            priority: 1,
            font: 'playball',
            size: 'large',
            bold: false,
            italic: false,
            underline: false,
            align: 'center',
          },
          {
            type: 'title',
            name: 'name',
            text: 'Eleanor "Nell" Whitmore',
            priority: 2,
            font: 'cinzel',
            size: '28',
            bold: true,
            align: 'center',
          },
        ],
      },
      poem: { id: 12, title: 'Hope Is the Thing with Feathers', content: 'Hope is the thing with feathers' },
      finalContent: '<p>Hope is the thing with feathers</p>',
      coordinates: '0,0,187,322',
    };
    const data = expectRestSuccess(await gw.rest('POST', `/prayer-card/${OPI.eleanor}`, body, arranger), 200, SAY.saved).data;
    expect(data).toMatchObject({
      templateId: 1,
      templateName: 'Garden Roses',
      poemId: 12,
      poemTitle: 'Hope Is the Thing with Feathers',
      poemContent: 'Hope is the thing with feathers',
      finalContent: '<p>Hope is the thing with feathers</p>',
      coordinates: '0,0,187,322',
    });
    expect(fieldOf(data.pages, 1, 'heading')).toMatchObject({ size: 22, font: 'playball' });
    expect(fieldOf(data.pages, 1, 'name')).toMatchObject({ text: 'Eleanor "Nell" Whitmore', size: 28, bold: true });
    // The other pages keep the template's layout: the poem at fs26 or the size under it that fits the text box.
    expect(fieldOf(data.pages, 2, 'poem').size).toBeLessThanOrEqual(26);
    expect(pageTextHeight(data.pages.find((p: Page) => p.index === 2))).toBeLessThanOrEqual(PRAYER_PAGE.textHeightLimit);
    // The poem class fs26 is a size too.
    const fs = expectRestSuccess(
      await gw.rest(
        'POST',
        `/prayer-card/${OPI.eleanor}`,
        { page: { index: 2, textFields: [{ type: 'poem', name: 'poem', text: 'Hope', size: 'fs26' }] } },
        arranger,
      ),
      200,
      SAY.saved,
    ).data;
    expect(fieldOf(fs.pages, 2, 'poem')).toMatchObject({ size: 26, font: 'georgia', align: 'center' });
  });

  it('answers a plain 400 for what the rules refuse and for a body of the wrong shape, never a 500', async () => {
    const post = (body: unknown) => gw.rest('POST', `/prayer-card/${OPI.eleanor}`, body, arranger);
    expectRestError(await post({ page: { textFields: [{ name: 'x', text: 'x', font: 'wingdings' }] } }), 400, SAY.font);
    expectRestError(await post({ page: { textFields: [{ name: 'x', text: 'x', size: 'huge' }] } }), 400, SAY.size);
    expectRestError(await post({ templateId: 'roses' }), 400, SAY.templateUnknown);
    expectRestError(await post({ poemId: 1000 }), 400, SAY.poemUnknown);
    expectRestError(await post({ locationId: 'x' }), 400, SAY.locationUnknown);
    expectRestError(await post({ pages: 'all' }), 400, 'Invalid request body');
    expectRestError(await post({ page: { textFields: [{ text: { html: 1 } }] } }), 400, 'Invalid request body');
    expectRestError(await post({ page: { textFields: [{ text: 'x', bold: 'very' }] } }), 400, 'Invalid request body');
    expectRestError(await gw.rest('POST', `/prayer-card/${OPI.eleanor}`, { templateId: 1 }, family2), 403, SPEC.forbidden);
    expectRestError(await gw.rest('POST', `/prayer-card/${OPI.eleanor}`, { templateId: 1 }), 401);
  });
});

contract('POST', '/prayer-card/:opi/custom', () => {
  it('takes a multipart image with the crop coordinates', async () => {
    const data = expectRestSuccess(
      await restCustom([{ name: 'Nana.png', data: await solidImage(600, 900, 'png', '#c9a') }], arranger, '10,20,374,644'),
      200,
      SAY.uploaded,
    ).data;
    expect(data).toMatchObject({ isCustom: true, coordinates: '10,20,374,644' });
    expectRestError(await restCustom([{ name: 'Nana.png', data: 'text' }], staff), 400, SAY.imageType);
    expectRestError(await restCustom([], arranger), 400, SAY.imageRequired);
    expectRestError(await restCustom([{ name: 'Nana.png', data: await solidImage(60, 90, 'png') }]), 401);
    expectRestError(await restCustom([{ name: 'Nana.png', data: await solidImage(60, 90, 'png') }], family2), 403, SPEC.forbidden);
  });
});

contract('POST', '/prayer-card/:opi/submit', () => {
  it('takes the pages in field files (template_{n}.png) and answers the spec message', async () => {
    const data = expectRestSuccess(await restSubmit(await pages([1, 2, 3, 4]), arranger), 200, SPEC.submitted).data;
    expect(data.renderedPageURLs).toHaveLength(4);
    expect(pageSizes((await loadPdf(data.printURL)).doc)).toHaveLength(3);
    expectRestError(await restSubmit([], arranger), 400, SAY.pagesRequired);
    expectRestError(await restSubmit(await pages([1]), family2), 403, SPEC.forbidden);
    expectRestError(await restSubmit(await pages([1])), 401);
  });
});
