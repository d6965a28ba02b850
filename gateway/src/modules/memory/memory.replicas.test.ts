import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { SignJWT, decodeJwt } from 'jose';
import { DEMO, OPI, TEST_JWT_SECRET, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestSuccess, gqlData } from '../../test/expect.js';
import { nextWithin, wsClient, wsErrors } from '../../test/ws.js';
import {
  nextEvent as next,
  Q,
  setStatus,
  share,
  untilLive,
  type MemoryEventData as EventData,
  type MemoryEvents as Events,
} from '../../test/memories.js';

/**
 * Live moderation across gateway replicas: two gateway processes on one
 * database, events carried by PostgreSQL LISTEN/NOTIFY. A subscriber on one
 * replica sees what is committed through the other; the family sees its own
 * decedent only; sockets are refused without a usable token and closed (4401)
 * when the token expires.
 */

let a: TestGateway;
let b: TestGateway;
const clients: Client[] = [];
let tokens: { staff: string; arranger: string; family2: string };

beforeAll(async () => {
  a = await startTestGateway();
  b = await startTestGateway({ database: a });
  // Sessions live in the shared database: a token from one replica works on the other.
  const [staff, arranger, family2] = await Promise.all([
    b.login(DEMO.staff, 'cl-arranger'),
    a.login(DEMO.arranger, 'arranger'),
    b.login(DEMO.family2, 'arranger'),
  ]);
  tokens = { staff, arranger, family2 };
  gqlData(await a.gql(Q.acceptPolicy, { opi: OPI.okaforPrivate }, family2));
  probes[OPI.eleanor] = (await share(a, { title: 'probe-0' })).id;
  probes[OPI.okaforPrivate] = (await share(a, { title: 'probe-0' }, { opi: OPI.okaforPrivate, token: family2 })).id;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  // b shares a's database: it stops first.
  await b?.stop();
  await a?.stop();
});

const subscribe = (gw: TestGateway, token: string | undefined, opi?: string): Events =>
  wsClient(gw, token, clients).iterate<EventData>({ query: Q.events, variables: opi ? { opi } : {} });

/** Memories of each followed decedent whose title the tests edit to find out when a subscription is live. */
const probes: Record<string, number> = {};

/** Subscribes (on a given client, or a new one) and waits until the subscription is live on its server. */
async function live(gw: TestGateway, token: string | undefined, opi?: string, client?: Client): Promise<Events> {
  const events: Events = client ? client.iterate<EventData>({ query: Q.events, variables: opi ? { opi } : {} }) : subscribe(gw, token, opi);
  const probe = probes[opi ?? OPI.eleanor]!;
  return untilLive(events, async (title) => gqlData(await a.gql(Q.title, { id: probe, title }, tokens.staff)));
}

