import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { expectRestError, expectRestSuccess, gqlData } from '../../test/expect.js';
import { Q as MEMORY_Q, shareInput, SHARER } from '../../test/memories.js';

/**
 * The screening through the legacy REST door (issue 32, item 5): the moderation lists (Approve Memories, staff's
 * list) add screeningScore, screeningLevel, held, screeningSummary and screeningReasons beside the legacy fields, and
 * sort and filter by them; the new rows reject a selection as spam and release held memories (the family's and
 * staff's paths). Every answer is also checked against the OpenAPI document (test/gateway.ts).
 */

const SPAM = {
  title: 'Fast cash loans',
  memory:
    '<p>Get fast cash loans and crypto bonus today at https://quick-cash.example, https://loans-now.example and https://crypto-win.example</p>',
};
const KIND = { title: 'Pears in June', memory: '<p>She gave every child on the street a pear from her tree, and a story with it.</p>' };
const LEGACY = ['id', 'opi', 'title', 'memory', 'description', 'status', 'rejectedReason', 'personEmail', 'files'];
const ADDED = ['screeningScore', 'screeningLevel', 'held', 'screeningSummary', 'screeningReasons'];

let gw: TestGateway;
let arranger: string;
let family2: string;
let staff: string;
let visitors = 0;

beforeAll(async () => {
  gw = await startTestGateway({ env: { TRUST_PROXY: 'loopback' } });
  [arranger, family2, , staff] = await gw.demoLogins();
});
afterAll(() => gw?.stop());

/** Shares as a new visitor (an address and an e-mail of their own) and answers the memory's id. */
async function share(text: { title: string; memory: string }): Promise<number> {
  visitors += 1;
  const headers = { 'x-forwarded-for': `192.0.${visitors}.5` };
  const input = shareInput({ ...text, memoryAddingPerson: { ...SHARER, email: `sharer${visitors}@example.com` } });
  return gqlData(await gw.gql(MEMORY_Q.share, { opi: OPI.eleanor, input }, undefined, headers)).shareMemory.id;
}

const held = async (id: number) => (await gw.sql<{ held: boolean }>('select held from memory where id = $1', [id]))[0]!.held;

describe('the moderation lists', () => {
  it('the Approve Memories list adds the screening beside the legacy fields, sorted by risk and filtered by level', async () => {
    const spam = await share(SPAM);
    const kind = await share(KIND);
    const { memories } = expectRestSuccess(
      await gw.rest('GET', `/memories/${OPI.eleanor}/approve-memory-list?status=1`, undefined, arranger),
    );
    const found = memories.find((m: { id: number }) => m.id === spam);
    for (const field of [...LEGACY, ...ADDED]) expect(found, field).toHaveProperty(field);
    expect(found).not.toHaveProperty('screening');
    expect(found).toMatchObject({ held: true, screeningLevel: 'LIKELY_SPAM', screeningSummary: expect.stringMatching(/^Likely spam: /) });
    expect(found.screeningReasons.map((r: { code: string }) => r.code)).toContain('LINKS');
    // The demo's approved memories were shared before screening: no score, not held.
    const approved = expectRestSuccess(await gw.rest('GET', `/admin/memories/${OPI.eleanor}?status=Accepted`, undefined, staff)).memories;
    expect(approved.length).toBeGreaterThan(0);
    for (const old of approved)
      expect(old).toMatchObject({ held: false, screeningScore: null, screeningLevel: null, screeningSummary: null, screeningReasons: [] });

    const risky = expectRestSuccess(
      await gw.rest('GET', `/memories/${OPI.eleanor}/approve-memory-list?status=1&sort=RISK`, undefined, arranger),
    ).memories;
    const scores = risky.map((m: { screeningScore: number | null }) => m.screeningScore ?? -1);
    expect(scores).toEqual([...scores].sort((x: number, y: number) => y - x));
    expect(risky[0]).toMatchObject({ screeningLevel: 'LIKELY_SPAM', held: true });
    expect(risky.findIndex((m: { id: number }) => m.id === spam)).toBeLessThan(risky.findIndex((m: { id: number }) => m.id === kind));
    const clear = expectRestSuccess(
      await gw.rest('GET', `/memories/${OPI.eleanor}/approve-memory-list?level=CLEAR`, undefined, arranger),
    ).memories;
    expect(clear.map((m: { id: number }) => m.id)).toContain(kind);
    expect(clear.every((m: { screeningLevel: string }) => m.screeningLevel === 'CLEAR')).toBe(true);
    expectRestError(await gw.rest('GET', `/memories/${OPI.eleanor}/approve-memory-list?sort=LOUDEST`, undefined, arranger), 400);
  });

  it("staff's list adds the screening, and filters by hold", async () => {
    const spam = await share({ ...SPAM, title: 'Loans for staff' });
    const all = expectRestSuccess(await gw.rest('GET', `/admin/memories/${OPI.eleanor}?sort=risk`, undefined, staff));
    expect(all.memories[0]).toMatchObject({ held: true, screeningLevel: 'LIKELY_SPAM' });
    const heldOnly = expectRestSuccess(await gw.rest('GET', `/admin/memories/${OPI.eleanor}?held=true`, undefined, staff));
    expect(heldOnly.memories.map((m: { id: number }) => m.id)).toContain(spam);
    expect(heldOnly.memories.every((m: { held: boolean }) => m.held)).toBe(true);
    expect(heldOnly.total).toBe(heldOnly.memories.length);
    const notHeld = expectRestSuccess(await gw.rest('GET', `/admin/memories/${OPI.eleanor}?held=false`, undefined, staff));
    expect(notHeld.memories.some((m: { held: boolean }) => m.held)).toBe(false);
  });
});

