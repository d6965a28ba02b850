import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

/**
 * The service program in Spanish (issue 31): a program designed in Spanish downloads with the templates' fixed texts
 * in Spanish (the cover, the order of service, Psalm 23 in the Reina-Valera 1909, the acknowledgement) and the dates
 * in Spanish words; the previews are drawn in Spanish; the answers are in Spanish. English stays as it was.
 */

const ES = { 'accept-language': 'es' };
const CARD = 'opi programCardTemplate { id name previewFrontImageUrl previewBackImageUrl } templateFileUrl';
const CHOOSE = `mutation ($opi: String!, $id: Int!) { chooseProgramTemplate(opi: $opi, templateId: $id) { message programCard { ${CARD} } } }`;
const GET = `query ($opi: String!) { programCard(opi: $opi) { ${CARD} } }`;

let gw: TestGateway;
let arranger: string;

beforeAll(async () => {
  gw = await startTestGateway();
  arranger = await gw.login(DEMO.arranger, 'arranger');
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
});
afterAll(() => gw?.stop());

const download = async (url: string) => {
  const res = await fetch(`${gw.url}${url}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};
/** The document's text, runs joined (a paragraph's runs may split a sentence). */
const documentText = async (data: Buffer) => {
  const xml = await (await JSZip.loadAsync(data)).file('word/document.xml')!.async('string');
  return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ');
};

describe('a program designed in Spanish', () => {
  it('downloads with the fixed texts, the Psalm and the dates in Spanish', async () => {
    const chosen = gqlData(await gw.gql(CHOOSE, { opi: OPI.eleanor, id: 1 }, arranger, ES)).chooseProgramTemplate;
    expect(chosen.message).toBe('Diseño de programa seleccionado');
    const text = await documentText(await download(chosen.programCard.templateFileUrl));
    for (const words of [
      'En amoroso recuerdo',
      'Celebración de una vida',
      'Fecha y hora del servicio',
      'Orden del servicio',
      'Preludio',
      'Primera lectura',
      'Lecturas',
      'Salmo 23',
      'Jehová es mi pastor; nada me faltará.',
      'Portadores del féretro',
      'Agradecimiento',
      'Sepultura',
      '2 de junio de 1941',
      'Eleanor Grace Whitmore',
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/Order of Service|In Loving Memory|Pallbearers|June 2, 1941/);

    // The same card read in English downloads in English, as before.
    const english = gqlData(await gw.gql(GET, { opi: OPI.eleanor }, arranger)).programCard;
    const englishText = await documentText(await download(english.templateFileUrl));
    expect(englishText).toContain('Order of Service');
    expect(englishText).toContain('June 2, 1941');
    expect(englishText).toContain('The Lord is my shepherd; I shall not want.');
  });

  it('draws the previews in Spanish apart from the English ones', async () => {
    const LIST = '{ programCardTemplates(limit: 5, offset: 0) { items { id previewFrontImageUrl } } }';
    const list = async (headers?: Record<string, string>) => {
      const answer = gqlData(await gw.gql(LIST, {}, arranger, headers)).programCardTemplates;
      return answer.items as Array<{ id: number; previewFrontImageUrl: string }>;
    };
    const [es, en] = [await list(ES), await list()];
    expect(es[0]!.previewFrontImageUrl).not.toBe(en[0]!.previewFrontImageUrl);
    const [esPng, enPng] = await Promise.all([download(es[0]!.previewFrontImageUrl), download(en[0]!.previewFrontImageUrl)]);
    expect(esPng.subarray(1, 4).toString()).toBe('PNG');
    expect(esPng.equals(enPng)).toBe(false);
  });

  it('answers its refusals in Spanish', async () => {
    gqlError(await gw.gql(CHOOSE, { opi: OPI.eleanor, id: 99 }, arranger, ES), 'BAD_USER_INPUT', 'El diseño no existe.');
    gqlError(await gw.gql(CHOOSE, { opi: OPI.eleanor, id: 99 }, arranger), 'BAD_USER_INPUT', 'The template does not exist.');
  });
});
