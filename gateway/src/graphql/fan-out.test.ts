import { subscribe as listen, unsubscribe as unlisten } from 'node:diagnostics_channel';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { Client } from 'graphql-ws';
import { OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import { gqlData } from '../test/expect.js';
import { wsClient } from '../test/ws.js';
import { eventually } from '../test/memories.js';
import { MEMORY_CHANNEL } from '../modules/memory/memory.changes.js';
import { FAN_OUT_CHANNEL, MAX_BUFFERED, textFrame, type FanOutExecution } from './fan-out.js';

/**
 * The subscription fan-out (fan-out.ts) through the real gateway and real clients: one execution per event for
 * each operation, variables and role; who hears what (family of another decedent, staff); events in order; and
 * a subscriber that stops reading losing its subscription once MAX_BUFFERED of its messages wait unsent.
 */

const SHARE = 'mutation ($opi: String!, $input: ShareMemoryInput!) { shareMemory(opi: $opi, input: $input) { id } }';
const INPUT = {
  memoryType: 2,
  dateOfMemory: '1999-12-31',
  title: 'Fan-out',
  memory: '<p>One event, many sockets.</p>',
  memoryAddingPerson: { firstName: 'Lucas', lastName: 'Reyes', email: 'lucas@example.com' },
  acceptedPolicy: true,
};
const EVENTS = 'subscription ($opi: String) { memoryEvents(opi: $opi) { kind memoryId opi title } }';

type Received = { kind: string; memoryId: number; opi: string; title: string | null };

let gw: TestGateway;
let tokens: Record<'arranger' | 'family2' | 'admin' | 'staff', string>;
let decedentIds: Record<string, number>;
const clients: Client[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  // The slow subscriber below stops reading until the burst is out, which takes longer than the default keep-alive
  // (a ping unanswered by the next one, 24 s at most) on a busy machine; then the gateway would close its socket.
  gw = await startTestGateway({ env: { WS_PING_SECONDS: '600' } });
  const [arranger, family2, admin, staff] = await gw.demoLogins();
  tokens = { arranger, family2, admin, staff };
  decedentIds = Object.fromEntries((await gw.sql<{ id: number; opi: string }>('select id, opi from decedent')).map((d) => [d.opi, d.id]));
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await Promise.all(clients.map((c) => c.dispose()));
  await gw?.stop();
});

/** Events published straight on the channel, as a commit would (one statement: they arrive in this order). */
async function notify(opi: string, memoryIds: number[], title = 'probe') {
  await gw.sql(
    `select pg_notify($1, json_build_object('kind', 'EDITED', 'memoryId', m, 'opi', $2::text, 'decedentId', $3::int, 'status', 'Pending', 'title', $4::text, 'at', now())::text)
       from unnest($5::int[]) as m`,
    [MEMORY_CHANNEL, opi, decedentIds[opi], title, memoryIds],
  );
}

/** A graphql-ws client's subscription, its events collected as they come. */
function follow(token: string, variables: Record<string, unknown>) {
  const client = wsClient(gw, token, clients);
  const events: Received[] = [];
  const errors: unknown[] = [];
  const state = { completed: false };
  client.subscribe<{ memoryEvents: Received }>(
    { query: EVENTS, variables },
    {
      next: (r) => {
        if (r.data) events.push(r.data.memoryEvents);
        else errors.push(r.errors);
      },
      error: (e) => errors.push(e),
      complete: () => {
        state.completed = true;
      },
    },
  );
  return { client, events, errors, state, ids: () => events.map((e) => e.memoryId) };
}

/**
 * Until each follower heard a probe of its decedent (published again while one has not: a subscription has no
 * acknowledgement, and an event published before it is live is not its). Probes have negative memory ids.
 */
let lastProbe = 0;
async function live(followers: Array<{ ids: () => number[] }>, opis: string[]) {
  await eventually(async () => {
    if (followers.every((f) => f.ids().some((id) => id < 0))) return true;
    for (const opi of opis) await notify(opi, [--lastProbe]);
    return false;
  }, 'every subscription live');
}