describe('two gateways on one database', () => {
  it('really are two processes sharing the data: a memory shared through one is read through the other', async () => {
    expect(a.url).not.toBe(b.url);
    expect(b.databaseUrl).toBe(a.databaseUrl);
    const m = await share(a, { title: 'Written through A' });
    expect(gqlData(await b.gql(Q.memory, { id: m.id }, tokens.staff)).memory).toMatchObject({
      id: m.id,
      title: 'Written through A',
      status: 'Pending',
    });
  });

  it('a staff subscriber on B receives the SUBMITTED event of a memory shared through A, and the decision made through B reaches a subscriber on A', async () => {
    const onB = await live(b, tokens.staff);
    const m = await share(a, { title: 'Across replicas' });
    expect((await next(onB)).data).toEqual({
      memoryEvents: { kind: 'SUBMITTED', memoryId: m.id, opi: OPI.eleanor, status: 'Pending', title: 'Across replicas' },
    });

    const onA = await live(a, tokens.arranger, OPI.eleanor);
    expectRestSuccess(
      await b.rest('PUT', `/admin/memory/${m.id}/status`, { status: 'Accepted' }, tokens.staff),
      200,
      'Memory Approved Successfully',
    );
    for (const events of [onA, onB]) {
      expect((await next(events)).data).toEqual({
        memoryEvents: { kind: 'STATUS_CHANGED', memoryId: m.id, opi: OPI.eleanor, status: 'Accepted', title: 'Across replicas' },
      });
    }
    // Deleted through A: B hears it too.
    gqlData(await a.gql(Q.status, { id: m.id, status: 'Deleted' }, tokens.arranger));
    for (const events of [onA, onB])
      expect((await next(events)).data?.memoryEvents).toEqual({
        kind: 'DELETED',
        memoryId: m.id,
        opi: OPI.eleanor,
        status: null,
        title: 'Across replicas',
      });
    await onA.return?.();
    await onB.return?.();
  });

  it('a change that rolls back is never announced: the event travels in the change’s own transaction', async () => {
    const doomed = await share(a, { title: 'Cannot be deleted' });
    const kept = await share(a, { title: 'Announced after' });
    // The memory row refuses to go, after the DELETED event has been sent in the same transaction.
    await a.sql(`create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await a.sql(
      `create trigger refuse_delete before delete on memory for each row when (old.id = ${doomed.id}) execute function refuse_delete()`,
    );
    try {
      const onB = await live(b, tokens.staff);
      const refused = await a.gql(Q.status, { id: doomed.id, status: 'Deleted' }, tokens.staff);
      expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('INTERNAL_SERVER_ERROR');
      gqlData(await a.gql(Q.status, { id: kept.id, status: 'Accepted' }, tokens.staff));
      // The first event after the refused delete is the later change.
      expect((await next(onB)).data?.memoryEvents).toMatchObject({ kind: 'STATUS_CHANGED', memoryId: kept.id });
      expect(await a.sql('select id from memory where id = $1', [doomed.id])).toHaveLength(1);
      await onB.return?.();
    } finally {
      await a.sql('drop trigger refuse_delete on memory');
      await a.sql('drop function refuse_delete()');
    }
  });

  it("a family subscriber on A receives its own decedent's events only, from either replica", async () => {
    const family = await live(a, tokens.arranger, OPI.eleanor);
    const staffOkafor = await live(b, tokens.staff, OPI.okaforPrivate);
    // Another family's memory first: it does not reach Eleanor's family.
    const other = await share(b, { title: 'For Samuel' }, { opi: OPI.okaforPrivate, token: tokens.family2 });
    const mine = await share(b, { title: 'For Eleanor' });
    expect((await next(family)).data?.memoryEvents).toEqual({
      kind: 'SUBMITTED',
      memoryId: mine.id,
      opi: OPI.eleanor,
      status: 'Pending',
      title: 'For Eleanor',
    });
    expect((await next(staffOkafor)).data?.memoryEvents).toEqual({
      kind: 'SUBMITTED',
      memoryId: other.id,
      opi: OPI.okaforPrivate,
      status: 'Pending',
      title: 'For Samuel',
    });
    // Nor does a change to it made through A; the next event the family sees is Eleanor's.
    await setStatus(a, tokens.family2, other.id, 'Accepted');
    await setStatus(a, tokens.staff, mine.id, 'Rejected', 'Duplicate');
    expect((await next(family)).data?.memoryEvents).toMatchObject({ kind: 'STATUS_CHANGED', memoryId: mine.id, status: 'Rejected' });
    expect((await next(staffOkafor)).data?.memoryEvents).toMatchObject({ kind: 'STATUS_CHANGED', memoryId: other.id, status: 'Accepted' });
    await family.return?.();
    await staffOkafor.return?.();
  });
});

describe('who may subscribe', () => {
  it('a visitor (no token) cannot subscribe, to one decedent or to all', async () => {
    for (const gw of [a, b]) {
      for (const variables of [{ opi: OPI.eleanor }, {}]) {
        const errors = await wsErrors(wsClient(gw, undefined, clients), Q.events, variables);
        expect(errors.map((e) => [e.extensions?.['code'], e.message])).toEqual([['UNAUTHENTICATED', 'Authentication required']]);
      }
    }
  });

  it("another family cannot follow Eleanor's memories, nor a family all of them", async () => {
    expect(
      (await wsErrors(wsClient(b, tokens.family2, clients), Q.events, { opi: OPI.eleanor })).map((e) => e.extensions?.['code']),
    ).toEqual(['FORBIDDEN']);
    expect((await wsErrors(wsClient(b, tokens.arranger, clients), Q.events, {})).map((e) => e.extensions?.['code'])).toEqual(['FORBIDDEN']);
  });

  const secret = new TextEncoder().encode(TEST_JWT_SECRET);
  /** A token for a real session (the staff login's), with its expiry set to exp (epoch seconds). */
  function tokenExpiringAt(gw: TestGateway, exp: number) {
    const claims = decodeJwt(tokens.staff) as { sub: string; jti: string; role: string };
    return new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuer(gw.config.JWT_ISSUER)
      .setAudience(gw.config.JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(secret);
  }
  const closeOf = async (gw: TestGateway, token: string) =>
    (await nextWithin(subscribe(gw, token, OPI.eleanor)).then(
      () => ({ code: 'no close' }),
      (e: unknown) => e,
    )) as { code?: number | string; reason?: string };

  it('a bad, an expired or a revoked token is refused at connection (4403)', async () => {
    expect((await closeOf(b, 'not-a-token')).code).toBe(4403);
    expect((await closeOf(b, `${tokens.staff.slice(0, -2)}xx`)).code).toBe(4403);
    expect((await closeOf(b, await tokenExpiringAt(b, Math.floor(Date.now() / 1000) - 10))).code).toBe(4403);
    const revoked = await a.login(DEMO.staff, 'cl-arranger');
    gqlData(await a.gql('mutation { logout { message } }', {}, revoked));
    expect((await closeOf(b, revoked)).code).toBe(4403);
  });

  it('a socket is closed with 4401 (Session Expired) when its token expires, and works until then', async () => {
    const exp = Math.floor(Date.now() / 1000) + 6;
    const token = await tokenExpiringAt(b, exp);
    let closed: { code: number; reason: string } | undefined;
    const client = wsClient(b, token, clients);
    client.on('closed', (event) => {
      closed = event as { code: number; reason: string };
    });
    const events = await live(b, token, OPI.eleanor, client);
    const m = await share(a, { title: 'Before the token expires' });
    expect((await next(events)).data?.memoryEvents).toMatchObject({ kind: 'SUBMITTED', memoryId: m.id });
    expect(closed).toBeUndefined();

    const end = await next(events).then(
      (e) => e,
      (e: unknown) => e as { code: number; reason: string },
    );
    expect(end).toMatchObject({ code: 4401, reason: 'Session Expired' });
    expect(closed).toMatchObject({ code: 4401, reason: 'Session Expired' });
    // Not before the token's expiry (a second of rounding aside).
    expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000 - 1000);
    // The session itself was not ended: the staff's own token still works.
    expect(gqlData(await b.gql('query { me { email } }', {}, tokens.staff)).me.email).toBe(DEMO.staff);
  });

  it('a socket is closed with 4401 when its session is signed out, on another replica too; other sessions stay', async () => {
    const [leaving, staying] = await Promise.all([a.login(DEMO.staff, 'cl-arranger'), a.login(DEMO.staff, 'cl-arranger')]);
    const closes: Record<string, { code: number; reason: string } | undefined> = {};
    const watch = (name: string, token: string) => {
      const client = wsClient(b, token, clients);
      client.on('closed', (event) => {
        closes[name] = event as { code: number; reason: string };
      });
      return live(b, token, OPI.eleanor, client);
    };
    const [leavingEvents, stayingEvents] = await Promise.all([watch('leaving', leaving), watch('staying', staying)]);
    gqlData(await a.gql('mutation { logout { message } }', {}, leaving));
    const end = await next(leavingEvents).then(
      (e) => e,
      (e: unknown) => e as { code: number; reason: string },
    );
    expect(end).toMatchObject({ code: 4401, reason: 'Session Expired' });
    expect(closes['leaving']).toMatchObject({ code: 4401, reason: 'Session Expired' });
    // The other session of the same person still hears what happens.
    const m = await share(a, { title: 'After one session signed out' });
    expect((await next(stayingEvents)).data?.memoryEvents).toMatchObject({ kind: 'SUBMITTED', memoryId: m.id });
    expect(closes['staying']).toBeUndefined();
  });
});
