import { PDFDocument } from 'pdf-lib';
import { LANGUAGE_TEXTS, PRAYER_MESSAGES, translate } from '@memorial/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type GqlResponse, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';
import { solidImage } from '../../test/media.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';

/**
 * A prayer card's own language (issue 31): stored when the card is started (the language named, else the request's),
 * changed only by a save that names another; its fixed texts (heading, dates, template words) and its print PDF follow
 * the card, not the viewer, so a Spanish card reads and prints Spanish for staff in English. Who may set it: the
 * family with access and staff; not another family, not a visitor.
 */

const ES = { 'accept-language': 'es-MX,es;q=0.9' };
const FIELD = 'type subType name text priority font size bold italic underline align line';
const CARD = `language templateId poemTitle printURL pages { index textFields { ${FIELD} } }`;
const CHOOSE = `mutation ($opi: String!, $id: Int!, $language: String) { choosePrayerTemplate(opi: $opi, templateId: $id, language: $language) { message card { ${CARD} } } }`;
const SAVE = `mutation ($opi: String!, $input: PrayerCardInput!) { savePrayerCard(opi: $opi, input: $input) { message card { ${CARD} } } }`;
const GET = `query ($opi: String!) { prayerCard(opi: $opi) { ${CARD} } }`;
const SUBMIT = `mutation ($opi: String!, $files: [Upload!]!) { submitPrayerCard(opi: $opi, files: $files) { message card { ${CARD} } } }`;

type Field = { name: string; text: string };
type Page = { index: number; textFields: Field[] };
const textOf = (pages: Page[], index: number, name: string) =>
  pages.find((p) => p.index === index)!.textFields.find((f) => f.name === name)!.text;

let gw: TestGateway;
let arranger: string;
let family2: string;
let admin: string;
let staff: string;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  gw = await startTestGateway({ env: { SMTP_URL: smtp.url } });
  [arranger, family2, admin, staff] = await gw.demoLogins();
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}/accept`, undefined, family2));
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
});
afterAll(async () => {
  await gw?.stop();
  await smtp?.stop();
});

async function submitFront(opi: string, token: string, headers: Record<string, string> = {}, colour = '#f4e8e0'): Promise<GqlResponse> {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: SUBMIT, variables: { opi, files: [null] } }));
  body.append('map', JSON.stringify({ 0: ['variables.files.0'] }));
  body.append('0', new Blob([new Uint8Array(await solidImage(750, 1275, 'png', colour))]), 'template_1.png');
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}`, ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as GqlResponse['body'], headers: res.headers };
}

