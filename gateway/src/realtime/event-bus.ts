import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../logger.js';

/**
 * Events between gateway processes through PostgreSQL LISTEN/NOTIFY. A change
 * publishes inside its own transaction, so subscribers on every replica see it
 * only once it committed, and never see a change that rolled back.
 */
export interface EventBus {
  publish(em: EntityManager, channel: string, payload: object): Promise<void>;
  subscribe<T>(channel: string): AsyncIterableIterator<T>;
  close(): Promise<void>;
  /** Connection attempts of the listening connection so far, and whether it is connected now. */
  stats(): { attempts: number; connected: boolean };
}

const CHANNEL = /^[a-z_]{1,40}$/;

/**
 * A subscription's push mode: given a callback, its events are handed to it synchronously as they arrive
 * instead of through next() (no promise, queue or wake-up per event and subscriber: what a fan-out to
 * thousands of sockets pays for). Its return() still ends it. Wrappers (a filter) pass it on with pushTo.
 */
export const PUSH = Symbol('push');
export type Pushable<T> = AsyncIterableIterator<T> & { [PUSH]?: (deliver: (event: T) => void) => boolean };

/** Switches a subscription to push mode; false when it has none (then read it with next()). */
export function pushTo<T>(source: AsyncIterator<T>, deliver: (event: T) => void): boolean {
  return (source as Pushable<T>)[PUSH]?.(deliver) ?? false;
}
/** Events a slow subscriber may fall behind by before it is dropped (it can reload). */
const MAX_QUEUE = 1000;
/**
 * Reconnecting while PostgreSQL is away: 250 ms doubling to 3 s, each wait
 * jittered down by up to half (replicas do not retry in step). The cap keeps a
 * downed server to one attempt every 1.5-3 s per gateway, and the bus back
 * within 5 s of the server's return.
 */
export const RECONNECT_MIN_MS = 250;
export const RECONNECT_MAX_MS = 3000;

/** A channel name is spliced into LISTEN: only lower-case letters and underscores. */
function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
}

/** The wait before the next attempt after `failures` failed ones: the doubling ceiling, jittered down by up to half. */
function reconnectDelay(failures: number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/**
 * LISTEN on a connection, one statement at a time: subscribers asking together must not send one while another runs
 * (pg 8 warns, pg 9 refuses).
 */
function listenInTurn() {
  let last: Promise<unknown> = Promise.resolve();
  return (c: pg.Client, channel: string) => {
    const sent = last.then(() => c.query(`listen ${channel}`));
    last = sent.catch(() => undefined);
    return sent;
  };
}

export function pgEventBus(clientUrl: string, logger: Logger): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const listening = new Set<string>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let attempts = 0;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  const listenOn = listenInTurn();

  async function connect(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= (async () => {
      attempts++;
      // Only the live connection schedules a reconnect: a failed attempt is retried by the one schedule below,
      // never by its own 'end' as well (two retries per failure doubled the attempts each round).
      const c = listeningClient(clientUrl, emitter, logger, () => {
        if (client !== c) return;
        client = null;
        scheduleReconnect();
      });
      try {
        await c.connect();
        for (const channel of listening) await listenOn(c, channel);
      } catch (err) {
        c.end().catch(() => undefined);
        throw err;
      }
      client = c;
      failures = 0;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  function scheduleReconnect() {
    if (closed || retry || !listening.size) return;
    retry = setTimeout(async () => {
      retry = null;
      try {
        await connect();
        logger.info({ attempts }, 'event bus reconnected');
      } catch (err) {
        failures++;
        logger.warn({ err: (err as Error).message, failures }, 'event bus reconnect failed; retrying');
        scheduleReconnect();
      }
    }, reconnectDelay(failures));
    retry.unref();
  }

  async function listen(channel: string) {
    if (listening.has(channel)) return;
    listening.add(channel);
    let c: pg.Client;
    try {
      c = await connect();
    } catch (err) {
      // The channel stays in the list: the reconnect listens on it.
      scheduleReconnect();
      throw err;
    }
    await listenOn(c, channel);
  }

  return {
    async publish(em, channel, payload) {
      checkChannel(channel);
      await em.getConnection().execute('select pg_notify(?, ?)', [channel, JSON.stringify(payload)], 'get', em.getTransactionContext());
    },
    subscribe<T>(channel: string): AsyncIterableIterator<T> {
      checkChannel(channel);
      return subscription<T>(emitter, channel, () => listen(channel));
    },
    stats: () => ({ attempts, connected: client !== null }),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      emitter.removeAllListeners();
      await client?.end().catch(() => undefined);
    },
  };
}

/** The connection that listens: each notification is emitted on its channel, parsed once; onEnd when it closes. */
function listeningClient(clientUrl: string, emitter: EventEmitter, logger: Logger, onEnd: () => void): pg.Client {
  const c = new pg.Client({ connectionString: clientUrl });
  c.on('notification', (n) => {
    if (!n.payload) return;
    try {
      emitter.emit(n.channel, JSON.parse(n.payload));
    } catch (err) {
      logger.warn({ err, channel: n.channel }, 'bad event payload');
    }
  });
  // The listening connection is lost when PostgreSQL restarts; open a new one and listen again.
  c.on('error', (err) => logger.warn({ err }, 'event bus connection lost'));
  c.on('end', onEnd);
  return c;
}

/**
 * One subscriber's stream of a channel's events: queued for next() (a reader more than MAX_QUEUE behind is
 * dropped), or handed straight to a callback in push mode (PUSH). listen() starts listening on the channel.
 */
function subscription<T>(emitter: EventEmitter, channel: string, listen: () => Promise<void>): Pushable<T> {
  const queue: T[] = [];
  let wake: ((r: IteratorResult<T>) => void) | null = null;
  let done = false;
  let push: ((event: T) => void) | null = null;
  const onEvent = (event: T) => {
    if (done) return;
    if (wake) {
      const w = wake;
      wake = null;
      w({ value: event, done: false });
    } else if (queue.length < MAX_QUEUE) queue.push(event);
    else void iterator.return!();
  };
  emitter.on(channel, onEvent);
  const ready = listen();
  const iterator: Pushable<T> = {
    [PUSH](deliver) {
      // No next() awaits the LISTEN: if it failed, the reconnect listens on the channel and events resume.
      ready.catch(() => undefined);
      if (done || push) return true;
      // The subscriber's own function becomes the listener: with thousands of subscribers, each event costs one
      // call per subscriber and nothing between (the emitter's loop touches nothing else of the subscription).
      push = deliver;
      emitter.off(channel, onEvent);
      emitter.on(channel, deliver);
      for (const event of queue.splice(0)) deliver(event);
      return true;
    },
    async next() {
      await ready;
      if (queue.length) return { value: queue.shift()!, done: false };
      if (done) return { value: undefined, done: true };
      return new Promise<IteratorResult<T>>((resolve) => {
        wake = resolve;
      });
    },
    async return() {
      done = true;
      emitter.off(channel, push ?? onEvent);
      wake?.({ value: undefined, done: true });
      wake = null;
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
