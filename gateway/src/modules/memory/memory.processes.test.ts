import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { ROOT_DIR } from '../../config.js';
import { freePort, spawnGateway, tempDataDir, type ChildGateway } from '../../bench/harness.js';
import { DEMO, OPI, TEST_JWT_SECRET, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { solveCaptcha } from '../../test/captcha.js';
import { expectRestSuccess, gqlData } from '../../test/expect.js';
import { wsClient } from '../../test/ws.js';
import {
  nextEvent as next,
  Q,
  SHARER,
  shareInput,
  untilLive,
  type MemoryEventData as EventData,
  type MemoryEvents as Events,
} from '../../test/memories.js';

/**
 * Live moderation across gateway PROCESSES: the gateway of this test (in the
 * vitest worker) and a second one started as `node gateway/dist/main.js` on
 * the same database. A memory shared through one reaches a WebSocket
 * subscriber of the other, carried by PostgreSQL LISTEN/NOTIFY alone (the two
 * share no memory, no event emitter, no module state).
 */

let inTest: TestGateway;
let child: ChildGateway;
let childDataDir: string;
let staff: string;
let probe: number;
const clients: Client[] = [];

/** The other process, in the shape the test helpers take (its URL). */
const other = () => ({ url: child.url }) as TestGateway;

async function childGql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await fetch(`${child.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

describe('two gateway processes on one database', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    const build = spawnSync(process.execPath, [path.join(ROOT_DIR, 'node_modules/typescript/bin/tsc'), '-b', 'schema', 'gateway'], {
      cwd: ROOT_DIR,
      encoding: 'utf8',
    });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    inTest = await startTestGateway();
    childDataDir = tempDataDir('memory-replica');
    child = await spawnGateway({
      DATABASE_URL: inTest.databaseUrl,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: childDataDir,
      MEDIA_DIR: inTest.config.mediaDir,
      JWT_SECRET: TEST_JWT_SECRET,
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    // Sessions live in the database: a token from one process works on the other.
    staff = await inTest.login(DEMO.staff, 'cl-arranger');
    probe = gqlData(await inTest.gql(Q.share, { opi: OPI.eleanor, input: shareInput({ title: 'probe-0' }) })).shareMemory.id;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    // The child shares the in-test gateway's database: it stops first.
    if (child && child.process.exitCode === null && child.process.signalCode === null) await child.stop();
    await inTest?.stop();
    if (childDataDir) fs.rmSync(childDataDir, { recursive: true, force: true });
  });

  /** Subscribes on one gateway and waits until it is live there, editing the probe memory through the other process. */
  const live = (on: TestGateway, editThrough: (title: string) => Promise<unknown>): Promise<Events> =>
    untilLive(wsClient(on, staff, clients).iterate<EventData>({ query: Q.events, variables: {} }), editThrough);
  const editOnChild = (title: string) => childGql(Q.title, { id: probe, title }, staff);
  const editInTest = async (title: string) => gqlData(await inTest.gql(Q.title, { id: probe, title }, staff));

  it('really is another process on the same data', async () => {
    expect(child.pid).not.toBe(process.pid);
    expect(child.url).not.toBe(inTest.url);
    const written = await childGql<{ shareMemory: { id: number } }>(Q.share, {
      opi: OPI.eleanor,
      input: { ...shareInput({ title: 'Written by the other process' }), captcha: await solveCaptcha(other()) },
    });
    expect(gqlData(await inTest.gql(Q.memory, { id: written.shareMemory.id }, staff)).memory).toMatchObject({
      title: 'Written by the other process',
      status: 'Pending',
    });
  });

  it('a memory shared on the other process (REST) reaches a subscriber connected to the gateway of this test', async () => {
    const events = await live(inTest, editOnChild);
    const res = await fetch(`${child.url}/api/v1/memories/${OPI.eleanor}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...shareInput({ title: 'Shared on the other process' }), captcha: await solveCaptcha(other()) }),
    });
    const text = await res.text();
    const shared = expectRestSuccess(
      { status: res.status, body: JSON.parse(text), headers: res.headers, text },
      201,
      'Successfully shared a memory',
    );
    expect((await next(events)).data).toEqual({
      memoryEvents: { kind: 'SUBMITTED', memoryId: shared.id, opi: OPI.eleanor, status: 'Pending', title: 'Shared on the other process' },
    });
    await events.return?.();
  });

  it('and the reverse: a memory shared on the gateway of this test reaches a subscriber connected to the other process', async () => {
    const events = await live(other(), editInTest);
    const shared = gqlData(
      await inTest.gql(Q.share, { opi: OPI.eleanor, input: shareInput({ title: 'Shared in the test', memoryAddingPerson: SHARER }) }),
    ).shareMemory;
    expect((await next(events)).data).toEqual({
      memoryEvents: { kind: 'SUBMITTED', memoryId: shared.id, opi: OPI.eleanor, status: 'Pending', title: 'Shared in the test' },
    });
    // A decision made on the other process comes back to it too.
    await childGql(Q.status, { id: shared.id, status: 'Accepted' }, staff);
    expect((await next(events)).data?.memoryEvents).toMatchObject({ kind: 'STATUS_CHANGED', memoryId: shared.id, status: 'Accepted' });
    await events.return?.();
  });
});
