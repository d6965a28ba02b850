import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * The fan-out benchmark's subscribers, in their own process (forked by moderationFanOut): plain `ws`
 * sockets speaking graphql-transport-ws by hand, so that receiving 5,000 messages costs this process as
 * little as possible and the latencies measure the gateway. It also sends the submissions, so that send
 * and arrival times come from one clock.
 *
 * Parent -> child: { type: 'connect', wsUrl, httpUrl, token, subscribers, query }
 *                  { type: 'round', url, challengeUrl, body }   (a share with a solved captcha; the first round is a warm-up: it also proves every
 *                                                  subscription is live, rather than waiting a fixed time)
 *                  { type: 'close' }
 * Child -> parent: { type: 'connected' } | { type: 'round', latencies } | { type: 'error', message }
 */
export type FanOutCommand =
  | { type: 'connect'; wsUrl: string; token: string; subscribers: number; query: string }
  | { type: 'round'; url: string; challengeUrl: string; body: object; timeoutMs: number }
  | { type: 'close' };
/** A round's report: each arrival's time since the share was sent, and this process's CPU time over the round (its reading cost). */
export type FanOutReport =
  { type: 'connected' } | { type: 'round'; latencies: number[]; delivered: number; cpuMs: number } | { type: 'error'; message: string };

const sockets: WebSocket[] = [];
let arrivals: number[] = [];
let expected = 0;
let allArrived: (() => void) | null = null;

const send = (r: FanOutReport) => process.send!(r);

function open(wsUrl: string, token: string, query: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, 'graphql-transport-ws', { perMessageDeflate: false });
    let subscribed = false;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
    ws.on('message', (data: Buffer) => {
      if (subscribed) {
        // The only message a live subscription gets here is `next` (anything else fails the round by not arriving).
        if (data.includes('"next"')) {
          arrivals.push(performance.now());
          if (arrivals.length === expected) allArrived?.();
        }
        return;
      }
      const message = JSON.parse(data.toString()) as { type: string };
      if (message.type !== 'connection_ack') return reject(new Error(`expected connection_ack, got ${data.toString()}`));
      // Each subscription its own id, as graphql-ws's client makes them (a random UUID): the gateway cannot send
      // every socket the same bytes.
      ws.send(JSON.stringify({ id: randomUUID(), type: 'subscribe', payload: { query } }));
      subscribed = true;
      resolve(ws);
    });
    ws.on('error', reject);
    ws.on('close', (code, reason) => {
      if (!subscribed) reject(new Error(`closed ${code} ${reason.toString()}`));
    });
  });
}

async function connect(c: Extract<FanOutCommand, { type: 'connect' }>) {
  // A few hundred handshakes at a time: the gateway checks each token against the database.
  let next = 0;
  await Promise.all(
    Array.from({ length: 200 }, async () => {
      while (next < c.subscribers) {
        next++;
        sockets.push(await open(c.wsUrl, c.token, c.query));
      }
    }),
  );
}

async function round(c: Extract<FanOutCommand, { type: 'round' }>) {
  arrivals = [];
  expected = sockets.length;
  const done = new Promise<void>((resolve) => {
    allArrived = resolve;
  });
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, c.timeoutMs).unref());
  // A solved captcha, as the widget sends it (the gateway runs with a small CAPTCHA_MAX_NUMBER: milliseconds).
  const challenge = (await (await fetch(c.challengeUrl)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const body = JSON.stringify({ ...c.body, captcha });
  const cpu = process.cpuUsage();
  const sent = performance.now();
  const res = await fetch(c.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  if (res.status !== 201) throw new Error(`share failed: ${res.status} ${await res.text()}`);
  await Promise.race([done, timeout]);
  allArrived = null;
  const used = process.cpuUsage(cpu);
  send({ type: 'round', latencies: arrivals.map((t) => t - sent), delivered: arrivals.length, cpuMs: (used.user + used.system) / 1000 });
}

process.on('message', (c: FanOutCommand) => {
  const run =
    c.type === 'connect'
      ? connect(c).then(() => send({ type: 'connected' }))
      : c.type === 'round'
        ? round(c)
        : Promise.resolve().then(() => {
            for (const s of sockets) s.terminate();
            process.exit(0);
          });
  run.catch((e: unknown) => send({ type: 'error', message: e instanceof Error ? e.message : String(e) }));
});
