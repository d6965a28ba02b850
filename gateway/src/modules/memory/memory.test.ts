import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import sharp from 'sharp';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectNoInternals, gqlData, gqlError } from '../../test/expect.js';
import { nextWithin, wsClient, wsErrors } from '../../test/ws.js';
import { eventually, unsigned } from '../../test/memories.js';
import { MEMORY_CHANNEL } from './memory.changes.js';

/** Memories through GraphQL: who sees the sharer's contact details, and the live moderation stream over WebSocket. */

const SHARE = 'mutation ($opi: String!, $input: ShareMemoryInput!) { shareMemory(opi: $opi, input: $input) { id status } }';
const INPUT = {
  memoryType: 2,
  dateOfMemory: '1999-12-31',
  title: 'New year at the lake',
  memory: '<p>Fireworks over the water.</p>',
  memoryAddingPerson: { firstName: 'Lucas', lastName: 'Reyes', email: 'lucas@example.com', phoneNumber: '6505550100' },
  acceptedPolicy: true,
};
const EVENTS = 'subscription ($opi: String) { memoryEvents(opi: $opi) { kind memoryId opi status title } }';
const STATUS = 'mutation ($id: Int!, $status: MemoryStatusChange!) { changeMemoryStatus(memoryId: $id, status: $status) { message } }';

type EventResult = { data?: { memoryEvents: Record<string, unknown> } };

let gw: TestGateway;
let tokens: Record<'arranger' | 'family2' | 'staff', string>;
const clients: Client[] = [];
const ws = (token?: string) => wsClient(gw, token, clients);

beforeAll(async () => {
  gw = await startTestGateway();
  const [arranger, family2, staff] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.family2, 'arranger'),
    gw.login(DEMO.staff, 'cl-arranger'),
  ]);
  tokens = { arranger, family2, staff };
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await gw?.stop();
});

async function share(input: Record<string, unknown> = {}, opi: string = OPI.eleanor, token?: string) {
  return gqlData(await gw.gql<{ shareMemory: { id: number; status: string } }>(SHARE, { opi, input: { ...INPUT, ...input } }, token))
    .shareMemory;
}

/** Waits until the gateway's event bus listens for memory events, so an event published next is not missed. */
async function busListening() {
  // The bus's connection shows its last statement; it listens for ended sessions first, memory events on demand.
  await eventually(
    async () =>
      (await gw.sql(`select 1 from pg_stat_activity where datname = current_database() and query = $1`, [`listen ${MEMORY_CHANNEL}`]))
        .length > 0,
    'the event bus listening for memory events',
  );
}

describe("the sharer's contact details", () => {
  it('are shown to the family with access and to staff only', async () => {
    const { id } = await share();
    gqlData(await gw.gql(STATUS, { id, status: 'Accepted' }, tokens.arranger));
    const QUERY = 'query ($id: Int!) { memory(id: $id) { personEmail personPhone memoryByPersonFirstName } }';
    const seen = async (token?: string) => gqlData(await gw.gql(QUERY, { id }, token)).memory;
    const hidden = { personEmail: null, personPhone: null, memoryByPersonFirstName: 'Lucas' };
    const shown = { personEmail: 'lucas@example.com', personPhone: '6505550100', memoryByPersonFirstName: 'Lucas' };
    expect(await seen()).toEqual(hidden);
    expect(await seen(tokens.family2)).toEqual(hidden);
    expect(await seen(tokens.arranger)).toEqual(shown);
    expect(await seen(tokens.staff)).toEqual(shown);
  });

  it('a pending memory is not found by a visitor or another family', async () => {
    const { id } = await share();
    const QUERY = 'query ($id: Int!) { memory(id: $id) { id status } }';
    gqlError(await gw.gql(QUERY, { id }), 'NOT_FOUND', 'Memory does not exist');
    gqlError(await gw.gql(QUERY, { id }, tokens.family2), 'NOT_FOUND');
    expect(gqlData(await gw.gql(QUERY, { id }, tokens.arranger)).memory).toEqual({ id, status: 'Pending' });
  });
});

describe('the public list by memory type', () => {
  it('is empty for a type no memory has, however large (any GraphQL Int), for a visitor and for the family', async () => {
    for (const token of [undefined, tokens.arranger]) {
      for (const memoryType of [99, 32768, 2147483647, -2147483648]) {
        const res = await gw.gql<{ memories: unknown[] }>(
          'query ($opi: String!, $memoryType: Int) { memories(opi: $opi, memoryType: $memoryType) { id } }',
          { opi: OPI.eleanor, memoryType },
          token,
        );
        expect(gqlData(res).memories, `memoryType ${memoryType}`).toEqual([]);
      }
    }
  });
});

