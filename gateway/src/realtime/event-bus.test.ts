import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/gateway.js';
import { eventually } from '../test/memories.js';
import { createLogger } from '../logger.js';
import { pgEventBus, pushTo, type EventBus } from './event-bus.js';

/**
 * The event bus's push mode (what the subscription fan-out reads it with), on the test database's LISTEN/NOTIFY:
 * events handed over as they arrive, in order, one parsed object for every subscriber of the gateway; return()
 * ends it; a subscription read with next() beside it sees the same events.
 */

let gw: TestGateway;
let bus: EventBus;

beforeAll(async () => {
  gw = await startTestGateway();
  bus = pgEventBus(gw.databaseUrl, createLogger('silent'));
});
afterAll(async () => {
  await bus?.close();
  await gw?.stop();
});

/** Published in one statement: the events arrive in this order. */
const notify = (channel: string, ns: number[]) =>
  gw.sql(`select pg_notify($1, json_build_object('n', n)::text) from unnest($2::int[]) as n`, [channel, ns]);

/** Until the bus's connection listens on the channel (its last statement), so an event published next is heard. */
const listening = (channel: string) =>
  eventually(
    async () =>
      (await gw.sql(`select 1 from pg_stat_activity where datname = current_database() and query = $1`, [`listen ${channel}`])).length > 0,
    `listen ${channel}`,
  );

describe('listening', () => {
  it('sends one LISTEN at a time on its connection, however many channels are subscribed at once (pg 9 refuses a query sent while another runs)', async () => {
    const fresh = pgEventBus(gw.databaseUrl, createLogger('silent'));
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const channels = ['together_a', 'together_b', 'together_c', 'together_d'];
      const heard = new Set<string>();
      const subs = channels.map((c) => {
        const sub = fresh.subscribe<{ n: number }>(c);
        pushTo(sub, () => heard.add(c));
        return sub;
      });
      // Every channel is heard once its LISTEN ran: published again until then.
      await eventually(async () => {
        for (const c of channels) if (!heard.has(c)) await notify(c, [1]);
        return heard.size === channels.length;
      }, 'every channel heard');
      expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
      for (const sub of subs) await sub.return!();
    } finally {
      process.off('warning', onWarning);
      await fresh.close();
    }
  });
});

describe('push mode', () => {
  it('hands each event to every pushed subscriber as it arrives, in order and as one object; return() stops it; next() readers see the same', async () => {
    const first = bus.subscribe<{ n: number }>('push_probe');
    const second = bus.subscribe<{ n: number }>('push_probe');
    const read = bus.subscribe<{ n: number }>('push_probe');
    const a: Array<{ n: number }> = [];
    const b: Array<{ n: number }> = [];
    // Each delivery sees what the other subscriber was given by then: both are handed an event before the next one.
    const bAtA: number[] = [];
    expect(
      pushTo(first, (e) => {
        a.push(e);
        bAtA.push(b.length);
      }),
    ).toBe(true);
    expect(pushTo(second, (e) => b.push(e))).toBe(true);
    await listening('push_probe');

    await notify('push_probe', [1, 2, 3]);
    await eventually(() => a.length === 3 && b.length === 3, 'three events pushed');
    expect(a.map((e) => e.n)).toEqual([1, 2, 3]);
    expect(bAtA).toEqual([0, 1, 2]);
    // The same parsed object for both: the fan-out's groups are keyed by it.
    for (let i = 0; i < 3; i++) expect(a[i]).toBe(b[i]);
    const pulled = [await read.next(), await read.next(), await read.next()].map((r) => r.value);
    expect(pulled).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);

    await first.return!();
    await notify('push_probe', [4, 5]);
    await eventually(() => b.length === 5, 'the events after return() pushed to the other subscriber');
    expect(a.map((e) => e.n)).toEqual([1, 2, 3]);
    expect((await read.next()).value).toEqual({ n: 4 });
    await second.return!();
    await read.return!();
  });

  it('hands over at once what arrived before it was asked for', async () => {
    const late = bus.subscribe<{ n: number }>('push_late');
    const read = bus.subscribe<{ n: number }>('push_late');
    await listening('push_late');
    await notify('push_late', [7]);
    // Once the reader has it, the other subscription holds it too (one emit for both).
    expect((await read.next()).value).toEqual({ n: 7 });
    const got: number[] = [];
    pushTo(late, (e) => got.push(e.n));
    expect(got).toEqual([7]);
    await notify('push_late', [8]);
    await eventually(() => got.length === 2, 'the next event pushed');
    expect(got).toEqual([7, 8]);
    await late.return!();
    await read.return!();
  });

  it('is not there on an iterator without it (then it is read with next())', () => {
    const plain: AsyncIterableIterator<number> = {
      next: async () => ({ done: true, value: undefined }),
      [Symbol.asyncIterator]: () => plain,
    };
    expect(pushTo(plain, () => undefined)).toBe(false);
  });
});
