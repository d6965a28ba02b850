import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { memorialPageQuery, memorialPageVariables } from './memorial-page.bench.js';
import { postJson, timed, type SoakKind, type SoakLog } from './soak-log.js';

/** The soak's gateway and what its clients share: the pages (the first is the popular one), a staff token, a photo to upload. */
export interface SoakTarget {
  url: string;
  pages: string[];
  moderatorToken: string;
  dashboardToken: string;
  photo: Buffer;
  log: SoakLog;
  /** When the clients stop (performance.now()). */
  until: number;
}

/** A share every this many ms, round-robin over the pages; every fifth with an uploaded photo. */
export const SHARE_EVERY_MS = 2000;
/** A visitor's pause between two reads, ms (plus up to as much again at random). */
export const VISITOR_PAUSE_MS = 200;
/** How often the moderator looks at one page's pending memories, ms. */
const MODERATOR_PAUSE_MS = 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/** A GraphQL operation timed like any request; an answer with errors is counted by its codes as well. */
async function gql(t: SoakTarget, kind: SoakKind, query: string, variables: object, headers: Record<string, string> = {}) {
  const answer = await timed(t.log, kind, `${t.url}/graphql`, postJson({ query, variables }, headers));
  if (!answer) return null;
  try {
    const body = JSON.parse(answer.text) as { data?: Record<string, unknown>; errors?: Array<{ extensions?: { code?: string } }> };
    for (const e of body.errors ?? [])
      t.log.graphqlError(kind, e.extensions?.code ?? 'without a code', `${query.slice(0, 60)}...: ${answer.text.slice(0, 300)}`);
    return body.errors?.length ? null : (body.data ?? null);
  } catch {
    t.log.record(kind, `not JSON (HTTP ${answer.status})`);
    return null;
  }
}

const RECORD_VIEW = 'mutation RecordPageView($opi: String!) { recordPageView(opi: $opi) { counted } }';
/** Reads a visitor makes around a page after opening it, before leaving (a new visitor, from a new address, comes next). */
const READS_PER_VISIT = 12;

/**
 * A seat for visitors as long as the soak lasts: each opens a page (its HTML door, the memorial page query as the web
 * client sends it, one page view), reads around it (the query again, the legacy list and gallery, stored photos) and leaves.
 */
export async function visitor(t: SoakTarget, n: number) {
  const query = memorialPageQuery();
  const media: string[] = [];
  for (let visit = 0; performance.now() < t.until; visit++) {
    // Each visit from an address of its own (X-Forwarded-For through the loopback proxy): one guest, one page view.
    const from = { 'x-forwarded-for': `10.${64 + n}.${(visit >> 8) & 255}.${visit & 255}` };
    const opi = Math.random() < 0.5 ? t.pages[0]! : pick(t.pages);
    await timed(t.log, 'read', `${t.url}/obituaries/name/in-memory/${opi}`, { headers: from });
    await gql(t, 'read', query, memorialPageVariables(opi), from);
    await gql(t, 'read', RECORD_VIEW, { opi }, from);
    for (let i = 0; i < READS_PER_VISIT && performance.now() < t.until; i++) {
      await sleep(VISITOR_PAUSE_MS * (1 + Math.random()));
      await readAround(t, opi, from, media, query);
    }
  }
}

async function readAround(t: SoakTarget, opi: string, from: Record<string, string>, media: string[], query: string) {
  const r = Math.random();
  if (r < 0.25) await gql(t, 'read', query, memorialPageVariables(opi), from);
  else if (r < 0.5) {
    const list = await timed(t.log, 'read', `${t.url}/api/v1/memories/${opi}/list`, { headers: from });
    // The stored files' URLs (signed as a page's are) for the photo reads: the latest 50 seen.
    for (const m of list?.status === 200 ? list.text.matchAll(/"(\/media\/[^"]+)"/g) : []) if (media.push(m[1]!) > 50) media.shift();
  } else if (r < 0.7 || !media.length) await timed(t.log, 'read', `${t.url}/api/v1/memories/${opi}/gallery`, { headers: from });
  else await timed(t.log, 'read', `${t.url}${pick(media)}`, { headers: from });
}

