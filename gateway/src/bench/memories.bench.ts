import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { bootGateway } from '../boot.js';
import { processImage } from '../media/images.js';
import { Decedent } from '../modules/decedent/decedent.entity.js';
import { Memory, MemoryFile } from '../modules/memory/memory.entity.js';
import { freePort, login, percentile, rssOf, spawnGateway, table, tempDataDir } from './harness.js';

const SHARE = {
  memoryType: 1, dateOfMemory: '2020-01-01', title: 'Bench memory', memory: '<p>A memory for the benchmark.</p>', acceptedPolicy: true,
  memoryAddingPerson: { firstName: 'Bench', lastName: 'Mark', email: 'bench@example.com' },
};

/** (a) One submission delivered to N moderation subscribers on one gateway. */
export async function moderationFanOut(subscribers = 1000, rounds = 5) {
  const dataDir = tempDataDir('fanout');
  const gateway = await spawnGateway({ PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir });
  const clients: Client[] = [];
  try {
    const token = await login(gateway.url, 'admin@demo.test', 'admin');
    const wsUrl = gateway.url.replace('http', 'ws') + '/graphql';
    const before = rssOf(gateway.pid);
    const arrivals: number[][] = Array.from({ length: rounds }, () => []);
    let round = 0;
    await Promise.all(Array.from({ length: subscribers }, () => new Promise<void>((resolve, reject) => {
      const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, lazy: false, retryAttempts: 0 });
      clients.push(client);
      client.subscribe({ query: 'subscription { memoryEvents { kind memoryId } }' }, {
        next: () => arrivals[round]!.push(performance.now()),
        error: reject,
        complete: () => undefined,
      });
      client.on('connected', () => setTimeout(resolve, 50));
    })));
    await new Promise((r) => setTimeout(r, 500));
    const perConnection = (rssOf(gateway.pid) - before) / subscribers;
    const latencies: number[] = [];
    for (round = 0; round < rounds; round++) {
      const sent = performance.now();
      const res = await fetch(`${gateway.url}/api/v1/memories/CS-1000-0001`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SHARE) });
      if (res.status !== 201) throw new Error(`share failed: ${res.status}`);
      const deadline = Date.now() + 10_000;
      while (arrivals[round]!.length < subscribers && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      latencies.push(...arrivals[round]!.map((t) => t - sent));
      if (arrivals[round]!.length < subscribers) throw new Error(`round ${round}: ${arrivals[round]!.length} of ${subscribers} delivered`);
    }
    latencies.sort((a, b) => a - b);
    table(`(a) Moderation fan-out: one submission to ${subscribers} subscribers, ${rounds} rounds`, ['subscribers', 'deliveries', 'p50 ms', 'p95 ms', 'max ms', 'gateway memory per connection'], [
      [subscribers, latencies.length, percentile(latencies, 50).toFixed(1), percentile(latencies, 95).toFixed(1), latencies.at(-1)!.toFixed(1), `${(perConnection / 1024).toFixed(1)} KiB`],
    ]);
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
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
  await sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } }).blur(1.2).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toFile(photo);
  const bytes = fs.readFileSync(photo);
  const gateway = await spawnGateway({ PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir });
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
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo-12mp.jpg');
      const res = await fetch(`${gateway.url}/api/v1/memories/upload`, { method: 'POST', body: form });
      if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    });
    table(`(b) 12-megapixel JPEG (${(bytes.length / 1e6).toFixed(1)} MB), median of ${runs}`, ['path', 'ms', 'ratio'], [
      ['image pipeline called directly', direct.toFixed(0), '1.00'],
      ['POST /api/v1/memories/upload', endpoint.toFixed(0), (endpoint / direct).toFixed(2)],
    ]);
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
  const config = loadConfig({ ...process.env, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const gateway = await bootGateway(config, createLogger('silent'), { onQuery: () => { if (counting) statements++; } });
  const url = gateway.url.replace('localhost', '127.0.0.1');
  const rows: Array<Array<string | number>> = [];
  try {
    for (const size of sizes) {
      const em = gateway.orm.em.fork();
      const decedent = em.create(Decedent, { opi: `CS-BENCH-${size}`, firstName: 'Bench', lastName: String(size) });
      for (let i = 0; i < size; i++) {
        const m = em.create(Memory, { decedent, title: `Memory ${i}`, memory: '<p>Text</p>', memoryType: 1 + (i % 8), dateOfMemory: '2020-01-01', status: 'Accepted', memoryByPersonFirstName: 'A', memoryByPersonLastName: 'B', personEmail: 'a@b.co' });
        for (let f = 0; f < 2; f++) em.create(MemoryFile, { memory: m, fileType: 'Image', src: `/media/x${i}-${f}.jpg`, originalUrl: `/media/x${i}-${f}.jpg` });
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
    table('(c) SQL statements per public memory-list request (GET /api/v1/memories/{opi}/list; 100 a page)', ['memories', 'returned', 'SQL statements'], rows);
  } finally {
    await gateway.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
