import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, LANGUAGE_TEXTS, translate } from '@memorial/schema';
import { DEMO, DEMO_PASSWORD, graphqlRole, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

/**
 * Issue 31: each person's own language, chosen in the profile (GraphQL and the legacy profile rows), read back by
 * me and by sign-in (the app switches to it). A person sets their own only; a visitor has none to set.
 */

const ME = 'query { me { id language } }';
const SAVE = 'mutation ($input: ProfileInput!) { updateProfile(input: $input) { message user { id firstName language isNewUser } } }';
const LOGIN =
  'mutation ($role: Role!, $email: String!, $password: String!) { login(role: $role, email: $email, password: $password) { token language } }';
const INVALID_EN = LANGUAGE_TEXTS.languageInvalid;
const SAVED = ACCOUNT_MESSAGES.profileSaved;
const INVALID_ES = translate('es', LANGUAGE_TEXTS, 'languageInvalid');

let gw: TestGateway;
let arranger: string;
let family2: string;
let admin: string;
let staff: string;
beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, family2, admin, staff] = await gw.demoLogins();
});
afterAll(() => gw?.stop());

const languageOf = async (email: string) =>
  (await gw.sql<{ language: string | null }>('select language from app_user where email = $1', [email]))[0]!.language;
const names = { firstName: 'Margaret', lastName: 'Whitfield' };

describe('the profile language', () => {
  it('is not chosen until the person chooses one', async () => {
    expect(gqlData(await gw.gql(ME, {}, family2))).toEqual({ me: { id: expect.any(Number), language: null } });
  });

  it('each role saves their own, read back by me and at sign-in; absent leaves it, null clears it', async () => {
    const people: [string, string, 'arranger' | 'admin'][] = [
      [arranger, DEMO.arranger, 'arranger'],
      [admin, DEMO.admin, 'admin'],
    ];
    for (const [token, email, role] of people) {
      const me = gqlData(await gw.gql<any>(ME, {}, token)).me;
      const first = (await gw.sql('select first_name, last_name from app_user where email = $1', [email]))[0];
      const input = { firstName: first.first_name, lastName: first.last_name };
      const saved = gqlData(await gw.gql<any>(SAVE, { input: { ...input, language: 'es' } }, token)).updateProfile;
      expect(saved.user).toMatchObject({ id: me.id, language: 'es' });
      expect(await languageOf(email)).toBe('es');
      // Only their own row changed.
      expect(await languageOf(DEMO.family2)).toBeNull();
      const login = gqlData(await gw.gql<any>(LOGIN, { role: graphqlRole(role), email, password: DEMO_PASSWORD })).login;
      expect(login.language).toBe('es');
      gqlData(await gw.gql(SAVE, { input }, token));
      expect(await languageOf(email)).toBe('es');
      gqlData(await gw.gql(SAVE, { input: { ...input, language: null } }, token));
      expect(await languageOf(email)).toBeNull();
    }
    // Staff (the identity provider's door) choose theirs the same way.
    const staffInput = (await gw.sql('select first_name, last_name from app_user where email = $1', [DEMO.staff]))[0];
    const input = { firstName: staffInput.first_name, lastName: staffInput.last_name, language: 'en' };
    expect(gqlData(await gw.gql<any>(SAVE, { input }, staff)).updateProfile.user.language).toBe('en');
    expect(await languageOf(DEMO.staff)).toBe('en');
  });

  it('refuses another value in plain words, in the caller language, and changes nothing', async () => {
    const before = await gw.sql('select first_name, language from app_user where email = $1', [DEMO.family2]);
    const bad = { ...names, language: 'fr' };
    const en = gqlError(await gw.gql(SAVE, { input: bad }, family2), 'BAD_USER_INPUT');
    expect(en.extensions?.['fieldErrors']).toEqual({ language: INVALID_EN });
    const es = gqlError(await gw.gql(SAVE, { input: bad }, family2, { 'accept-language': 'es' }), 'BAD_USER_INPUT');
    expect(es.extensions?.['fieldErrors']).toEqual({ language: INVALID_ES });
    expect(await gw.sql('select first_name, language from app_user where email = $1', [DEMO.family2])).toEqual(before);
  });

  it('refuses another title naming the titles a Spanish reader sees (Sr., Sra. o Srta.); English unchanged', async () => {
    const bad = { ...names, title: 'Dr' };
    const en = gqlError(await gw.gql(SAVE, { input: bad }, family2), 'BAD_USER_INPUT');
    expect(en.extensions?.['fieldErrors']).toEqual({ title: 'Title must be Mr, Mrs or Ms' });
    const es = gqlError(await gw.gql(SAVE, { input: bad }, family2, { 'accept-language': 'es' }), 'BAD_USER_INPUT');
    expect(es.extensions?.['fieldErrors']).toEqual({ title: 'El tratamiento debe ser Sr., Sra. o Srta.' });
  });

  it('a visitor has no profile language to set', async () => {
    gqlError(await gw.gql(SAVE, { input: { ...names, language: 'es' } }), 'UNAUTHENTICATED');
  });
});

describe('the profile language on the legacy rows', () => {
  it('PUT /user/profile saves it; GET /user/details reads it; a body without it keeps it', async () => {
    const first = (await gw.sql('select first_name, last_name from app_user where email = $1', [DEMO.family2]))[0];
    const body = { firstName: first.first_name, lastName: first.last_name };
    const saved = expectRestSuccess(await gw.rest('PUT', '/user/profile', { ...body, language: 'es' }, family2), 200, SAVED);
    expect(saved).toMatchObject({ language: 'es' });
    expectRestSuccess(await gw.rest('PUT', '/user/profile', body, family2), 200, SAVED);
    const details = expectRestSuccess(await gw.rest('GET', '/user/details', undefined, family2));
    expect(details).toMatchObject({ data: { language: 'es' } });
    expectRestSuccess(await gw.rest('PUT', '/user/profile', { ...body, language: '' }, family2), 200, SAVED);
    expect(await languageOf(DEMO.family2)).toBeNull();
  });

  it('a value other than en or es: 400 with the plain message (English unless asked), nothing saved', async () => {
    const body = { ...names, language: 'klingon' };
    expectRestError(await gw.rest('PUT', '/user/profile', body, family2), 400, INVALID_EN);
    expectRestError(await gw.rest('PUT', '/user/profile', body, family2, { 'accept-language': 'es' }), 400, INVALID_ES);
    expect(await languageOf(DEMO.family2)).toBeNull();
  });
});
