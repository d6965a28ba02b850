import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Migration } from '@mikro-orm/migrations';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, ROOT_DIR } from '../config.js';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import { expectRestSuccess, gqlData } from '../test/expect.js';
import { filesUnder, gqlUpload, restUploadForm, solidImage, wav, type UploadedFile } from '../test/media.js';
import { Q, eventually, mediaPath, onDisk, share, shareInput, unsigned } from '../test/memories.js';

/**
 * Uploads that no memory claims (a visitor who left the Share a Memory form):
 * after UPLOAD_RETENTION_HOURS the gateway removes their records, files and
 * thumbnails, on its own every UPLOAD_SWEEP_MINUTES, and safely with two
 * gateways on one database. Deleting a memory's file deletes its upload record.
 * This gateway has its own MEDIA_DIR, so what is stored can be checked exactly.
 */

let gw: TestGateway;
let mediaDir: string;
let staff: string;

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-sweep-media-'));
  gw = await startTestGateway({ env: { MEDIA_DIR: mediaDir } });
  staff = await gw.login(DEMO.staff, 'cl-arranger');
});
afterAll(async () => {
  await gw?.stop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const images = async (n: number) =>
  Promise.all(Array.from({ length: n }, async (_, i) => ({ name: `left-behind-${i}.png`, data: await solidImage(24, 16) })));
const uploadGql = async (n = 1): Promise<UploadedFile[]> => gqlData(await gqlUpload(gw, await images(n))).uploadMedia;
const uploadRest = async (n = 1): Promise<UploadedFile[]> =>
  expectRestSuccess(await gw.rest('POST', '/memories/upload', restUploadForm(await images(n))), 200, 'Media Uploaded Successfully').files;
/** Makes uploads look as old as this (the database's clock decides). */
const age = (urls: string[], hours: number) =>
  gw.sql(`update media_upload set created_at = now() - $2 * interval '1 hour' where url = any($1)`, [urls, hours]);
const records = async (urls: string[]) =>
  (await gw.sql<{ url: string }>('select url from media_upload where url = any($1) order by id', [urls])).map((r) => r.url);
/** The upload's file and thumbnail on disk. */
const stored = (u: UploadedFile) => [u.url, ...(u.thumbnailUrl ? [u.thumbnailUrl] : [])];
const storedFiles = () => filesUnder(mediaDir).filter((f) => !f.startsWith('.incoming'));

describe('the upload sweep', () => {
  it('removes an unclaimed upload older than the retention (record, file, thumbnail), and keeps a fresh one and a claimed one', async () => {
    const [abandoned] = await uploadGql();
    const [abandonedRest] = await uploadRest();
    const [fresh] = await uploadGql();
    const [claimed] = await uploadRest();
    const memory = await share(gw, { files: [{ fileUrl: claimed!.url, fileType: 'Image' }] });
    await age([abandoned!.url, abandonedRest!.url, claimed!.url], 25);
    await age([fresh!.url], 23);
    for (const u of [abandoned!, abandonedRest!, fresh!, claimed!]) for (const url of stored(u)) expect(onDisk(gw, url), url).toBe(true);

    expect(await gw.gateway.uploadSweep.run()).toBe(2);

    expect(await records([abandoned!.url, abandonedRest!.url, fresh!.url, claimed!.url])).toEqual([fresh!.url, claimed!.url]);
    for (const u of [abandoned!, abandonedRest!]) for (const url of stored(u)) expect(onDisk(gw, url), `${url} removed`).toBe(false);
    for (const u of [fresh!, claimed!]) for (const url of stored(u)) expect(onDisk(gw, url), `${url} kept`).toBe(true);
    // The memory that claimed its upload still shows it.
    const shown = gqlData(await gw.gql(Q.memory, { id: memory.id }, staff)).memory;
    expect(unsigned(shown.files.map((f: { src: string }) => f.src))).toEqual([claimed!.url]);
    expect(fs.readFileSync(mediaPath(gw, claimed!.url)).length).toBeGreaterThan(0);

    // Nothing more to do: a second sweep removes nothing.
    expect(await gw.gateway.uploadSweep.run()).toBe(0);
  });

  it('removes every old upload in batches, files without thumbnails too, and leaves no stray files', async () => {
    const before = storedFiles();
    const uploads = [...(await uploadGql(20)), ...(await uploadRest(20))];
    const audio = gqlData(await gqlUpload(gw, [{ name: 'hymn.wav', data: wav() }])).uploadMedia as UploadedFile[];
    expect(audio[0]!.thumbnailUrl).toBeNull();
    const all = [...uploads, ...audio];
    // Records without files (their files already removed by hand, or never moved in): more rows than one batch.
    await gw.sql(`insert into media_upload (url, storage_key, thumbnail_url, thumbnail_key, kind, mime_type, size, file_name, created_at)
      select '/media/memories/gone-' || g || '.png', 'memories/gone-' || g || '.png', '/media/memories/gone-' || g || '.thumb.jpg', 'memories/gone-' || g || '.thumb.jpg',
             'Image', 'image/png', 10, 'gone.png', now() - interval '30 days'
      from generate_series(1, 450) g`);
    await age(
      all.map((u) => u.url),
      48,
    );
    expect(await gw.gateway.uploadSweep.run()).toBe(all.length + 450);
    expect(await records(all.map((u) => u.url))).toEqual([]);
    expect((await gw.sql("select count(*)::int as n from media_upload where url like '/media/memories/gone-%'"))[0].n).toBe(0);
    expect(storedFiles()).toEqual(before);
  });

  it('an upload a memory is claiming right now (its row locked) is skipped, and swept once released if still unclaimed', async () => {
    const [u] = await uploadGql();
    await age([u!.url], 25);
    const client = new pg.Client({ connectionString: gw.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('select id from media_upload where url = $1 for update', [u!.url]);
      // The sweep does not wait for the lock, nor take the row.
      expect(await gw.gateway.uploadSweep.run()).toBe(0);
      expect(await records([u!.url])).toEqual([u!.url]);
      await client.query('rollback');
    } finally {
      await client.end();
    }
    expect(await gw.gateway.uploadSweep.run()).toBe(1);
    for (const url of stored(u!)) expect(onDisk(gw, url)).toBe(false);
  });

  it('an upload swept away can no longer be claimed: the memory is refused, not written with a missing file', async () => {
    const [u] = await uploadGql();
    await age([u!.url], 25);
    expect(await gw.gateway.uploadSweep.run()).toBe(1);
    const res = await gw.gql(Q.share, {
      opi: OPI.eleanor,
      input: shareInput({ title: 'Late', files: [{ fileUrl: u!.url, fileType: 'Image' }] }),
    });
    expect(res.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect((await gw.sql("select count(*)::int as n from memory where title = 'Late'"))[0].n).toBe(0);
  });
});

describe('deleting stored files deletes their upload records', () => {
  it('deleting one file of a memory deletes its record (and its files), the other file keeps its own', async () => {
    const uploads = await uploadGql(2);
    const m = await share(gw, { files: uploads.map((u) => ({ fileUrl: u.url, fileType: 'Image' })) });
    expect(await records(uploads.map((u) => u.url))).toEqual(uploads.map((u) => u.url));
    gqlData(await gw.gql(Q.deleteFile, { id: m.id, fileId: m.files[0]!.id, opi: OPI.eleanor }, staff));
    expect(await records(uploads.map((u) => u.url))).toEqual([uploads[1]!.url]);
    for (const url of stored(uploads[0]!)) expect(onDisk(gw, url)).toBe(false);
    for (const url of stored(uploads[1]!)) expect(onDisk(gw, url)).toBe(true);
  });

  it('through REST too, and deleting a memory deletes the records of all its files', async () => {
    const uploads = await uploadRest(3);
    const m = await share(gw, { files: uploads.map((u) => ({ fileUrl: u.url, fileType: 'Image' })) });
    expectRestSuccess(
      await gw.rest('DELETE', `/admin/memory/${m.id}/file/${m.files[0]!.id}`, undefined, staff),
      200,
      'Media Deleted Successfully',
    );
    expect(await records(uploads.map((u) => u.url))).toEqual(uploads.slice(1).map((u) => u.url));
    gqlData(await gw.gql(Q.status, { id: m.id, status: 'Deleted' }, staff));
    expect(await records(uploads.map((u) => u.url))).toEqual([]);
    for (const u of uploads) for (const url of stored(u)) expect(onDisk(gw, url), url).toBe(false);
  });
});

describe('two gateways on one database', () => {
  let b: TestGateway;

  beforeAll(async () => {
    b = await startTestGateway({ database: gw, env: { MEDIA_DIR: mediaDir } });
  });
  afterAll(async () => {
    // b shares gw's database: it stops first.
    await b?.stop();
  });

  it('sweeping at the same time, each upload is removed by exactly one of them, without errors', async () => {
    // Records whose files are already gone: removing them must not fail either.
    await gw.sql(`insert into media_upload (url, storage_key, kind, mime_type, size, file_name, created_at)
      select '/media/memories/twice-' || g || '.png', 'memories/twice-' || g || '.png', 'Image', 'image/png', 10, 'twice.png', now() - interval '30 days'
      from generate_series(1, 1000) g`);
    const uploads = await uploadGql(5);
    await age(
      uploads.map((u) => u.url),
      25,
    );
    const counts = await Promise.all([gw.gateway.uploadSweep.run(), b.gateway.uploadSweep.run()]);
    expect(counts[0] + counts[1]).toBe(1005);
    expect((await gw.sql("select count(*)::int as n from media_upload where url like '/media/memories/twice-%'"))[0].n).toBe(0);
    for (const u of uploads) for (const url of stored(u)) expect(onDisk(gw, url)).toBe(false);
  });
});

describe('a gateway sweeping on its own', () => {
  let c: TestGateway;

  beforeAll(async () => {
    // A second replica that keeps uploads one hour and sweeps every 0.6 seconds.
    c = await startTestGateway({ database: gw, env: { MEDIA_DIR: mediaDir, UPLOAD_RETENTION_HOURS: '1', UPLOAD_SWEEP_MINUTES: '0.01' } });
  });
  afterAll(async () => {
    await c?.stop();
  });

  it('runs every UPLOAD_SWEEP_MINUTES with its UPLOAD_RETENTION_HOURS', async () => {
    const [old, recent] = await uploadGql(2);
    await age([old!.url], 2);
    await age([recent!.url], 0.5);
    // The record goes first, its files right after.
    await eventually(
      async () => (await records([old!.url])).length === 0 && stored(old!).every((url) => !onDisk(gw, url)),
      'the old upload swept by the second gateway',
    );
    expect(await records([recent!.url])).toEqual([recent!.url]);
    expect(onDisk(gw, recent!.url)).toBe(true);
  });

  it('stops with the gateway', async () => {
    await c.stop();
    const [u] = await uploadGql();
    await age([u!.url], 2);
    await new Promise((r) => setTimeout(r, 2000));
    expect(await records([u!.url])).toEqual([u!.url]);
  });
});

describe('the settings', () => {
  const env = (extra: Record<string, string>) => ({ DATA_DIR: os.tmpdir(), ...extra });

  it('default to 24 hours and 60 minutes', () => {
    const config = loadConfig(env({}));
    expect([config.UPLOAD_RETENTION_HOURS, config.UPLOAD_SWEEP_MINUTES]).toEqual([24, 60]);
    expect([gw.config.UPLOAD_RETENTION_HOURS, gw.config.UPLOAD_SWEEP_MINUTES]).toEqual([24, 60]);
    expect(loadConfig(env({ UPLOAD_RETENTION_HOURS: '0.5', UPLOAD_SWEEP_MINUTES: '5' }))).toMatchObject({
      UPLOAD_RETENTION_HOURS: 0.5,
      UPLOAD_SWEEP_MINUTES: 5,
    });
  });

  it.each([
    ['UPLOAD_RETENTION_HOURS', 'a day', 'must be a number of hours'],
    ['UPLOAD_RETENTION_HOURS', '0', 'must be a positive number of hours'],
    ['UPLOAD_RETENTION_HOURS', '-24', 'must be a positive number of hours'],
    ['UPLOAD_RETENTION_HOURS', '100000', 'must be at most 87600 hours (10 years)'],
    ['UPLOAD_SWEEP_MINUTES', 'often', 'must be a number of minutes'],
    ['UPLOAD_SWEEP_MINUTES', '0', 'must be a positive number of minutes'],
    ['UPLOAD_SWEEP_MINUTES', '100000', 'must be at most 1440 minutes (a day)'],
  ])('%s=%s stops the start with one line', (name, value, message) => {
    expect(() => loadConfig(env({ [name]: value }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ [name]: value }))).toThrow(`Invalid configuration: ${name} ${message}`);
  });
});

describe('the clean-up of records left by earlier deletions (Migration20261122030000)', () => {
  it('deletes claimed records no memory file refers to, and nothing else', async () => {
    const [orphan] = await uploadGql();
    const [unclaimed] = await uploadGql();
    const [claimed] = await uploadRest();
    await share(gw, { files: [{ fileUrl: claimed!.url, fileType: 'Image' }] });
    // A record claimed by a file that was deleted before deletions took their records along.
    await gw.sql('update media_upload set claimed_at = now() where url = $1', [orphan!.url]);

    const file = pathToFileURL(path.join(ROOT_DIR, 'migrations', 'Migration20261122030000.js')).href;
    const { Migration20261122030000 } = (await import(file)) as {
      Migration20261122030000: new (driver: unknown, config: unknown) => Migration;
    };
    const migration = new Migration20261122030000(null, {});
    await migration.up();
    for (const statement of migration.getQueries()) await gw.sql(String(statement));

    expect(await records([orphan!.url, unclaimed!.url, claimed!.url])).toEqual([unclaimed!.url, claimed!.url]);
  });
});
