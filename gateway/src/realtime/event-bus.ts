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
}

const CHANNEL = /^[a-z_]{1,40}$/;
/** Events a slow subscriber may fall behind by before it is dropped (it can reload). */
const MAX_QUEUE = 1000;

export function pgEventBus(clientUrl: string, logger: Logger): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const listening = new Set<string>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= (async () => {
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
      c.on('end', () => {
        client = null;
        connecting = null;
        if (!closed && listening.size) setTimeout(() => void relisten(), 1000).unref();
      });
      await c.connect();
      for (const channel of listening) await c.query(`listen ${channel}`);
      client = c;
      return c;
    })().finally(() => { connecting = null; });
    return connecting;
  }

  async function relisten() {
    try {
      await connect();
    } catch (err) {
      logger.warn({ err }, 'event bus reconnect failed; retrying');
      if (!closed) setTimeout(() => void relisten(), 2000).unref();
    }
  }

  async function listen(channel: string) {
    if (listening.has(channel)) return;
    listening.add(channel);
    const c = await connect();
    await c.query(`listen ${channel}`);
  }

  return {
    async publish(em, channel, payload) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
      await em.getConnection().execute('select pg_notify(?, ?)', [channel, JSON.stringify(payload)], 'get', em.getTransactionContext());
    },
    subscribe<T>(channel: string): AsyncIterableIterator<T> {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
      const queue: T[] = [];
      let wake: ((r: IteratorResult<T>) => void) | null = null;
      let done = false;
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
      const ready = listen(channel);
      const iterator: AsyncIterableIterator<T> = {
        async next() {
          await ready;
          if (queue.length) return { value: queue.shift()!, done: false };
          if (done) return { value: undefined, done: true };
          return new Promise<IteratorResult<T>>((resolve) => { wake = resolve; });
        },
        async return() {
          done = true;
          emitter.off(channel, onEvent);
          wake?.({ value: undefined, done: true });
          wake = null;
          return { value: undefined, done: true };
        },
        [Symbol.asyncIterator]() { return iterator; },
      };
      return iterator;
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await client?.end().catch(() => undefined);
    },
  };
}
