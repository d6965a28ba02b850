/**
 * The public memorial page's query, sent as soon as the HTML has named this script (a kilobyte), not once the app's
 * scripts have arrived and run (two seconds later on a slow phone): the app's first MemorialPage request, with the
 * same variables, is answered by this one (earlyAnswerLink, app/apollo.ts). It imports nothing of the app, so that
 * it waits for none of it. A visitor's variables only: a signed-in person's request differs (signedIn, the token) and
 * is sent by the app as before, so none is sent early for them (it would only share a slow phone's bandwidth).
 */

/** The memorial page's doors (routes.tsx): memories/:opi and memories/:opi/old, then {door}/:fullname/:opi. */
const DOORS = [
  /^\/obituaries\/memories\/([^/]+)(?:\/old)?\/?$/,
  /^\/obituaries\/(?:name|memories|memories-old|share-memories)\/[^/]+\/([^/]+)\/?$/,
];

/**
 * Whether a session is stored: app/session.ts keeps the token under this key, in localStorage or sessionStorage (the
 * early query's test signs in as the app does and expects no early request).
 */
function sessionStored(): boolean {
  try {
    return !!(localStorage.getItem('token') || sessionStorage.getItem('token'));
  } catch {
    return false; // storage disabled by the browser: no session either
  }
}

/** The page's variables for a visitor, as MemorialPage asks them (pageVariables), or null on any other page or when signed in. */
export function earlyPageVariables(pathname: string): Record<string, unknown> | null {
  if (sessionStored()) return null;
  for (const door of DOORS) {
    const opi = door.exec(pathname)?.[1];
    if (!opi) continue;
    let timezone = 'UTC';
    try {
      timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      // as the app's browserTimeZone (app/timezone.ts), which this script cannot import: it would wait for
      // the memorial page's chunk that holds it. The early query's test compares the variables with the app's.
    }
    try {
      return { opi: decodeURIComponent(opi), memoryType: null, signedIn: false, timezone };
    } catch {
      return null;
    }
  }
  return null;
}

/** Sends the page's query (its text as the app's client sends it) when `pathname` is a memorial page. */
export function startEarlyPageQuery(pathname: string, query: string, send: typeof fetch = fetch): EarlyQuery | null {
  const variables = earlyPageVariables(pathname);
  if (!variables) return null;
  const operationName = 'MemorialPage';
  const answer = send('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' },
    body: JSON.stringify({ operationName, variables, query }),
  })
    .then((res) => (res.ok ? res.json() : null))
    .then((body: unknown) =>
      body && typeof body === 'object' && ('data' in body || 'errors' in body) ? (body as Awaited<EarlyQuery['answer']>) : null,
    )
    .catch(() => null);
  return { operationName, variables, answer };
}
