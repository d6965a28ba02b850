import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, gqlError } from '../../test/expect.js';

// Issue 31: Find a loved one answers its refusals in the caller's language; English without Accept-Language.

const INDEX = 'query ($home: String!, $search: String) { obituaryIndex(home: $home, search: $search) { total } }';
const SPANISH = { homeMissing: 'La funeraria no existe', searchTooLong: 'La búsqueda debe tener como máximo 100 caracteres' };
const ENGLISH = { homeMissing: 'Funeral home does not exist', searchTooLong: 'Search must be at most 100 characters' };

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.stop());

describe('Find a loved one in Spanish', () => {
  it('GraphQL: an unknown home and a search too long, in Spanish when asked', async () => {
    const es = { 'accept-language': 'es-US,es;q=0.9' };
    gqlError(await gw.gql(INDEX, { home: 'NOPE' }, undefined, es), 'NOT_FOUND', SPANISH.homeMissing);
    gqlError(await gw.gql(INDEX, { home: 'CFS', search: 'w'.repeat(101) }, undefined, es), 'BAD_USER_INPUT', SPANISH.searchTooLong);
    gqlError(await gw.gql(INDEX, { home: 'NOPE' }), 'NOT_FOUND', ENGLISH.homeMissing);
  });

  it('REST: Spanish with accept-language: es, the English without', async () => {
    const path = `/funeral-homes/CFS/obituaries?search=${'w'.repeat(101)}`;
    const spanish = expectRestError(
      await gw.rest('GET', path, undefined, undefined, { 'accept-language': 'es' }),
      400,
      SPANISH.searchTooLong,
    );
    expect(spanish.fieldErrors).toEqual({ search: SPANISH.searchTooLong });
    expectRestError(await gw.rest('GET', path), 400, ENGLISH.searchTooLong);
    expectRestError(
      await gw.rest('GET', '/funeral-homes/NOPE/obituaries', undefined, undefined, { 'accept-language': 'es' }),
      404,
      SPANISH.homeMissing,
    );
  });
});
