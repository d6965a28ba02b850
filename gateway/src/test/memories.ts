import { createSecretKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { OPI, type GqlResponse, type RestResponse, type TestGateway } from './gateway.js';
import { gqlData } from './expect.js';
import { gqlUpload, solidImage, type UploadedFile } from './media.js';
import { nextWithin } from './ws.js';
import { signMediaUrl } from '../media/signed-urls.js';

/** GraphQL documents and helpers shared by the memory tests. */

export const MEMORY_FIELDS = `id opi title memory description memoryType memoryTypeName status memoryStatus rejectedReason isPrivate dateOfMemory relationship
  memoryByPersonFirstName memoryByPersonLastName personEmail personPhone personAddress { line1 line2 country state county city zipcode }
  files { id fileType src originalUrl thumbnailUrl rotationAngle width height fileName isLink linkTitle }`;

export const Q = {
  share: `mutation ($opi: String!, $input: ShareMemoryInput!) { shareMemory(opi: $opi, input: $input) { ${MEMORY_FIELDS} } }`,
  memory: `query ($id: Int!) { memory(id: $id) { ${MEMORY_FIELDS} } }`,
  memories: `query ($opi: String!, $memoryType: Int, $page: Int) { memories(opi: $opi, memoryType: $memoryType, page: $page) { ${MEMORY_FIELDS} } }`,
  gallery:
    'query ($opi: String!) { gallery(opi: $opi) { id memoryId fileType src thumbnailUrl fileName rotationAngle width height isLink linkTitle } }',
  approval: `query ($opi: String!, $status: Int) { approvalMemories(opi: $opi, status: $status) { ${MEMORY_FIELDS} } }`,
  staff: `query ($opi: String!, $status: MemoryStatus, $memoryType: Int, $search: String, $page: Int, $pageSize: Int) {
    staffMemories(opi: $opi, status: $status, memoryType: $memoryType, search: $search, page: $page, pageSize: $pageSize) { total page pageSize memories { id status } } }`,
  status: `mutation ($id: Int!, $status: MemoryStatusChange!, $reason: String, $opi: String) {
    changeMemoryStatus(memoryId: $id, status: $status, rejectedReason: $reason, opi: $opi) { message memory { ${MEMORY_FIELDS} } } }`,
  hide: `mutation ($id: Int!, $isPrivate: Boolean!, $opi: String) { setMemoryHidden(memoryId: $id, isPrivate: $isPrivate, opi: $opi) { message memory { ${MEMORY_FIELDS} } } }`,
  title: `mutation ($id: Int!, $title: String!, $opi: String) { editMemoryTitle(memoryId: $id, title: $title, opi: $opi) { message memory { ${MEMORY_FIELDS} } } }`,
  text: `mutation ($id: Int!, $memory: String!, $opi: String) { editMemoryText(memoryId: $id, memory: $memory, opi: $opi) { message memory { ${MEMORY_FIELDS} } } }`,
  addFiles: `mutation ($id: Int!, $files: [MemoryFileInput!]!, $opi: String) { addMemoryFiles(memoryId: $id, files: $files, opi: $opi) { message memory { ${MEMORY_FIELDS} } } }`,
  onlyMedia: `mutation ($opi: String!, $files: [MemoryFileInput!]!) { addOnlyMedia(opi: $opi, files: $files) { message memory { ${MEMORY_FIELDS} } } }`,
  deleteFile: `mutation ($id: Int!, $fileId: Int!, $opi: String) { deleteMemoryFile(memoryId: $id, fileId: $fileId, opi: $opi) { message memory { ${MEMORY_FIELDS} } } }`,
  rotate: `mutation ($id: Int!, $fileId: Int!, $angle: Int!, $opi: String) { rotateMemoryImage(memoryId: $id, fileId: $fileId, rotationAngle: $angle, opi: $opi) { message memory { ${MEMORY_FIELDS} } } }`,
  acceptPolicy: 'mutation ($opi: String!) { acceptPolicy(opi: $opi) { haveAcceptPolicy } }',
  events: 'subscription ($opi: String) { memoryEvents(opi: $opi) { kind memoryId opi status title } }',
} as const;

export const SHARER = {
  firstName: 'Ruth',
  lastName: 'Lindqvist',
  email: 'ruth_l@example.com',
  phoneNumber: '6505502300',
  address: { line1: '1 Main St', city: 'Colma', state: 'CA', zipcode: '94014' },
};

/** A complete, valid share input (the visitor accepted the policy). */
export const shareInput = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  memoryType: 1,
  dateOfMemory: '2001-06-02',
  title: 'Summer at the orchard',
  memory: '<p>We picked pears all day.</p>',
  relationship: 16,
  memoryAddingPerson: SHARER,
  acceptedPolicy: true,
  ...overrides,
});

export type MemoryView = Record<string, any> & { id: number; status: string; files: Array<Record<string, any>> };

/** Shares a memory through GraphQL (a visitor, who solves a captcha, unless a token is given) and answers it. */
export async function share(
  gw: TestGateway,
  overrides: Record<string, unknown> = {},
  opts: { opi?: string; token?: string } = {},
): Promise<MemoryView> {
  const input = shareInput(overrides);
  if (!opts.token && !('captcha' in overrides)) input['captcha'] = await gw.visitorCaptcha();
  return gqlData(await gw.gql<{ shareMemory: MemoryView }>(Q.share, { opi: opts.opi ?? OPI.eleanor, input }, opts.token)).shareMemory;
}

