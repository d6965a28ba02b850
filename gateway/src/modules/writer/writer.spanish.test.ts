import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { gqlData, gqlError } from '../../test/expect.js';

/**
 * The writer in Spanish (issue 31): it composes in the request's language (Accept-Language) or the one named
 * (language), through GraphQL and the legacy save-draft row; its messages follow the request; English stays the default.
 */

const Q = {
  preview:
    'query ($opi: String!, $input: ObituaryDraftInput!, $language: String) { obituaryDraftPreview(opi: $opi, input: $input, language: $language) { generatedText } }',
  save: 'mutation ($opi: String!, $input: ObituaryDraftInput!, $language: String) { saveObituaryDraft(opi: $opi, input: $input, language: $language) { message draft { id generatedText } } }',
};

const TOMAS = {
  firstName: 'Tomás',
  lastName: 'Ibarra',
  gender: 'male',
  dateOfBirth: '1938-01-21',
  dateOfDeath: '2017-10-03',
  birthplace: 'Morelia, Michoacán',
  familyMembers: [
    { name: 'Elena', relationship: 'Wife' },
    { name: 'Daniel', relationship: 'Son' },
    { name: 'Irene', relationship: 'Daughter' },
  ],
  writingTone: 'formal',
  length: 'medium',
};
const ES = { 'accept-language': 'es-MX,es;q=0.9' };

let gw: TestGateway;
let arranger: string;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger] = await gw.demoLogins();
});
afterAll(() => gw?.stop());

describe('the writer in Spanish through GraphQL', () => {
  it('composes in Spanish when the request asks for it, in English otherwise', async () => {
    const spanish = gqlData(await gw.gql(Q.preview, { opi: OPI.thomas, input: TOMAS }, arranger, ES)).obituaryDraftPreview.generatedText;
    expect(spanish).toContain('Tomás nació el 21 de enero de 1938 en Morelia, Michoacán.');
    expect(spanish).toContain('falleció el 3 de octubre de 2017, a los 79 años.');
    expect(spanish).toContain('A Tomás le sobreviven su esposa Elena y sus hijos Daniel e Irene.');
    const english = gqlData(await gw.gql(Q.preview, { opi: OPI.thomas, input: TOMAS }, arranger)).obituaryDraftPreview.generatedText;
    expect(english).toContain('October 3, 2017');
    expect(english).not.toContain('nació');
  });

  it('composes in the language named, whatever the request says; refuses one it does not know', async () => {
    const named = gqlData(await gw.gql(Q.preview, { opi: OPI.thomas, input: TOMAS, language: 'es' }, arranger)).obituaryDraftPreview;
    expect(named.generatedText).toContain('21 de enero de 1938');
    const english = gqlData(await gw.gql(Q.preview, { opi: OPI.thomas, input: TOMAS, language: 'en' }, arranger, ES)).obituaryDraftPreview;
    expect(english.generatedText).toContain('January 21, 1938');
    gqlError(
      await gw.gql(Q.preview, { opi: OPI.thomas, input: TOMAS, language: 'fr' }, arranger),
      'BAD_USER_INPUT',
      'Language must be en or es',
    );
    gqlError(
      await gw.gql(Q.preview, { opi: OPI.thomas, input: TOMAS, language: 'fr' }, arranger, ES),
      'BAD_USER_INPUT',
      'El idioma debe ser en o es',
    );
  });

  it('saves a Spanish draft and says so in Spanish; refuses answers in Spanish', async () => {
    const saved = gqlData(await gw.gql(Q.save, { opi: OPI.thomas, input: TOMAS }, arranger, ES)).saveObituaryDraft;
    expect(saved.message).toBe('El borrador se guardó correctamente');
    expect(saved.draft.generatedText).toContain('Tomás nació el 21 de enero de 1938');
    gqlError(
      await gw.gql(Q.save, { opi: OPI.thomas, input: { ...TOMAS, firstName: ' ' } }, arranger, ES),
      'BAD_USER_INPUT',
      'El nombre es obligatorio',
    );
    gqlError(
      await gw.gql(Q.save, { opi: OPI.thomas, input: { ...TOMAS, memorableQuote: 'x'.repeat(501) } }, arranger, ES),
      'BAD_USER_INPUT',
      'Frase para recordar: escriba como máximo 500 caracteres',
    );
  });
});