describe('the new rows', () => {
  contract('POST', '/memories/:opi/rejectAsSpam', () => {
    it('rejects the pending ones of the selection with the reason; 400 without one; 409 when none is pending', async () => {
      const [a, b] = [await share(SPAM), await share({ ...SPAM, title: 'More loans' })];
      const path = `/memories/${OPI.eleanor}/rejectAsSpam`;
      expectRestError(await gw.rest('POST', path, { memoryIds: [a, b] }, arranger), 400, 'Reason is required*');
      const data = expectRestSuccess(
        await gw.rest('POST', path, { memoryIds: [a, String(b)], rejectedReason: 'Spam' }, arranger),
        200,
        '2 memories rejected as spam',
      );
      expect(data.memories.map((m: { id: number; status: string; held: boolean }) => [m.id, m.status, m.held])).toEqual([
        [a, 'Rejected', false],
        [b, 'Rejected', false],
      ]);
      expectRestError(
        await gw.rest('POST', path, { memoryIds: [a], rejectedReason: 'Spam' }, arranger),
        409,
        'None of the selected memories is waiting for approval',
      );
      expectRestError(await gw.rest('POST', path, { memoryIds: [a], rejectedReason: 'Spam' }), 401);
      expectRestError(await gw.rest('POST', path, { memoryIds: [a], rejectedReason: 'Spam' }, family2), 403);
      expectRestError(await gw.rest('POST', path, { memoryIds: [999999], rejectedReason: 'Spam' }, arranger), 404);
    });
  });

  contract('POST', '/memories/:opi/release', () => {
    it('releases the held ones of the selection for the family; 409 when none is held', async () => {
      const spam = await share(SPAM);
      const path = `/memories/${OPI.eleanor}/release`;
      const data = expectRestSuccess(
        await gw.rest('POST', path, { memoryIds: [spam] }, arranger),
        200,
        '1 memory released for the family’s review',
      );
      expect(data.memories).toMatchObject([{ id: spam, status: 'Pending', held: false, screeningLevel: 'LIKELY_SPAM' }]);
      expect(await held(spam)).toBe(false);
      expectRestError(
        await gw.rest('POST', path, { memoryIds: [spam] }, arranger),
        409,
        'None of the selected memories is held for review',
      );
      expectRestError(await gw.rest('POST', path, { memoryIds: [] }, arranger), 400, 'Select at least one memory');
      expectRestError(await gw.rest('POST', path, { memoryIds: [spam] }, family2), 403);
    });
  });

  contract('POST', '/admin/memories/release', () => {
    it("staff release held memories of any decedent; the family may not use staff's path", async () => {
      const spam = await share(SPAM);
      expectRestError(await gw.rest('POST', '/admin/memories/release', { memoryIds: [spam] }, arranger), 403);
      expectRestError(await gw.rest('POST', '/admin/memories/release', { memoryIds: [spam] }), 401);
      expect(await held(spam)).toBe(true);
      const data = expectRestSuccess(
        await gw.rest('POST', '/admin/memories/release', { memoryIds: [spam] }, staff),
        200,
        '1 memory released for the family’s review',
      );
      expect(data.memories).toMatchObject([{ id: spam, held: false }]);
      expect(await held(spam)).toBe(false);
    });
  });
});
