import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import { expectRestSuccess, gqlData } from '../test/expect.js';
import { Q, mediaPath, memoryWithImages, setStatus, type MemoryView } from '../test/memories.js';
import { REVOCATION_CACHE_MS } from './revocation.js';
import { PUBLIC_MEDIA_CACHE } from './routes.js';

/**
 * Revocation that holds (issue 27): a public URL of a memory's or a page's file, signed for one to two hours,
 * stops working within seconds once the memory is hidden, rejected or deleted or the page made private, on every
 * replica: two gateways on one database, URLs obtained through GraphQL and REST, revoked through either door,
 * asked of both gateways. Before: such a URL answered 200 until its signature ran out (about 95 minutes).
 */

let a: TestGateway;
let b: TestGateway;
let family: string;

beforeAll(async () => {
  a = await startTestGateway();
  b = await startTestGateway({ database: a });
  family = await a.login(DEMO.arranger, 'arranger');
  gqlData(await a.gql(Q.acceptPolicy, { opi: OPI.eleanor }, family));
});
afterAll(async () => {
  // b shares a's database: it stops first.
  await b?.stop();
  await a?.stop();
});

const PAGE = 'query ($opi: String!) { decedent(opi: $opi) { pictureUrl bannerUrl originalBannerUrl } }';
const PRIVACY = 'mutation ($opi: String!, $isPrivate: Boolean!) { setDecedentPrivacy(opi: $opi, isPrivate: $isPrivate) { isPrivate } }';
/** The latest a revocation may take on any replica (the promise). */
const PROMISED_S = 60;