/** A solved captcha for one public write, as the widget makes it (altcha-lib), asked for from the visitor's address. */
async function captcha(t: SoakTarget, from: Record<string, string>): Promise<string | null> {
  const answer = await timed(t.log, 'share', `${t.url}/api/v1/captcha/challenge`, { headers: from });
  if (answer?.status !== 200) return null;
  const challenge = JSON.parse(answer.text) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The photo uploaded by a visitor (multipart, its own captcha): the files of a share, or null when refused. */
async function uploadPhoto(t: SoakTarget, from: Record<string, string>, n: number) {
  const solved = await captcha(t, from);
  if (!solved) return null;
  const form = new FormData();
  form.append('captcha', solved);
  form.append('file', new Blob([t.photo], { type: 'image/jpeg' }), `soak-${n}.jpg`);
  const answer = await timed(t.log, 'share', `${t.url}/api/v1/memories/upload`, { method: 'POST', body: form, headers: from });
  if (answer?.status !== 200) return null;
  const { data } = JSON.parse(answer.text) as { data: { files: Array<{ url: string; fileType: string }> } };
  return data.files.map((f) => ({ fileUrl: f.url, fileType: f.fileType }));
}

const SHARE_MUTATION = 'mutation ShareMemory($opi: String!, $input: ShareMemoryInput!) { shareMemory(opi: $opi, input: $input) { id } }';

/** One visitor's share: the next page in turn, through REST and GraphQL in turn. */
async function shareOne(t: SoakTarget, n: number) {
  // Each share from an address of its own: a visitor shares once, and no address nears its hourly allowance.
  const from = { 'x-forwarded-for': `172.${16 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}` };
  const opi = t.pages[n % t.pages.length]!;
  const files = n % 5 === 0 ? await uploadPhoto(t, from, n) : [];
  const solved = files && (await captcha(t, from));
  if (!files || !solved) return;
  const input = {
    memoryType: 1 + (n % 8),
    dateOfMemory: '2020-01-01',
    title: `Soak memory ${n}`,
    memory: `<p>Memory ${n} of the soak: a summer afternoon, a long walk, ${'a story told again. '.repeat(1 + (n % 20))}</p>`,
    acceptedPolicy: true,
    memoryAddingPerson: { firstName: 'Soak', lastName: `Visitor ${n}`, email: `visitor-${n}@example.com` },
    files,
    captcha: solved,
  };
  const shared =
    n % 2 === 0
      ? (await timed(t.log, 'share', `${t.url}/api/v1/memories/${opi}`, postJson(input, from)))?.status === 201
      : (await gql(t, 'share', SHARE_MUTATION, { opi, input }, from)) !== null;
  if (shared) t.log.at().shares++;
}

/** Shares at a steady pace (one every SHARE_EVERY_MS; a late one does not make the next come sooner). */
export async function sharer(t: SoakTarget) {
  let next = performance.now();
  for (let n = 1; next < t.until; n++) {
    await sleep(next - performance.now());
    next = Math.max(next + SHARE_EVERY_MS, performance.now());
    await shareOne(t, n);
  }
}

const PENDING = 'query Pending($opi: String!) { staffMemories(opi: $opi, status: Pending, page: 1, pageSize: 100) { memories { id } } }';
const DECIDE =
  'mutation Decide($memoryId: Int!, $status: MemoryStatusChange!, $reason: String) { changeMemoryStatus(memoryId: $memoryId, status: $status, rejectedReason: $reason) { message } }';

/** A pending memory decided: four in five approved, one rejected with a reason; REST and GraphQL in turn. */
async function decide(t: SoakTarget, id: number, viaRest: boolean) {
  const status = id % 5 === 0 ? 'Rejected' : 'Accepted';
  const reason = status === 'Rejected' ? 'Not about this person.' : null;
  const auth = { authorization: `Bearer ${t.moderatorToken}` };
  t.log.approvalSent.set(id, performance.now());
  const ok = viaRest
    ? (
        await timed(
          t.log,
          'moderation',
          `${t.url}/api/v1/admin/memory/${id}/status`,
          postJson({ status, rejectedReason: reason }, auth, 'PUT'),
        )
      )?.status === 200
    : (await gql(t, 'moderation', DECIDE, { memoryId: id, status, reason }, auth)) !== null;
  if (!ok) return;
  if (status === 'Accepted') {
    t.log.approvedIds.add(id);
    t.log.at().approved++;
  } else t.log.at().rejected++;
}

/** Staff moderation: one page's pending memories at a time, every page in turn, each decided. */
export async function moderator(t: SoakTarget) {
  const auth = { authorization: `Bearer ${t.moderatorToken}` };
  for (let tick = 0; performance.now() < t.until; tick++) {
    const opi = t.pages[tick % t.pages.length]!;
    let ids: number[] = [];
    if (tick % 2 === 0) {
      const answer = await timed(t.log, 'moderation', `${t.url}/api/v1/admin/memories/${opi}?status=Pending`, { headers: auth });
      if (answer?.status === 200)
        ids = (JSON.parse(answer.text) as { data: { memories: Array<{ id: number }> } }).data.memories.map((m) => m.id);
    } else {
      const data = (await gql(t, 'moderation', PENDING, { opi }, auth)) as { staffMemories: { memories: Array<{ id: number }> } } | null;
      ids = data?.staffMemories.memories.map((m) => m.id) ?? [];
    }
    for (const [i, id] of ids.entries()) if (performance.now() < t.until) await decide(t, id, (tick + i) % 2 === 0);
    await sleep(MODERATOR_PAUSE_MS);
  }
}

const EVENTS = 'subscription { memoryEvents { kind memoryId status } }';

/** The live moderation dashboard: one graphql-ws subscription (reconnecting when its socket closes) hearing every approval. */
export function liveSubscriber(t: SoakTarget): { stop(): Promise<void> } {
  let stopping = false;
  const client = createClient({
    url: `${t.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${t.dashboardToken}` },
    retryAttempts: Number.MAX_SAFE_INTEGER,
    shouldRetry: () => !stopping,
    on: {
      closed: (e) => {
        if (!stopping) t.log.record('subscriber', `transport: socket closed (${(e as { code?: number }).code ?? '?'})`);
      },
    },
  });
  const unsubscribe = client.subscribe<{ memoryEvents: { kind: string; memoryId: number; status: string | null } }>(
    { query: EVENTS },
    {
      next: ({ data, errors }) => {
        for (const e of errors ?? []) t.log.graphqlError('subscriber', String(e.extensions?.['code'] ?? 'without a code'));
        const event = data?.memoryEvents;
        if (event?.kind !== 'STATUS_CHANGED' || event.status !== 'Accepted' || t.log.liveApprovedIds.has(event.memoryId)) return;
        t.log.liveApprovedIds.add(event.memoryId);
        t.log.at().liveApprovals++;
        const sent = t.log.approvalSent.get(event.memoryId);
        if (sent !== undefined) t.log.liveDelays.push(performance.now() - sent);
      },
      error: (e) => t.log.record('subscriber', `subscription error: ${e instanceof Error ? e.message : JSON.stringify(e)}`),
      complete: () => undefined,
    },
  );
  return {
    stop: async () => {
      stopping = true;
      unsubscribe();
      await client.dispose();
    },
  };
}
