import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES, MEMORY_MESSAGES, MESSAGES, t, translate } from '@memorial/schema';
import { OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import { Q, shareInput } from '../test/memories.js';

// A text missing from its namespace (a stale build of schema, a key renamed on one side only) fails by its name, and
// an error handler that meets one still answers the generic JSON 500: no HTML page, no stack trace, no crash.

describe('a text the catalog lacks', () => {
  it('throws an Error naming the namespace and the key, in either language', () => {
    const missing = 'noSuchText' as Parameters<typeof translate<typeof MESSAGES>>[2];
    for (const call of [() => translate('en', MESSAGES, missing), () => translate('es', MESSAGES, missing), () => t(MESSAGES, missing)]) {
      expect(call).toThrow(new Error('No text "noSuchText" in the catalog namespace "messages"'));
    }
  });
});

describe('an error handler whose text is missing (production)', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await gw?.stop();
  });

  /** Runs with the given texts gone from their namespace, as a stale build would have it; puts them back after. */
  async function without<T>(namespace: object, keys: string[], run: () => Promise<T>): Promise<T> {
    const saved = Object.fromEntries(keys.map((key) => [key, (namespace as Record<string, unknown>)[key]]));
    for (const key of keys) delete (namespace as Record<string, unknown>)[key];
    try {
      return await run();
    } finally {
      Object.assign(namespace, saved);
    }
  }

  const malformed = (path: string, language?: string) =>
    fetch(`${gw.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
      body: '{"title": ',
    });

  async function expectGeneric500(answer: Response, message: string) {
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await answer.text();
    expect(text).not.toMatch(/<html|<pre|\bat .+\.(js|ts):\d+/i);
    expect(JSON.parse(text).message).toBe(message);
  }

  it('GraphQL door: the generic 500 in JSON, in the language asked for', async () => {
    await without(INPUT_MESSAGES, ['invalidBody'], async () => {
      await expectGeneric500(await malformed('/graphql'), 'Oops! Something went wrong.');
      await expectGeneric500(await malformed('/graphql', 'es'), '¡Vaya! Algo salió mal.');
    });
  });

  it('REST door: the generic 500 in its envelope', async () => {
    await without(INPUT_MESSAGES, ['invalidBody'], async () => {
      const answer = await malformed(`/api/v1/memories/${OPI.eleanor}`);
      const body = (await answer.clone().json()) as { errors: string[] };
      expect(body.errors).toEqual(['Oops! Something went wrong.']);
      await expectGeneric500(answer, 'Oops! Something went wrong.');
    });
  });

  it('a text missing inside a resolver: the generic error on both doors, in JSON', async () => {
    await without(MEMORY_MESSAGES, ['titleRequired'], async () => {
      const input = shareInput({ title: '' });
      const gql = await gw.gql(Q.share, { opi: OPI.eleanor, input });
      expect(JSON.stringify(gql.body)).not.toMatch(/titleRequired|\bat .+\.(js|ts):\d+/);
      expect(gql.body.errors?.[0]?.message).toBe('Oops! Something went wrong.');
      const rest = await gw.rest('POST', `/memories/${OPI.eleanor}`, input);
      expect(rest.status).toBe(500);
      expect(rest.body).toMatchObject({ message: 'Oops! Something went wrong.' });
    });
  });

  it('the generic text itself missing: the spec English, and the gateway goes on answering', async () => {
    await without(INPUT_MESSAGES, ['invalidBody'], () =>
      without(MESSAGES, ['genericError'], async () => {
        await expectGeneric500(await malformed('/graphql', 'es'), 'Oops! Something went wrong.');
        await expectGeneric500(await malformed(`/api/v1/memories/${OPI.eleanor}`), 'Oops! Something went wrong.');
      }),
    );
    expect((await fetch(`${gw.url}/healthz`)).status).toBe(200);
    const refused = await malformed(`/api/v1/memories/${OPI.eleanor}`);
    expect(refused.status).toBe(400);
  });
});
