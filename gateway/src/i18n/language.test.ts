import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import { expectRestError, gqlError } from '../test/expect.js';
import { Q, shareInput } from '../test/memories.js';
import { namedLocale } from './locale.js';

// Issue 31 item 2: both doors answer in the language Accept-Language asks for among ours; the legacy REST door keeps
// the spec's English for a caller who sends none, or only languages we do not speak.

const ENGLISH = 'Memory title is required';
const SPANISH = 'El título del recuerdo es obligatorio';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const shareUntitled = (headers?: Record<string, string>) =>
  gw.rest('POST', `/memories/${OPI.eleanor}`, shareInput({ title: '  ' }), undefined, headers);

describe('the language of an answer', () => {
  it('REST: English without Accept-Language, or when it names none of ours', async () => {
    expectRestError(await shareUntitled(), 400, ENGLISH);
    expectRestError(await shareUntitled({ 'accept-language': 'fr-FR, de;q=0.8' }), 400, ENGLISH);
    expectRestError(await shareUntitled({ 'accept-language': 'en-US,en;q=0.9,es;q=0.8' }), 400, ENGLISH);
  });

  it('REST: Spanish when the caller asks for it first, a region of it included; the answer varies by it', async () => {
    const answer = await shareUntitled({ 'accept-language': 'es' });
    const body = expectRestError(answer, 400, SPANISH);
    expect(body.fieldErrors).toEqual({ title: SPANISH });
    expect(answer.headers.get('vary')).toMatch(/accept-language/i);
    expectRestError(await shareUntitled({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }), 400, SPANISH);
    expectRestError(await shareUntitled({ 'accept-language': 'fr, es;q=0.5' }), 400, SPANISH);
  });

  it('GraphQL: the same rule, the same texts', async () => {
    const input = { opi: OPI.eleanor, input: shareInput({ title: '' }) };
    gqlError(await gw.gql(Q.share, input), 'BAD_USER_INPUT', ENGLISH);
    gqlError(await gw.gql(Q.share, input, undefined, { 'accept-language': 'es-US' }), 'BAD_USER_INPUT', SPANISH);
    // Nothing was written either way.
    expect(await gw.sql(`select 1 from memory where title = ''`)).toEqual([]);
  });

  it('keeps each request in its own language while both are answered at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        shareUntitled(i % 2 ? { 'accept-language': 'es' } : undefined).then((a) => a.body as { message?: string }),
      ),
    );
    expect(answers.map((a) => a.message)).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 ? SPANISH : ENGLISH)));
  });
});

describe('the language a request names (namedLocale: kept with a shared memory for its sharer’s mail)', () => {
  const named = (header?: string) => namedLocale({ headers: header === undefined ? {} : { 'accept-language': header } } as IncomingMessage);

  it('is the first of ours by preference, a region of it included; none for no header, "*" or only others', () => {
    expect(named('es-MX,es;q=0.9')).toBe('es');
    expect(named('fr-FR, es;q=0.5, en;q=0.4')).toBe('es');
    expect(named('EN-gb')).toBe('en');
    expect(named()).toBeNull();
    expect(named('*')).toBeNull();
    expect(named('fr, de;q=0.8')).toBeNull();
    expect(named('es;q=0')).toBeNull();
  });
});