async function answer(gw: TestGateway, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${gw.url}${url}`, { headers });
  await res.arrayBuffer();
  return { status: res.status, cacheControl: res.headers.get('cache-control'), etag: res.headers.get('etag') };
}

function restOk(res: { status: number; text: string }) {
  expect(res.status, res.text).toBe(200);
}

/** Every URL answers 200 on both replicas, with the answer's caching. */
async function expectServed(urls: readonly string[], cacheControl: string) {
  for (const gw of [a, b])
    for (const url of urls) {
      const res = await answer(gw, url);
      expect(res.status, `${url} on ${gw.url}`).toBe(200);
      expect(res.cacheControl).toBe(cacheControl);
    }
}

/** Every URL served again on both replicas (publicly cacheable) once the change notice reached them (or their cache time passed). */
async function untilServedAgain(urls: readonly string[]) {
  const until = Date.now() + PROMISED_S * 1000;
  for (const gw of [a, b])
    for (const url of urls)
      for (;;) {
        const res = await answer(gw, url);
        if (res.status === 200 || Date.now() > until) {
          expect(res.status, `${url} on ${gw.url}`).toBe(200);
          expect(res.cacheControl).toBe(PUBLIC_MEDIA_CACHE);
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
}

/** The seconds from since until every URL answers 404 (no-store) on both replicas; fails past the promise. */
async function secondsUntilRefused(urls: readonly string[], since: number): Promise<number> {
  const pending = new Set([a, b].flatMap((gw) => urls.map((url) => ({ gw, url }))));
  for (;;) {
    for (const p of [...pending]) {
      const res = await answer(p.gw, p.url);
      if (res.status === 200) continue;
      expect(res.status, p.url).toBe(404);
      expect(res.cacheControl).toBe('no-store');
      pending.delete(p);
    }
    const seconds = (Date.now() - since) / 1000;
    if (!pending.size) return seconds;
    if (seconds > PROMISED_S) throw new Error(`still served ${seconds} s after the revocation: ${[...pending].map((p) => p.url)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The seconds the signature of a URL had left when it was revoked: how long it answered 200 before. */
const signatureLeft = (url: string, since: number) => Number(/\?sig=(\d+)\./.exec(url)![1]) - since / 1000;

/** An approved memory with a picture, and its public URLs: through GraphQL from a, through REST from b. */
let shares = 0;
async function approvedMemory(): Promise<{ id: number; urls: string[] }> {
  const shared = await memoryWithImages(a, 1, { title: `Revocation ${++shares}` });
  await setStatus(a, family, shared.id, 'Accepted');
  const viaGraphql = gqlData(await a.gql<{ memory: MemoryView }>(Q.memory, { id: shared.id })).memory.files[0]!;
  const viaRest = expectRestSuccess(await b.rest('GET', `/memories/${shared.id}`)).files[0];
  const urls = [viaGraphql['src'], viaGraphql['thumbnailUrl'], viaGraphql['originalUrl'], viaRest.src, viaRest.thumbnailUrl];
  for (const url of urls) expect(url).toMatch(/^\/media\/memories\/.+\?sig=\d+\.p\./);
  await expectServed(urls, PUBLIC_MEDIA_CACHE);
  return { id: shared.id, urls };
}

const figures: string[] = [];
afterAll(() => console.log(`revoked public URLs, both replicas:\n${figures.join('\n')}`));

describe('a public URL stops working within seconds on every replica', () => {
  it('hide (GraphQL): refused on both replicas, the family still served privately; shown again (REST), the same URL works and stays cacheable', async () => {
    const { id, urls } = await approvedMemory();
    const [src] = urls as [string];
    // Public answers: cacheable by browsers, revalidated by shared caches (a 304 while still public).
    const first = await answer(b, src);
    expect(first.cacheControl).toMatch(/^public, max-age=60\b/);
    expect(first.cacheControl).toContain('s-maxage=0');
    expect(first.cacheControl).toContain('proxy-revalidate');
    expect((await answer(b, src, { 'if-none-match': first.etag!, 'cache-control': 'max-age=0' })).status).toBe(304);

    const since = Date.now();
    gqlData(await a.gql(Q.hide, { id, isPrivate: true, opi: OPI.eleanor }, family));
    const seconds = await secondsUntilRefused(urls, since);
    figures.push(`hide: ${seconds.toFixed(2)} s (its signature had ${signatureLeft(src, since).toFixed(0)} s left)`);
    expect(seconds).toBeLessThan(PROMISED_S);
    // A shared cache revalidating its copy is told it is gone, and keeps nothing.
    const revalidated = await answer(b, src, { 'if-none-match': first.etag!, 'cache-control': 'max-age=0' });
    expect([revalidated.status, revalidated.cacheControl]).toEqual([404, 'no-store']);

    const familyView = gqlData(await b.gql<{ memories: MemoryView[] }>(Q.memories, { opi: OPI.eleanor }, family)).memories.find(
      (m) => m.id === id,
    )!;
    await expectServed([familyView.files[0]!['src']], 'private, no-store');

    restOk(await b.rest('PUT', `/memories/${OPI.eleanor}/hide/${id}`, { isPrivate: false }, family));
    await untilServedAgain(urls);
  });

  it('un-approve and reject (REST, then GraphQL): refused on both replicas; the family is served through its Rejected list', async () => {
    const { id, urls } = await approvedMemory();
    const since = Date.now();
    restOk(await b.rest('PUT', `/memories/${OPI.eleanor}/${id}/status`, { status: 'Pending' }, family));
    await setStatus(a, family, id, 'Rejected', 'Not for this page');
    const seconds = await secondsUntilRefused(urls, since);
    figures.push(`reject: ${seconds.toFixed(2)} s (its signature had ${signatureLeft(urls[0]!, since).toFixed(0)} s left)`);
    expect(seconds).toBeLessThan(PROMISED_S);
    const rejected = gqlData(await a.gql<{ approvalMemories: MemoryView[] }>(Q.approval, { opi: OPI.eleanor, status: 2 }, family));
    await expectServed([rejected.approvalMemories.find((m) => m.id === id)!.files[0]!['src']], 'private, no-store');
  });

  it('delete (REST): refused on both replicas, even while its bytes are still in storage (a removal that failed)', async () => {
    const { id, urls } = await approvedMemory();
    const stored = new Map(urls.map((url) => [mediaPath(a, url), fs.readFileSync(mediaPath(a, url))]));
    const since = Date.now();
    restOk(await a.rest('PUT', `/memories/${OPI.eleanor}/${id}/status`, { status: 'Deleted' }, family));
    // The files are removed after the memory: put them back, as a store that did not remove them would keep them.
    for (const [file, bytes] of stored) fs.writeFileSync(file, bytes);
    const seconds = await secondsUntilRefused(urls, since);
    figures.push(`delete: ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(PROMISED_S);
  });

  it("page made private (GraphQL): its portrait, banner and memories' files refused on both replicas; public again (REST), served again", async () => {
    const { urls: memoryUrls } = await approvedMemory();
    const viaGraphql = gqlData(await a.gql<{ decedent: Record<string, string> }>(PAGE, { opi: OPI.eleanor })).decedent;
    const rest = expectRestSuccess(await b.rest('GET', `/decedent/${OPI.eleanor}`));
    const viaRest = (rest.decedent ?? rest) as Record<string, string>;
    const pageUrls = [viaGraphql['pictureUrl']!, viaGraphql['bannerUrl']!, viaGraphql['originalBannerUrl']!, viaRest['pictureUrl']!];
    for (const url of pageUrls) expect(url).toMatch(/^\/media\/decedents\/.+\?sig=\d+\.p\./);
    const urls = [...pageUrls, ...memoryUrls];
    await expectServed(urls, PUBLIC_MEDIA_CACHE);

    const since = Date.now();
    gqlData(await a.gql(PRIVACY, { opi: OPI.eleanor, isPrivate: true }, family));
    try {
      const seconds = await secondsUntilRefused(urls, since);
      figures.push(`page made private: ${seconds.toFixed(2)} s (its signature had ${signatureLeft(urls[0]!, since).toFixed(0)} s left)`);
      expect(seconds).toBeLessThan(PROMISED_S);
      const asFamily = gqlData(await b.gql<{ decedent: Record<string, string> }>(PAGE, { opi: OPI.eleanor }, family)).decedent;
      await expectServed([asFamily['pictureUrl']!], 'private, no-store');
    } finally {
      restOk(await b.rest('PUT', `/decedent/privacy/${OPI.eleanor}`, { isPrivate: false }, family));
    }
    await untilServedAgain(urls);
  });

  it('without a change notice (the rows changed by another program): refused within the per-process cache time', async () => {
    const { id, urls } = await approvedMemory();
    const since = Date.now();
    await a.sql('update memory set is_private = true where id = $1', [id]);
    const seconds = await secondsUntilRefused(urls, since);
    figures.push(`no notice (SQL): ${seconds.toFixed(2)} s (cache ${REVOCATION_CACHE_MS / 1000} s)`);
    // The cache time, and the time two busy gateways take to answer these URLs once more.
    expect(seconds).toBeLessThan(REVOCATION_CACHE_MS / 1000 + 5);
  });
});