/** Changes a memory's status through GraphQL and answers the result. */
export async function setStatus(gw: TestGateway, token: string, id: number, status: string, reason?: string) {
  return gqlData(
    await gw.gql<{ changeMemoryStatus: { message: string; memory: MemoryView | null } }>(Q.status, { id, status, reason }, token),
  ).changeMemoryStatus;
}

/** Uploads images through GraphQL and answers their upload records. */
export async function uploadImages(gw: TestGateway, count = 1, size: [number, number] = [40, 30]): Promise<UploadedFile[]> {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({ name: `photo-${i + 1}.png`, data: await solidImage(...size) })),
  );
  return gqlData(await gqlUpload(gw, files)).uploadMedia;
}

/** A memory shared with images attached, optionally moved to a status by the given token. */
export async function memoryWithImages(gw: TestGateway, count = 1, overrides: Record<string, unknown> = {}): Promise<MemoryView> {
  const uploads = await uploadImages(gw, count);
  return share(gw, { ...overrides, files: uploads.map((u) => ({ fileUrl: u.url, fileType: u.fileType })) });
}

/** The path on disk of a /media URL the gateway handed out. */
export function mediaPath(gw: TestGateway, url: string): string {
  const key = /^\/media\/([^?]+)/.exec(url)?.[1]; // without the signature of a handed-out URL
  expect(key, `${url} is not a /media URL`).toBeDefined();
  return path.join(gw.config.mediaDir, key!);
}
export const onDisk = (gw: TestGateway, url: string) => fs.existsSync(mediaPath(gw, url));

/**
 * Polls until found answers something: the state a test waits for, for as long as it takes to come.
 * ms only turns a state that never comes into a clear message, well under the test's own timeout.
 */
export async function eventually<T>(
  found: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  what: string,
  ms = 20_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await found();
    if (value) return value;
    if (Date.now() > until) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The outcome of a call, in one shape for both doors: 'ok', a GraphQL error code, or an HTTP status. */
export function gqlOutcome(res: GqlResponse): string {
  if (res.body.errors?.length) return String(res.body.errors[0]!.extensions?.['code']);
  expect(res.status).toBe(200);
  return 'ok';
}
export function restOutcome(res: RestResponse): string | number {
  return res.status >= 200 && res.status < 300 ? 'ok' : res.status;
}

/** What the memoryEvents subscription delivers, as the tests read it. */
export type MemoryEventData = {
  memoryEvents: { kind: string; memoryId: number; opi: string; status: string | null; title: string | null };
};
export type MemoryEvents = AsyncIterator<{ data?: MemoryEventData | null }>;

/** Titles given to a probe memory to find out when a subscription is live; next() skips their events. */
let probeCount = 0;
const isProbe = (e: { data?: MemoryEventData | null }) => /^probe-/.test(e.data?.memoryEvents.title ?? '');

/**
 * Waits until a subscription is live on its server (graphql-ws does not acknowledge one): renames a probe
 * memory (through probe) until a probe's event comes through. A probe sent before the subscription was live
 * is lost, so one is sent again after each pause without an event; the test's own timeout is the only limit.
 * Any probe's event will do (several subscriptions may probe at once); nextEvent() skips the later ones.
 * An event that comes before the probe's was committed before the subscription was known to be live: an earlier
 * test's change the bus delivered late (the replica tests saw one). It is not the test's, and is let go.
 */
export async function untilLive(events: MemoryEvents, probe: (title: string) => Promise<unknown>): Promise<MemoryEvents> {
  let pending = events.next();
  for (let pause = 100; ; pause = Math.min(pause * 2, 1000)) {
    await probe(`probe-${++probeCount}`);
    for (;;) {
      const got = await Promise.race([pending, new Promise<null>((r) => setTimeout(() => r(null), pause))]);
      if (!got) break; // no event yet: probe again, still waiting on the same next()
      if (got.done) throw new Error('the subscription ended');
      if (isProbe(got.value)) return events;
      pending = events.next();
    }
  }
}

/** The next event that is not a probe's. */
export async function nextEvent(events: MemoryEvents) {
  for (;;) {
    const event = await nextWithin(events);
    if (!isProbe(event)) return event;
  }
}

/** A value with the signatures taken off every /media URL in it: what the gateway stored, to compare with what it handed out. */
export function unsigned<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replace(/(\/media\/[a-z0-9/_.-]+)\?sig=[A-Za-z0-9_.-]*/g, '$1')) as T;
}

/** A /media URL signed for a viewer who may see it, as a query would hand it out (for tests of what /media serves). */
export function signedUrl(gw: TestGateway, url: string): string {
  const key = /^\/media\/([^?]+)/.exec(url)?.[1];
  expect(key, `${url} is not a /media URL`).toBeDefined();
  return signMediaUrl(createSecretKey(Buffer.from(gw.config.JWT_SECRET!, 'utf8')), key!, 'restricted');
}