describe('the fields of section 3', () => {
  it("memoryByPerson (the sharer's account, null for a visitor), each file's memoryId, and fileUrl and originalFileUrl on upload", async () => {
    const upload = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true' },
      body: uploadForm(
        'mutation ($files: [Upload!]!, $captcha: String) { uploadMedia(files: $files, captcha: $captcha) { url fileUrl originalFileUrl } }',
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#333' } })
          .png()
          .toBuffer(),
        await gw.visitorCaptcha(),
      ),
    });
    const [uploaded] = ((await upload.json()) as { data: { uploadMedia: Array<Record<string, string>> } }).data.uploadMedia;
    expect(uploaded).toEqual({
      url: expect.stringMatching(/^\/media\/memories\//),
      fileUrl: uploaded!['url'],
      originalFileUrl: uploaded!['url'],
    });

    const { id } = await share({ files: [{ fileUrl: uploaded!['url'], fileType: 'Image' }] });
    gqlData(
      await gw.gql('mutation ($opi: String!) { acceptPolicy(opi: $opi) { haveAcceptPolicy } }', { opi: OPI.eleanor }, tokens.arranger),
    );
    const own = await share({}, OPI.eleanor, tokens.arranger);
    const QUERY = 'query ($id: Int!) { memory(id: $id) { memoryByPerson files { memoryId src } } }';
    const [user] = await gw.sql('select id from app_user where email = $1', [DEMO.arranger]);
    expect(unsigned(gqlData(await gw.gql(QUERY, { id }, tokens.arranger)).memory)).toEqual({
      memoryByPerson: null,
      files: [{ memoryId: id, src: uploaded!['url'] }],
    });
    expect(gqlData(await gw.gql(QUERY, { id: own.id }, tokens.arranger)).memory).toEqual({ memoryByPerson: user.id, files: [] });
  });
});

/** A GraphQL multipart request with one file. */
function uploadForm(query: string, data: Buffer, captcha: string): FormData {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query, variables: { files: [null], captcha } }));
  body.append('map', JSON.stringify({ 0: ['variables.files.0'] }));
  body.append('0', new Blob([new Uint8Array(data)]), 'small.png');
  return body;
}

describe('live moderation (memoryEvents over WebSocket)', () => {
  it('the family of the decedent and staff see a submission, a decision and a deletion as they commit', async () => {
    const family = ws(tokens.arranger).iterate<EventResult['data']>({ query: EVENTS, variables: { opi: OPI.eleanor } });
    const all = ws(tokens.staff).iterate<EventResult['data']>({ query: EVENTS, variables: {} });
    const first = [nextWithin(family), nextWithin(all)];
    await busListening();
    // A submission that fails validation publishes nothing: the first event is the valid one.
    gqlError(await gw.gql(SHARE, { opi: OPI.eleanor, input: { ...INPUT, title: '' } }), 'BAD_USER_INPUT');
    const { id } = await share({ title: 'Live one' });
    for (const event of await Promise.all(first)) {
      expect(event).toEqual({
        data: { memoryEvents: { kind: 'SUBMITTED', memoryId: id, opi: OPI.eleanor, status: 'Pending', title: 'Live one' } },
      });
    }
    gqlData(await gw.gql(STATUS, { id, status: 'Accepted' }, tokens.arranger));
    for (const it of [family, all])
      expect((await nextWithin(it)).data?.memoryEvents).toMatchObject({ kind: 'STATUS_CHANGED', memoryId: id, status: 'Accepted' });
    gqlData(await gw.gql(STATUS, { id, status: 'Deleted' }, tokens.staff));
    expect((await nextWithin(family)).data?.memoryEvents).toMatchObject({ kind: 'DELETED', memoryId: id, status: null });
    await family.return?.();
    await all.return?.();
  });

  it('a family following its own decedent does not see the others', async () => {
    const okafor = ws(tokens.family2).iterate<EventResult['data']>({ query: EVENTS, variables: { opi: OPI.okaforPrivate } });
    const first = nextWithin(okafor);
    await busListening();
    await share({ title: 'For Eleanor' }, OPI.eleanor);
    gqlData(
      await gw.gql('mutation ($opi: String!) { acceptPolicy(opi: $opi) { haveAcceptPolicy } }', { opi: OPI.okaforPrivate }, tokens.family2),
    );
    const { id } = await share({ title: 'For Samuel' }, OPI.okaforPrivate, tokens.family2);
    expect((await first).data?.memoryEvents).toMatchObject({
      kind: 'SUBMITTED',
      memoryId: id,
      opi: OPI.okaforPrivate,
      title: 'For Samuel',
    });
    await okafor.return?.();
  });

  it('is refused to a visitor, to another family, to a family without an opi, and for a missing decedent', async () => {
    const codes = async (token: string | undefined, variables: Record<string, unknown>) =>
      (await wsErrors(ws(token), EVENTS, variables)).map((e) => e.extensions?.['code']);
    expect(await codes(undefined, { opi: OPI.eleanor })).toEqual(['UNAUTHENTICATED']);
    expect(await codes(tokens.family2, { opi: OPI.eleanor })).toEqual(['FORBIDDEN']);
    expect(await codes(tokens.arranger, {})).toEqual(['FORBIDDEN']);
    expect(await codes(tokens.arranger, { opi: OPI.missing })).toEqual(['NOT_FOUND']);
  });

  it('a bad token refuses the connection itself', async () => {
    const closed = await nextWithin(ws('not-a-token').iterate({ query: EVENTS, variables: { opi: OPI.eleanor } })).catch((e: unknown) => e);
    expect((closed as { code?: number }).code).toBe(4403);
  });

  it('an unexpected failure reaches the socket as a generic message', async () => {
    // The decedent table is away: an error the services do not expect.
    const errors = await gw.withoutTable('decedent', () => wsErrors(ws(tokens.staff), EVENTS, { opi: OPI.eleanor }));
    expect(errors.map((e) => [e.message, e.extensions?.['code']])).toEqual([['Oops! Something went wrong.', 'INTERNAL_SERVER_ERROR']]);
    expectNoInternals(JSON.stringify(errors));
  });
});
