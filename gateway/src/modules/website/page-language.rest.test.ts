import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TEXTS, translate } from '@memorial/schema';
import { OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';
import { contract } from '../../test/contract.js';

/**
 * Issue 31: the memorial page's language, set by the family with access and staff in Customize Family Website
 * (GraphQL and the legacy row); the page is then written in it, its kept copies dropped by the change notice.
 */

const SET =
  'mutation ($opi: String!, $language: String) { setPageLanguage(opi: $opi, language: $language) { message pageLanguage decedent { opi pageLanguage } } }';
const READ = 'query ($opi: String!) { decedent(opi: $opi) { pageLanguage } }';
const SAVED_EN = LANGUAGE_TEXTS.pageLanguageSaved;
const SAVED_ES = translate('es', LANGUAGE_TEXTS, 'pageLanguageSaved');
const INVALID_EN = LANGUAGE_TEXTS.languageInvalid;
const INVALID_ES = translate('es', LANGUAGE_TEXTS, 'languageInvalid');
const PAGE = `/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}`;

let gw: TestGateway;
let webDist: string;
let family: string;
let family2: string;
let admin: string;
let staff: string;

beforeAll(async () => {
  // A web build of one page: enough for the gateway to write the page's language into it.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-page-language-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Family Website</title></head><body><div id="root"></div></body></html>',
  );
  gw = await startTestGateway({ env: { WEB_DIST: webDist, WEB_SSR_DIST: '/nonexistent', PAGE_CACHE: 'on' } });
  [family, family2, admin, staff] = await gw.demoLogins();
});
afterAll(async () => {
  await gw?.stop();
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
});

const stored = async (opi = OPI.eleanor) =>
  (await gw.sql<{ page_language: string | null }>('select page_language from decedent where opi = $1', [opi]))[0]!.page_language;
const pageLanguage = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${gw.url}${PAGE}`, { headers });
  expect(res.status).toBe(200);
  return /<html lang="([^"]+)"/.exec(await res.text())?.[1];
};

describe("the memorial page's language, by role", () => {
  it('none at first: each visitor reads the page in their browser language', async () => {
    expect(await stored()).toBeNull();
    expect(gqlData(await gw.gql(READ, { opi: OPI.eleanor }))).toEqual({ decedent: { pageLanguage: null } });
    expect(await pageLanguage()).toBe('en');
    expect(await pageLanguage({ 'accept-language': 'es-MX' })).toBe('es');
  });

  it('the family with access sets it; the page is then written in it (the kept copy dropped)', async () => {
    expect(await pageLanguage({ 'accept-language': 'en' })).toBe('en');
    const saved = gqlData(await gw.gql<any>(SET, { opi: OPI.eleanor, language: 'es' }, family)).setPageLanguage;
    expect(saved).toEqual({ message: SAVED_EN, pageLanguage: 'es', decedent: { opi: OPI.eleanor, pageLanguage: 'es' } });
    expect(await stored()).toBe('es');
    expect(gqlData(await gw.gql(READ, { opi: OPI.eleanor }))).toEqual({ decedent: { pageLanguage: 'es' } });
    await expect.poll(() => pageLanguage({ 'accept-language': 'en' }), { timeout: 5000 }).toBe('es');
    // A visitor's own choice (the switch's cookie) still wins.
    expect(await pageLanguage({ cookie: 'lang=en' })).toBe('en');
  });

  it('staff set it too; null gives the choice back to each visitor', async () => {
    for (const token of [admin, staff]) {
      const saved = gqlData(await gw.gql<any>(SET, { opi: OPI.eleanor, language: 'en' }, token, { 'accept-language': 'es' }));
      expect(saved.setPageLanguage).toMatchObject({ message: SAVED_ES, pageLanguage: 'en' });
      expect(await stored()).toBe('en');
    }
    gqlData(await gw.gql(SET, { opi: OPI.eleanor, language: null }, staff));
    expect(await stored()).toBeNull();
  });

  it('another family and a visitor may not set it, and nothing changes', async () => {
    gqlError(await gw.gql(SET, { opi: OPI.eleanor, language: 'es' }, family2), 'FORBIDDEN');
    gqlError(await gw.gql(SET, { opi: OPI.eleanor, language: 'es' }), 'UNAUTHENTICATED');
    expect(await stored()).toBeNull();
  });

  it('a value other than en or es is refused in plain words, in the caller language, and changes nothing', async () => {
    gqlData(await gw.gql(SET, { opi: OPI.eleanor, language: 'es' }, family));
    for (const language of ['fr', 'ES', 'spanish', ' es']) {
      const error = gqlError(await gw.gql(SET, { opi: OPI.eleanor, language }, family), 'BAD_USER_INPUT');
      expect(error.extensions?.['fieldErrors']).toEqual({ language: INVALID_EN });
    }
    const es = gqlError(await gw.gql(SET, { opi: OPI.eleanor, language: 'fr' }, family, { 'accept-language': 'es' }), 'BAD_USER_INPUT');
    expect(es.extensions?.['fieldErrors']).toEqual({ language: INVALID_ES });
    expect(await stored()).toBe('es');
  });
});

contract('PUT', '/decedent/:id/pageLanguage', () => {
  it('sets it for the family, refuses another family, a visitor and an unknown value', async () => {
    const path = `/decedent/${OPI.eleanor}/pageLanguage`;
    expect(expectRestSuccess(await gw.rest('PUT', path, { language: 'en' }, family), 200, SAVED_EN)).toEqual({ pageLanguage: 'en' });
    expect(await stored()).toBe('en');
    expectRestError(await gw.rest('PUT', path, { language: 'es' }, family2), 403);
    expectRestError(await gw.rest('PUT', path, { language: 'es' }), 401);
    expectRestError(await gw.rest('PUT', path, { language: 'de' }, family), 400, INVALID_EN);
    expectRestError(await gw.rest('PUT', path, { language: 'de' }, family, { 'accept-language': 'es' }), 400, INVALID_ES);
    expect(await stored()).toBe('en');
    expect(expectRestSuccess(await gw.rest('PUT', path, {}, family), 200, SAVED_EN)).toEqual({ pageLanguage: null });
    expect(await stored()).toBeNull();
  });
});
