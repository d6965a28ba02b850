import pg from 'pg';
import type { Logger } from '../logger.js';
import { RECONNECT_MAX_MS, RECONNECT_MIN_MS } from '../realtime/event-bus.js';

/** The channel of the public memorial page's change notice (migration 20261129110000): the payload is a decedent id. */
export const MEMORIAL_PAGE_CHANNEL = 'memorial_page';

export interface PageNoticeHandlers {
  /** A page changed (committed): its decedent's id. */
  changed(decedentId: number): void;
  /** Listening started or stopped: while it is false, notices may be missed (the cache must not answer). */
  listening(on: boolean): void;
}

export interface PageNoticeListener {
  isListening(): boolean;
  close(): Promise<void>;
}

/** The wait before the next attempt after `failures` failed ones (as the event bus waits): doubling, jittered down by half. */
function reconnectDelay(failures: number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/**
 * LISTEN memorial_page on a connection of its own (the realtime event bus's pattern, realtime/event-bus.ts): not
 * shared with the dashboard's fan-out, and its state known exactly, since the page cache may answer only while it
 * hears every notice. When the connection ends (PostgreSQL restarted, the network cut) listening(false) is told at
 * once and a new connection is tried, 250 ms doubling to 3 s, jittered; listening(true) once LISTEN answered again.
 */
export function listenForPageChanges(clientUrl: string, logger: Logger, on: PageNoticeHandlers): PageNoticeListener {
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    on.listening(value);
  };

  function schedule() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, reconnectDelay(failures));
    retry.unref();
  }

  async function connect() {
    const c = new pg.Client({ connectionString: clientUrl, keepAlive: true });
    c.on('notification', (n) => {
      const id = Number(n.payload);
      if (n.channel === MEMORIAL_PAGE_CHANNEL && Number.isInteger(id)) on.changed(id);
    });
    c.on('error', (err) => logger.warn({ err }, 'page cache listener lost'));
    c.on('end', () => {
      if (client !== c) return;
      client = null;
      setListening(false);
      schedule();
    });
    try {
      await c.connect();
      await c.query(`listen ${MEMORIAL_PAGE_CHANNEL}`);
    } catch (err) {
      c.end().catch(() => undefined);
      failures++;
      logger.warn({ err: (err as Error).message, failures }, 'page cache listener cannot listen; retrying');
      schedule();
      return;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    failures = 0;
    setListening(true);
  }

  void connect();
  return {
    isListening: () => listening,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      setListening(false);
      await c?.end().catch(() => undefined);
    },
  };
}