describe('one execution per event for each query, variables and role', () => {
  it('subscribers with the same query, variables and role share one; another role or variables get their own; another family hears nothing', async () => {
    const seen: FanOutExecution[] = [];
    const record = (m: unknown) => seen.push(m as FanOutExecution);
    listen(FAN_OUT_CHANNEL, record);
    try {
      const admin1 = follow(tokens.admin, {});
      const admin2 = follow(tokens.admin, {});
      const adminEleanor = follow(tokens.admin, { opi: OPI.eleanor });
      const staff = follow(tokens.staff, {});
      const family = follow(tokens.arranger, { opi: OPI.eleanor });
      const otherFamily = follow(tokens.family2, { opi: OPI.okaforPrivate });
      const all = [admin1, admin2, adminEleanor, staff, family, otherFamily];
      await live(all, [OPI.eleanor, OPI.okaforPrivate]);

      const { id } = gqlData(await gw.gql<{ shareMemory: { id: number } }>(SHARE, { opi: OPI.eleanor, input: INPUT })).shareMemory;
      const eleanorFollowers = [admin1, admin2, adminEleanor, staff, family];
      await eventually(() => eleanorFollowers.every((f) => f.ids().includes(id)), 'the submission delivered');
      // Everyone of a group is sent the one result; each group's result is the same event.
      for (const f of eleanorFollowers)
        expect(f.events.find((e) => e.memoryId === id)).toEqual({ kind: 'SUBMITTED', memoryId: id, opi: OPI.eleanor, title: 'Fan-out' });

      const executions = seen
        .filter((s) => (s.event as { memoryId: number }).memoryId === id)
        .map(({ role, variables, subscribers }) => ({ role, variables, subscribers }));
      expect(executions).toHaveLength(4);
      expect(executions).toEqual(
        expect.arrayContaining([
          { role: 'admin', variables: {}, subscribers: 2 },
          { role: 'admin', variables: { opi: OPI.eleanor }, subscribers: 1 },
          { role: 'cl-arranger', variables: {}, subscribers: 1 },
          { role: 'arranger', variables: { opi: OPI.eleanor }, subscribers: 1 },
        ]),
      );

      // The other family's next event is its own decedent's: Eleanor's was never sent to it (events come in order).
      await notify(OPI.okaforPrivate, [-1000]);
      await eventually(() => [otherFamily, admin1, staff].every((f) => f.ids().includes(-1000)), "Samuel's event delivered");
      expect(otherFamily.ids().filter((i) => i > 0)).toEqual([]);
      // Staff following every decedent hear it; the ones following Eleanor do not (their next is Eleanor's).
      await notify(OPI.eleanor, [-1001]);
      await eventually(
        () => [admin1, admin2, adminEleanor, staff, family].every((f) => f.ids().includes(-1001)),
        "Eleanor's next event delivered",
      );
      expect(admin2.ids()).toContain(-1000);
      expect(adminEleanor.ids()).not.toContain(-1000);
      expect(family.ids()).not.toContain(-1000);
      expect(
        seen
          .filter((s) => (s.event as { memoryId: number }).memoryId === -1000)
          .map((s) => s.role)
          .sort(),
      ).toEqual(['admin', 'arranger', 'cl-arranger']);
      for (const f of all) expect(f.errors).toEqual([]);
      await Promise.all(all.map((f) => f.client.dispose()));
    } finally {
      unlisten(FAN_OUT_CHANNEL, record);
    }
  });
});

type RawMessage = { id?: string; type: string; payload?: { data?: { memoryEvents: Received } } };

