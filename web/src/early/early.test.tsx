import { afterEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { matchRoutes } from 'react-router';
import { createApolloClient } from '../app/apollo';
import { MemorialPageDocument } from '../gql/graphql';
import { prefetchMemorialPage } from '../features/memorial/MemorialPage';
import { memorialDecedent, memorialPageData } from '../test/fixtures';
import { signInAs } from '../test/render';
import { server } from '../test/server';
import { BASENAME, routes } from '../routes';
import { earlyPageVariables, startEarlyPageQuery } from './page-query';
import { sentQueryText } from './query-text';

afterEach(() => {
  window.__earlyQuery = undefined;
});

/** What the gateway is asked for MemorialPage (the early script's request and the app's own go through msw alike). */
function pageRequests() {
  const seen: Array<{ query: string; variables: Record<string, unknown> }> = [];
  server.use(
    graphql.query('MemorialPage', ({ query, variables }) => {
      seen.push({ query, variables });
      return HttpResponse.json({ data: memorialPageData(memorialDecedent()) });
    }),
  );
  return seen;
}

describe("the memorial page's early query (the HTML's first script)", () => {
  it("knows the page's doors as the router does, and nothing else", () => {
    const doors = [
      ['/obituaries/name/eleanor-whitmore-obituary/CS-1000-0001', 'CS-1000-0001'],
      ['/obituaries/memories/eleanor-whitmore-obituary/CS-1000-0001/', 'CS-1000-0001'],
      ['/obituaries/memories-old/eleanor-whitmore-obituary/CS-1000-0001', 'CS-1000-0001'],
      ['/obituaries/share-memories/eleanor-whitmore-obituary/CS-1000-0001', 'CS-1000-0001'],
      ['/obituaries/memories/CS-1000-0001', 'CS-1000-0001'],
      ['/obituaries/memories/CS-1000-0001/old', 'CS-1000-0001'],
      ['/obituaries/name/a%20b/CS%2D1', 'CS-1'],
    ] as const;
    for (const [path, opi] of doors) {
      const matched = matchRoutes(routes, path, BASENAME)!;
      expect(matched.at(-1)!.params['opi'], path).toBe(opi);
      expect(earlyPageVariables(path)?.['opi'], path).toBe(opi);
    }
    for (const other of [
      '/obituaries/',
      '/obituaries/name/eleanor-whitmore-obituary/CS-1000-0001/share',
      '/obituaries/app/memories/CS-1000-0001',
      '/obituaries/admin/memories/CS-1000-0001',
      '/obituaries/gallery/file/3',
      '/obituaries/name/x/%E0%A4%A',
    ]) {
      expect(earlyPageVariables(other), other).toBeNull();
    }
  });

  it("asks what the app's client asks for a visitor: the same text and the same variables", async () => {
    const seen = pageRequests();
    const path = '/obituaries/name/eleanor-whitmore-obituary/CS-1000-0001';
    const early = startEarlyPageQuery(path, sentQueryText(MemorialPageDocument), (input, init) =>
      fetch(new URL(String(input), window.location.origin), init),
    )!;
    expect(await early.answer).toMatchObject({ data: { decedent: { opi: 'CS-1000-0001' } } });
    prefetchMemorialPage(createApolloClient(), 'CS-1000-0001');
    await expect.poll(() => seen.length).toBe(2);
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[0]!.variables).toEqual(early.variables);
  });

  it("answers the app's first MemorialPage request, once; then the app asks the gateway itself", async () => {
    const seen = pageRequests();
    const variables = earlyPageVariables('/obituaries/memories/CS-1000-0001')!;
    const data = memorialPageData(memorialDecedent({ fullName: 'Early Whitmore' }));
    window.__earlyQuery = { operationName: 'MemorialPage', variables, answer: Promise.resolve({ data }) };
    const client = createApolloClient();
    const first = await client.query({ query: MemorialPageDocument, variables: variables as never });
    expect(first.data?.decedent).toMatchObject({ fullName: 'Early Whitmore' });
    expect(seen).toEqual([]);
    expect(window.__earlyQuery).toBeUndefined();
    const again = await client.query({ query: MemorialPageDocument, variables: variables as never, fetchPolicy: 'network-only' });
    expect(again.data?.decedent).toMatchObject({ fullName: 'Mrs Eleanor Grace Whitmore' });
    expect(seen).toHaveLength(1);
  });

  it('leaves other variables and a failed early request to the gateway', async () => {
    const seen = pageRequests();
    const variables = earlyPageVariables('/obituaries/memories/CS-1000-0001')!;
    window.__earlyQuery = {
      operationName: 'MemorialPage',
      variables,
      answer: Promise.resolve({ data: memorialPageData(memorialDecedent({ fullName: 'Early Whitmore' })) }),
    };
    const signedIn = await createApolloClient().query({
      query: MemorialPageDocument,
      variables: { ...variables, signedIn: true } as never,
    });
    expect(signedIn.data?.decedent).toMatchObject({ fullName: 'Mrs Eleanor Grace Whitmore' });
    expect(window.__earlyQuery, 'kept for the request it answers').toBeDefined();

    window.__earlyQuery = { operationName: 'MemorialPage', variables, answer: Promise.resolve(null) };
    const failed = await createApolloClient().query({ query: MemorialPageDocument, variables: variables as never });
    expect(failed.data?.decedent).toMatchObject({ fullName: 'Mrs Eleanor Grace Whitmore' });
    expect(seen).toHaveLength(2);
  });

  it('sends nothing for a signed-in person, whose own request differs (signedIn, the token), remembered or not', () => {
    const path = '/obituaries/name/eleanor-whitmore-obituary/CS-1000-0001';
    const sent: unknown[] = [];
    const send = async (...args: unknown[]) => {
      sent.push(args);
      return Response.json({ data: null });
    };
    expect(startEarlyPageQuery(path, 'query', send)).not.toBeNull();
    for (const remember of [false, true]) {
      signInAs('arranger', { remember });
      expect(startEarlyPageQuery(path, 'query', send)).toBeNull();
      localStorage.clear();
      sessionStorage.clear();
    }
    expect(sent).toHaveLength(1);
  });

  it('brings no answer for a gateway error that is not a GraphQL answer, nor for a network failure', async () => {
    const path = '/obituaries/memories/CS-1000-0001';
    const text = sentQueryText(MemorialPageDocument);
    expect(await startEarlyPageQuery(path, text, async () => new Response('Bad Gateway', { status: 502 }))!.answer).toBeNull();
    expect(await startEarlyPageQuery(path, text, async () => Response.json({ hello: 1 }))!.answer).toBeNull();
    expect(await startEarlyPageQuery(path, text, () => Promise.reject(new TypeError('Failed to fetch')))!.answer).toBeNull();
    const refused = { data: null, errors: [{ message: 'private', extensions: { code: 'PRIVATE' } }] };
    expect(await startEarlyPageQuery(path, text, async () => Response.json(refused))!.answer).toEqual(refused);
  });
});
