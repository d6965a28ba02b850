import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import type { GqlError, TestGateway } from './gateway.js';

/** A graphql-ws client on the gateway's /graphql socket; dispose it (or the list it is pushed to) after the test. */
export function wsClient(gw: TestGateway, token?: string, track?: Client[]): Client {
  const client = createClient({
    url: `${gw.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
  track?.push(client);
  return client;
}

/**
 * The next value of an iterator. Waits for it as long as it takes, under the test's own timeout: ms only
 * turns a value that never comes into a clear message (a busy machine delays events by seconds, not by this).
 */
export async function nextWithin<T>(it: AsyncIterator<T>, ms = 25_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      it.next(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no result within ${ms} ms`)), ms);
      }),
    ]);
    if (result.done) throw new Error('the operation completed without a result');
    return result.value;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The errors of one operation over the socket: graphql-ws hands over errors
 * found before execution as a thrown list, and execution errors in a result.
 */
export async function wsErrors(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<GqlError[]> {
  const outcome = await nextWithin(client.iterate({ query, variables })).then(
    (r) => r as { errors?: GqlError[] },
    (e: unknown) => e,
  );
  if (Array.isArray(outcome)) return outcome as GqlError[];
  if (outcome && typeof outcome === 'object' && 'errors' in outcome && Array.isArray(outcome.errors)) return outcome.errors;
  throw new Error(`expected errors, got ${outcome instanceof Error ? outcome.message : JSON.stringify(outcome)}`);
}
