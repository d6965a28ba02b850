import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { bootGateway } from '../boot.js';
import { processImage } from '../media/images.js';
import { Decedent } from '../modules/decedent/decedent.entity.js';
import { Memory, MemoryFile } from '../modules/memory/memory.entity.js';
import type { FanOutCommand, FanOutReport } from './fanout-clients.js';
import { cpuSecondsOf, freePort, login, percentile, spawnGateway, table, tempDataDir } from './harness.js';

const SHARE = {
  memoryType: 1,
  dateOfMemory: '2020-01-01',
  title: 'Bench memory',
  memory: '<p>A memory for the benchmark.</p>',
  acceptedPolicy: true,
  memoryAddingPerson: { firstName: 'Bench', lastName: 'Mark', email: 'bench@example.com' },
};

/**
 * (a) One submission delivered to N moderation subscribers on one gateway. The subscribers live in their
 * own process (fanout-clients.ts), so the gateway's memory and time are its own. Memory per connection is
 * reported twice: the gateway's RSS delta and its V8 heap-used delta (both after a full GC, through
 * fanout-probe.ts), divided by the connections.
 */
export async function moderationFanOut(subscribers = 5000, rounds = 5) {
  const dataDir = tempDataDir('fanout');
  const probeFile = path.join(dataDir, 'memory.json');
  const probe = new URL('./fanout-probe.js', import.meta.url).href;
  const gateway = await spawnGateway({
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    CAPTCHA_MAX_NUMBER: '200',
    NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} --import ${probe}`.trim(),
    FANOUT_PROBE_FILE: probeFile,
  });
  const memory = async () => {
    fs.rmSync(probeFile, { force: true });
    process.kill(gateway.pid, 'SIGUSR2');
    const deadline = Date.now() + 10_000;
    while (!fs.existsSync(probeFile)) {
      if (Date.now() > deadline) throw new Error('the gateway did not report its memory');
      await new Promise((r) => setTimeout(r, 20));
    }
    return JSON.parse(fs.readFileSync(probeFile, 'utf8')) as NodeJS.MemoryUsage;
  };
  const clients = fork(fileURLToPath(new URL('./fanout-clients.js', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const reports: FanOutReport[] = [];
  let wake: (() => void) | null = null;
  clients.on('message', (r: FanOutReport) => {
    reports.push(r);
    wake?.();
  });
  const ask = async (c: FanOutCommand): Promise<FanOutReport> => {
    clients.send(c);
    while (!reports.length)
      await new Promise<void>((r) => {
        wake = r;
      });
    const r = reports.shift()!;
    if (r.type === 'error') throw new Error(`fan-out clients: ${r.message}`);
    return r;
  };
  try {
    const token = await login(gateway.url, 'admin@demo.test', 'admin');
    const wsUrl = gateway.url.replace('http', 'ws') + '/graphql';
    const share = {
      type: 'round' as const,
      url: `${gateway.url}/api/v1/memories/CS-1000-0001`,
      challengeUrl: `${gateway.url}/api/v1/captcha/challenge`,
      body: SHARE,
      timeoutMs: 15_000,
    };
    const before = await memory();
    await ask({ type: 'connect', wsUrl, token, subscribers, query: 'subscription { memoryEvents { kind memoryId } }' });
    // The warm-up round proves every subscription is live (and is not counted).
    const warm = await ask(share);
    if (warm.type === 'round' && warm.delivered < subscribers) throw new Error(`warm-up: ${warm.delivered} of ${subscribers} delivered`);
    const after = await memory();
    const latencies: number[] = [];
    const firsts: number[] = [];
    let clientCpuMs = 0;
    const gatewayCpu = cpuSecondsOf(gateway.pid);
    for (let round = 0; round < rounds; round++) {
      const r = await ask(share);
      if (r.type !== 'round') throw new Error('unexpected report');
      if (r.delivered < subscribers) throw new Error(`round ${round}: ${r.delivered} of ${subscribers} delivered`);
      latencies.push(...r.latencies);
      firsts.push(Math.min(...r.latencies));
      clientCpuMs += r.cpuMs;
    }
    // CPU per round, load-robust where latencies are not: the gateway's (the share request, its captcha and mail,
    // the fan-out; 10 ms ticks from /proc) and the clients' (reading 5,000 messages: part of what the latencies measure).
    const gatewayCpuMs = ((cpuSecondsOf(gateway.pid) - gatewayCpu) * 1000) / rounds;
    if (process.env['FANOUT_CPU_PROFILE']) await memory(); // the third signal writes the rounds' profile
    latencies.sort((a, b) => a - b);
    const kib = (bytes: number) => `${(bytes / subscribers / 1024).toFixed(1)} KiB`;
    table(
      `(a) Moderation fan-out: one submission to ${subscribers} subscribers (in their own process), ${rounds} rounds`,
      [
        'subscribers',
        'deliveries',
        'first ms',
        'p50 ms',
        'p95 ms',
        'max ms',
        'gateway CPU ms/round',
        'clients CPU ms/round',
        'gateway RSS per connection',
        'gateway heap per connection',
      ],
      [
        [
          subscribers,
          latencies.length,
          (firsts.reduce((a, b) => a + b, 0) / rounds).toFixed(1),
          percentile(latencies, 50).toFixed(1),
          percentile(latencies, 95).toFixed(1),
          latencies.at(-1)!.toFixed(1),
          gatewayCpuMs.toFixed(0),
          (clientCpuMs / rounds).toFixed(0),
          kib(after.rss - before.rss),
          kib(after.heapUsed - before.heapUsed),
        ],
      ],
    );
  } finally {
    clients.send({ type: 'close' } satisfies FanOutCommand);
    await new Promise((r) => {
      if (clients.exitCode !== null) r(undefined);
      else clients.once('exit', r);
    });
    await gateway.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** (b) A 12-megapixel JPEG through POST /memories/upload against the image pipeline called directly. */
export async function uploadPipeline(runs = 5) {
  const dataDir = tempDataDir('upload');
  const photo = path.join(dataDir, 'photo-12mp.jpg');
  // Noise compresses like a real photograph (a flat colour would make the pipeline look cheap).
  const noise = Buffer.alloc(4000 * 3000 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  await sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toFile(photo);
  const bytes = fs.readFileSync(photo);
  // A visitor's upload carries a solved captcha; a small CAPTCHA_MAX_NUMBER keeps solving it to milliseconds.
  const gateway = await spawnGateway({
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    CAPTCHA_MAX_NUMBER: '200',
  });
  try {
    const time = async (fn: () => Promise<unknown>) => {
      await fn(); // warm-up
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        await fn();
        samples.push(performance.now() - t);
      }
      return samples.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
    };
    const direct = await time(() => processImage(bytes, 'image/jpeg'));
    const endpoint = await time(async () => {
      const challenge = (await (await fetch(`${gateway.url}/api/v1/captcha/challenge`)).json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      const form = new FormData();
      form.append('captcha', Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
      form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo-12mp.jpg');
      const res = await fetch(`${gateway.url}/api/v1/memories/upload`, { method: 'POST', body: form });
      if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    });
    table(
      `(b) 12-megapixel JPEG (${(bytes.length / 1e6).toFixed(1)} MB), median of ${runs}`,
      ['path', 'ms', 'ratio'],
      [
        ['image pipeline called directly', direct.toFixed(0), '1.00'],
        ['POST /api/v1/memories/upload', endpoint.toFixed(0), (endpoint / direct).toFixed(2)],
      ],
    );
  } finally {
    await gateway.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** (c) SQL statements per public memory-list request, with 10, 100 and 1,000 memories (each with two files). */
export async function statementsPerList(sizes = [10, 100, 1000]) {
  const dataDir = tempDataDir('sql');
  let counting = false;
  let statements = 0;
  const config = loadConfig({
    ...process.env,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  });
  const gateway = await bootGateway(config, createLogger('silent'), {
    onQuery: () => {
      if (counting) statements++;
    },
  });
  const url = gateway.url.replace('localhost', '127.0.0.1');
  const rows: Array<Array<string | number>> = [];
  try {
    for (const size of sizes) {
      const em = gateway.orm.em.fork();
      const decedent = em.create(Decedent, { opi: `CS-BENCH-${size}`, firstName: 'Bench', lastName: String(size) });
      for (let i = 0; i < size; i++) {
        const m = em.create(Memory, {
          decedent,
          title: `Memory ${i}`,
          memory: '<p>Text</p>',
          memoryType: 1 + (i % 8),
          dateOfMemory: '2020-01-01',
          status: 'Accepted',
          memoryByPersonFirstName: 'A',
          memoryByPersonLastName: 'B',
          personEmail: 'a@b.co',
        });
        for (let f = 0; f < 2; f++)
          em.create(MemoryFile, { memory: m, fileType: 'Image', src: `/media/x${i}-${f}.jpg`, originalUrl: `/media/x${i}-${f}.jpg` });
      }
      await em.flush();
      statements = 0;
      counting = true;
      const res = await fetch(`${url}/api/v1/memories/CS-BENCH-${size}/list`);
      counting = false;
      const body = (await res.json()) as { data: { memories: unknown[] } };
      const returned = body.data.memories.length;
      rows.push([size, returned, statements]);
    }
    table(
      '(c) SQL statements per public memory-list request (GET /api/v1/memories/{opi}/list; 100 a page)',
      ['memories', 'returned', 'SQL statements'],
      rows,
    );
  } finally {
    await gateway.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
