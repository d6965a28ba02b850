import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientOptions } from 'graphql-ws';
import { FakeWsClient } from '../test/fakeWs';
import { createApolloClient, createWsClient } from './apollo';
import { localeStore } from './i18n';
import { sessionStore } from './session';
import { signInAs } from '../test/render';

// Issue 31: a browser's WebSocket cannot send Accept-Language, so the socket names the language the person reads in
// its connectionParams (the gateway answers its operations in it), and a new language opens a new socket.

vi.mock('graphql-ws', () => ({ createClient: (options: ClientOptions) => ({ options }) }));

afterEach(async () => {
  await localeStore.set('en');
  sessionStorage.clear();
  sessionStore.reload();
});

const paramsOf = async () => {
  const { options } = (await createWsClient()) as unknown as { options: ClientOptions };
  return typeof options.connectionParams === 'function' ? await options.connectionParams() : options.connectionParams;
};

describe('the WebSocket in the chosen language', () => {
  it('names the language in connectionParams, read when the socket opens, beside the token', async () => {
    expect(await paramsOf()).toEqual({ language: 'en' });
    await localeStore.set('es');
    expect(await paramsOf()).toEqual({ language: 'es' });
    signInAs('arranger', { token: 'tok-live' });
    expect(await paramsOf()).toEqual({ authorization: 'Bearer tok-live', language: 'es' });
  });

  it('a new language closes the open socket (it reopens with the new one); the same language again does not', async () => {
    const ws = new FakeWsClient();
    createApolloClient({ wsClient: ws });
    await localeStore.set('es');
    expect(ws.terminated).toBe(1);
    await localeStore.set('es');
    expect(ws.terminated).toBe(1);
  });
});