/** A graphql-transport-ws client by hand (as the fan-out bench's), to stop reading and to see every frame. */
async function rawClient(token: string): Promise<{ ws: WebSocket; messages: RawMessage[]; bytes: Map<string, number> }> {
  const ws = new WebSocket(`${gw.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  sockets.push(ws);
  const messages: RawMessage[] = [];
  const bytes = new Map<string, number>();
  ws.on('message', (data: Buffer) => {
    const m = JSON.parse(data.toString()) as RawMessage;
    messages.push(m);
    if (m.id) bytes.set(m.id, (bytes.get(m.id) ?? 0) + data.length);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
  await eventually(() => messages.some((m) => m.type === 'connection_ack'), 'connection_ack');
  return { ws, messages, bytes };
}

/** The reading subscriber's client: graphql-transport-ws by hand, in a worker thread, handing its ids over every 20 ms. */
const READER = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require('ws');
const ws = new WebSocket(workerData.url, 'graphql-transport-ws');
let ids = [], errors = [], completed = false;
ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: 'Bearer ' + workerData.token } })));
ws.on('message', (data) => {
  const m = JSON.parse(data.toString());
  if (m.type === 'connection_ack') ws.send(JSON.stringify({ id: 'reading', type: 'subscribe', payload: { query: workerData.query } }));
  else if (m.type === 'next' && m.payload.data) ids.push(m.payload.data.memoryEvents.memoryId);
  else if (m.type === 'next' || m.type === 'error') errors.push(m.payload);
  else if (m.type === 'complete') completed = true;
});
ws.on('error', (e) => errors.push(String(e)));
setInterval(() => {
  if (!ids.length && !errors.length && !completed) return;
  parentPort.postMessage({ ids, errors, completed });
  ids = [];
  errors = [];
}, 20);
`;

/**
 * A subscriber that reads as fast as it can, with an event loop of its own as a real client has: a worker thread. Read
 * in the gateway's own loop, it got fewer turns than the gateway writing to it whenever the machine was busy (CI runs
 * two test files at once), fell 4 MiB behind and was cut too.
 */
function readingSubscriber(token: string) {
  const worker = new Worker(READER, {
    eval: true,
    workerData: { url: `${gw.url.replace(/^http/, 'ws')}/graphql`, token, query: EVENTS },
  });
  const ids: number[] = [];
  const errors: unknown[] = [];
  const state = { completed: false };
  worker.on('message', (m: { ids: number[]; errors: unknown[]; completed: boolean }) => {
    ids.push(...m.ids);
    errors.push(...m.errors);
    state.completed ||= m.completed;
  });
  worker.on('error', (e) => errors.push(e));
  return { ids: () => ids, errors, state, stop: () => worker.terminate() };
}

describe('a subscriber that stops reading', () => {
  it(`loses its subscription once ${MAX_BUFFERED / 1024 / 1024} MiB wait unsent, keeps its socket, and can subscribe again; the others get every event in order`, async () => {
    const slow = await rawClient(tokens.staff);
    slow.ws.send(JSON.stringify({ id: 'slow', type: 'subscribe', payload: { query: EVENTS } }));
    const fast = readingSubscriber(tokens.staff);
    const nextsOf = (id: string) =>
      slow.messages.filter((m) => m.id === id && m.type === 'next').map((m) => m.payload!.data!.memoryEvents.memoryId);
    await live([fast, { ids: () => nextsOf('slow') }], [OPI.eleanor]);

    // The slow client stops reading; 10,000 events of about 2 KB each (20 MB) are published in one commit. What
    // the kernel holds for the socket comes on top of MAX_BUFFERED (about 4 MB more: 7.5 KB events were cut at 1,093).
    // The reading client shares this process's event loop with the gateway: between two of the gateway's turns
    // (SOCKETS_PER_TURN writes, 250 events to each of the two) it reads what libuv reads in one poll, up to about
    // 2 MB. With 7.5 KB events a turn wrote 1.9 MB to it, and on a busy CI machine it fell 4 MiB behind and was cut
    // too; 2 KB events make a turn 0.5 MB.
    slow.ws.pause();
    const burst = Array.from({ length: 10_000 }, (_, i) => i + 1);
    await notify(OPI.eleanor, burst, 'x'.repeat(1900));
    await eventually(
      () => fast.ids().includes(burst.length) || fast.state.completed || fast.errors.length > 0,
      'the burst delivered to the reading subscriber',
      60_000,
    );
    expect({ completed: fast.state.completed, errors: fast.errors, received: fast.ids().filter((i) => i > 0).length }).toEqual({
      completed: false,
      errors: [],
      received: burst.length,
    });
    expect(fast.ids().filter((i) => i > 0)).toEqual(burst);
    await fast.stop();

    slow.ws.resume();
    await eventually(
      () => slow.messages.some((m) => m.id === 'slow' && m.type === 'complete'),
      'the slow subscription completed by the gateway',
    );
    const delivered = nextsOf('slow').filter((i) => i > 0);
    // It was cut after more than MAX_BUFFERED had been handed to its socket, and before the end of the burst.
    expect(slow.bytes.get('slow')!).toBeGreaterThan(MAX_BUFFERED);
    expect(delivered.length).toBeLessThan(burst.length);
    expect(delivered).toEqual(burst.slice(0, delivered.length));
    // Nothing follows the completion on that id; the socket is open and a new subscription on it is live.
    const completeAt = slow.messages.findIndex((m) => m.id === 'slow' && m.type === 'complete');
    expect(slow.messages.slice(completeAt + 1).filter((m) => m.id === 'slow')).toEqual([]);
    expect(slow.ws.readyState).toBe(WebSocket.OPEN);
    slow.ws.send(JSON.stringify({ id: 'again', type: 'subscribe', payload: { query: EVENTS } }));
    await live([{ ids: () => nextsOf('again') }], [OPI.eleanor]);
    expect(nextsOf('slow').filter((i) => i > 0)).toEqual(delivered);
  }, 120_000); // beyond its waits: the burst may take up to 60 s to reach the reading subscriber on a busy machine
});

describe('the frames written straight to the TCP socket', () => {
  it('are read by ws as the text messages they hold, in each of the three length encodings', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const head = Buffer.from('{"id":"a1","type":"next","payload":');
    const payloads = [10, 300, 70_000].map((n) => Buffer.from(`{"data":"${'é'.repeat(n)}"}}`));
    server.on('connection', (socket) => {
      const raw = (socket as unknown as { _socket: import('node:net').Socket })._socket;
      for (const p of payloads) raw.write(textFrame(head, p));
    });
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const received: Array<{ text: string; binary: boolean }> = [];
    client.on('message', (data: Buffer, binary: boolean) => received.push({ text: data.toString(), binary }));
    try {
      await eventually(() => received.length === 3, 'three messages');
      expect(received).toEqual(payloads.map((p) => ({ text: Buffer.concat([head, p]).toString(), binary: false })));
    } finally {
      client.terminate();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
