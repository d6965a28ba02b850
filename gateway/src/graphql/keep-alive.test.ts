import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestGateway, type TestGateway } from '../test/gateway.js';
import { eventually } from '../test/memories.js';

/**
 * The WebSocket keep-alive (WS_PING_SECONDS, graphql-ws's pings): a socket that answers stays open however long it
 * is quiet; one that does not answer a ping by the next is closed, so a phone that went away frees its subscriptions.
 */

let gw: TestGateway;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  gw = await startTestGateway({ env: { WS_PING_SECONDS: '0.2' } });
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await gw?.stop();
});

/** A visitor's graphql-transport-ws socket, acknowledged; autoPong false: one that never answers a ping. */
async function socket(autoPong: boolean) {
  const ws = new WebSocket(`${gw.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { autoPong });
  sockets.push(ws);
  const seen = { pings: 0, acked: false, closed: false };
  ws.on('ping', () => {
    seen.pings += 1;
  });
  ws.on('message', (data: Buffer) => {
    if ((JSON.parse(data.toString()) as { type: string }).type === 'connection_ack') seen.acked = true;
  });
  ws.on('close', () => {
    seen.closed = true;
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  await eventually(() => seen.acked, 'connection_ack');
  return { ws, seen };
}

describe('the keep-alive', () => {
  it('closes a socket that does not answer its pings, and keeps one that does', async () => {
    const answering = await socket(true);
    const silent = await socket(false);
    await eventually(() => silent.seen.closed, 'the silent socket closed');
    expect(silent.seen.pings).toBeGreaterThanOrEqual(1);
    // The answering socket outlives several more pings than it took to close the silent one.
    const pingsAtClose = answering.seen.pings;
    await eventually(() => answering.seen.pings >= pingsAtClose + 3, 'three more pings answered');
    expect(answering.seen.closed).toBe(false);
    expect(answering.ws.readyState).toBe(WebSocket.OPEN);
  });
});