describe("a card's language", () => {
  it('is the language the card is started in; its fixed texts and its PDF stay in it for staff reading in English', async () => {
    const before = gqlData(await gw.gql(GET, { opi: OPI.okaforPrivate }, family2, ES)).prayerCard;
    expect(before).toMatchObject({ language: 'es', templateId: null });

    const started = gqlData(await gw.gql(CHOOSE, { opi: OPI.okaforPrivate, id: 5 }, family2, ES)).choosePrayerTemplate.card;
    expect(started.language).toBe('es');
    // Staff, in English, read the card as it was designed: its words are Spanish although nothing was saved yet.
    const read = gqlData(await gw.gql(GET, { opi: OPI.okaforPrivate }, staff)).prayerCard;
    expect(read.language).toBe('es');
    expect(textOf(read.pages, 1, 'heading')).toBe('En amoroso recuerdo de');
    expect(textOf(read.pages, 1, 'dates')).toBe('9 de noviembre de 1950 \u2013 30 de agosto de 2026');
    expect(textOf(read.pages, 3, 'verse')).toMatch(/^Reparad los lirios del campo/);

    // Started again from another template in an English request, naming nothing: still the card's Spanish.
    const again = gqlData(await gw.gql(CHOOSE, { opi: OPI.okaforPrivate, id: 2 }, family2)).choosePrayerTemplate.card;
    expect(again.language).toBe('es');
    expect(textOf(again.pages, 1, 'heading')).toBe('En amoroso recuerdo de');

    // Submitted by staff in English: the print PDF speaks the card's Spanish. The other staff read Spanish.
    const languages = await gw.sql<{ email: string; language: string | null }>('select email, language from app_user');
    await gw.sql("update app_user set language = 'es' where email <> $1", [DEMO.staff]);
    const mailsBefore = smtp.received.length;
    const sent = gqlData(await submitFront(OPI.okaforPrivate, staff)).submitPrayerCard;
    for (const u of languages) await gw.sql('update app_user set language = $2 where email = $1', [u.email, u.language]);
    expect(sent.message).toBe(translate('en', PRAYER_MESSAGES, 'submitted'));
    const pdf = await fetch(`${gw.url}${sent.card.printURL}`);
    expect(pdf.status).toBe(200);
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    // Samuel's name as Spanish writes it: without his title (Mr).
    expect(doc.getTitle()).toBe('Estampa conmemorativa: Samuel Okafor (CS-1000-0002)');
    // Each mail names him as its reader's language does: without a title in Spanish, Mr in English.
    await expect.poll(() => smtp.received.length - mailsBefore).toBeGreaterThan(0);
    const subjects = smtp.received.slice(mailsBefore).map((m) => m.parsed.subject ?? '');
    expect(subjects).toContain('Se envió la estampa conmemorativa de Samuel Okafor');
    expect(subjects.filter((x) => !x.startsWith('Se envió')).every((x) => x === 'Prayer card submitted for Mr Samuel Okafor')).toBe(true);

    // Sent again by an admin in a Spanish request to the staff member on the card, who reads English: Mr, not Sr.
    await gw.sql("update app_user set language = 'en' where email = $1", [DEMO.staff]);
    const againBefore = smtp.received.length;
    gqlData(await submitFront(OPI.okaforPrivate, admin, ES, '#e0e8f4'));
    for (const u of languages) await gw.sql('update app_user set language = $2 where email = $1', [u.email, u.language]);
    const toStaff = () => smtp.received.slice(againBefore).filter((m) => m.to.includes(DEMO.staff));
    await expect.poll(() => toStaff().length).toBeGreaterThan(0);
    const english = toStaff();
    for (const m of english) expect(m.parsed.subject).toBe('Prayer card submitted for Mr Samuel Okafor');
  });

  it('a save naming another language turns the fixed words; what the family wrote stays', async () => {
    const card = gqlData(await gw.gql(GET, { opi: OPI.eleanor }, arranger)).prayerCard;
    expect(card.language).toBe('en');
    expect(textOf(card.pages, 1, 'heading')).toBe('In Loving Memory of');
    const pages = (card.pages as Page[]).map((p) => ({
      index: p.index,
      textFields: p.textFields.map((f) => (f.name === 'frontTitle' ? { ...f, text: 'Para siempre, abuela Eleanor' } : f)),
    }));
    const saved = gqlData(await gw.gql(SAVE, { opi: OPI.eleanor, input: { pages, language: 'es' } }, arranger)).savePrayerCard.card;
    expect(saved.language).toBe('es');
    expect(textOf(saved.pages, 1, 'heading')).toBe('En amoroso recuerdo de');
    expect(textOf(saved.pages, 1, 'dates')).toMatch(/^2 de junio de 1941 \u2013 /);
    expect(textOf(saved.pages, 0, 'frontTitle')).toBe('Para siempre, abuela Eleanor');
    // The poem is the family's choice: it stays English.
    expect(saved.poemTitle).toBe('Remember');
  });

  it('the family with access and staff set it; another family and a visitor may not; only en or es', async () => {
    const set = async (token: string, language: string, headers = {}) =>
      gw.gql(SAVE, { opi: OPI.eleanor, input: { pages: [], language } }, token, headers);
    expect(gqlData(await set(admin, 'en')).savePrayerCard.card.language).toBe('en');
    expect(gqlData(await set(staff, 'es')).savePrayerCard.card.language).toBe('es');
    expect(gqlData(await set(arranger, 'en')).savePrayerCard.card.language).toBe('en');
    gqlError(await set(family2, 'es'), 'FORBIDDEN');
    gqlError(await gw.gql(SAVE, { opi: OPI.eleanor, input: { pages: [], language: 'es' } }), 'UNAUTHENTICATED');
    gqlError(await set(arranger, 'fr'), 'BAD_USER_INPUT', LANGUAGE_TEXTS.languageInvalid);
    gqlError(await set(arranger, 'fr', ES), 'BAD_USER_INPUT', translate('es', LANGUAGE_TEXTS, 'languageInvalid'));
    gqlError(await gw.gql(CHOOSE, { opi: OPI.eleanor, id: 1, language: 'de' }, staff), 'BAD_USER_INPUT', LANGUAGE_TEXTS.languageInvalid);
    // Nothing changed by the refusals.
    expect(gqlData(await gw.gql(GET, { opi: OPI.eleanor }, admin)).prayerCard.language).toBe('en');
  });
});

describe("the card's language on the legacy door", () => {
  it('GET answers it, POST sets it, only en or es, for the family with access', async () => {
    const got = expectRestSuccess(await gw.rest('GET', `/prayer-card/${OPI.eleanor}`, undefined, arranger));
    expect(got.data.language).toBe('en');
    const saved = await gw.rest('POST', `/prayer-card/${OPI.eleanor}`, { language: 'es' }, arranger);
    expect(saved.status, saved.text).toBe(200);
    expect((saved.body as { data: { data: { language: string } } }).data.data.language).toBe('es');
    expectRestError(
      await gw.rest('POST', `/prayer-card/${OPI.eleanor}`, { language: 'fr' }, arranger),
      400,
      LANGUAGE_TEXTS.languageInvalid,
    );
    expectRestError(await gw.rest('POST', `/prayer-card/${OPI.eleanor}`, { language: 'en' }, family2), 403);
  });
});