describe('the legacy save-draft row in Spanish', () => {
  it('composes in Spanish with Accept-Language: es or language, in English without either', async () => {
    const body = { decedentOpId: OPI.thomas, ...TOMAS };
    const spanish = await gw.rest('POST', '/memorialGpt/api/save-draft', body, arranger, ES);
    expect(spanish.status).toBe(201);
    const [first] = (spanish.body as { drafts: { generatedText: string }[] }).drafts;
    expect(first!.generatedText).toContain('Tomás nació el 21 de enero de 1938');
    const named = await gw.rest('POST', '/memorialGpt/api/save-draft', { ...body, language: 'es' }, arranger);
    expect((named.body as { drafts: { generatedText: string }[] }).drafts[0]!.generatedText).toContain('le sobreviven');
    const english = await gw.rest('POST', '/memorialGpt/api/save-draft', body, arranger);
    expect((english.body as { drafts: { generatedText: string }[] }).drafts[0]!.generatedText).toContain('January 21, 1938');
  });

  it('answers its failures in Spanish when asked', async () => {
    const refused = await gw.rest(
      'POST',
      '/memorialGpt/api/save-draft',
      { decedentOpId: OPI.thomas, ...TOMAS, writingTone: 'sad' },
      arranger,
      ES,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, error: 'El tono debe ser Cálido, Formal o Festivo', drafts: [] });
    const missing = await gw.rest('GET', '/memorialGpt/api/drafts?decedentOpId=no-such-opi', undefined, arranger, ES);
    expect(missing.body).toMatchObject({ success: false, error: 'No se pudo cargar el borrador' });
  });
});

describe('a saved draft keeps its language', () => {
  const LIST = 'query ($opi: String!) { obituaryDrafts(opi: $opi) { id language generatedText } }';
  const RESAVE =
    'mutation ($opi: String!, $input: ObituaryDraftInput!, $id: Int, $language: String) { saveObituaryDraft(opi: $opi, input: $input, id: $id, language: $language) { draft { id language generatedText } } }';

  it('is stored and read back; saved again without naming one, it recomposes in its own language', async () => {
    const saved = gqlData(await gw.gql(Q.save, { opi: OPI.thomas, input: TOMAS }, arranger, ES)).saveObituaryDraft.draft;
    // Listed for a reader in English: still a Spanish draft.
    const listed = gqlData(await gw.gql(LIST, { opi: OPI.thomas }, arranger)).obituaryDrafts.find((d: { id: number }) => d.id === saved.id);
    expect(listed).toMatchObject({ id: saved.id, language: 'es' });
    // Opened again and saved from an English screen that names no language: composed in Spanish again.
    const again = gqlData(
      await gw.gql(RESAVE, { opi: OPI.thomas, input: { ...TOMAS, birthplace: 'Uruapan, Michoacán' }, id: saved.id }, arranger),
    ).saveObituaryDraft.draft;
    expect(again).toMatchObject({ id: saved.id, language: 'es' });
    expect(again.generatedText).toContain('Tomás nació el 21 de enero de 1938 en Uruapan, Michoacán.');
    // Naming English turns it English.
    const english = gqlData(await gw.gql(RESAVE, { opi: OPI.thomas, input: TOMAS, id: saved.id, language: 'en' }, arranger, ES))
      .saveObituaryDraft.draft;
    expect(english.language).toBe('en');
    expect(english.generatedText).toContain('January 21, 1938');
    // A new draft in an English request is English.
    const fresh = gqlData(await gw.gql(RESAVE, { opi: OPI.thomas, input: TOMAS }, arranger)).saveObituaryDraft.draft;
    expect(fresh.language).toBe('en');
  });

  it("the legacy rows answer each draft's language", async () => {
    const saved = await gw.rest('POST', '/memorialGpt/api/save-draft', { decedentOpId: OPI.thomas, ...TOMAS, language: 'es' }, arranger);
    expect(saved.status).toBe(201);
    const listed = await gw.rest('GET', `/memorialGpt/api/drafts?decedentOpId=${OPI.thomas}`, undefined, arranger);
    const [last] = (listed.body as { drafts: { language: string; generatedText: string }[] }).drafts;
    expect(last).toMatchObject({ language: 'es' });
    expect(last!.generatedText).toContain('le sobreviven');
  });
});
