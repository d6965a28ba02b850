import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootGateway, type Gateway } from '../../boot.js';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../logger.js';
import { DEMO, OPI, TEST_JWT_SECRET, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

/**
 * The arrangements summary (arrangements-portal 2.2, 3, 4.1, 6): the whole
 * screen in one request, per role, through GraphQL and the legacy REST route,
 * and a fixed number of SQL statements whatever the size of the case.
 */

const M = {
  forbidden: 'Unauthorized access Forbidden',
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
  decedentMissing: 'Decedent does not exist',
} as const;

const SUMMARY = `query ($opi: String!) { arrangementSummary(opi: $opi) {
  decedent { id opi onePortalId prefix firstName middleName lastName dateOfBirth dateOfDeath isFreeze obituaryIsLocked prayerStatus programStatus isPrivate }
  haveAcceptPolicy
  obituary { obituary displayName description dateOfBirth dateOfDeath }
  steps { key step title badge route external isLocked isStarted isComplete state submittedAt progress lastEditedBy lastEditedAt }
  services { id name description imageUrl isInterested note } } }`;
const FREEZE = 'mutation ($opi: String!, $isFreeze: Boolean!) { setCertificateFreeze(opi: $opi, isFreeze: $isFreeze) { isFreeze } }';

type Step = {
  key: string;
  step: number;
  title: string;
  badge: string | null;
  route: string;
  external: boolean;
  isLocked: boolean;
  isStarted: boolean;
  isComplete: boolean;
  state: string;
  submittedAt: string | null;
  progress: string | null;
  lastEditedBy: string | null;
  lastEditedAt: string | null;
};
type Summary = {
  decedent: Record<string, unknown>;
  haveAcceptPolicy: boolean;
  obituary: Record<string, unknown> & { description: string };
  steps: Step[];
  services: Array<Record<string, unknown>>;
};

const o = OPI.eleanor;
/** The family's cards, in the spec's order (2.2): key, number, title, route. */
const FAMILY_CARDS: Array<[string, number, string, string]> = [
  ['whatToExpect', 1, 'What to Expect', `/app/${o}/whatToExpect`],
  ['whatToBring', 2, 'What to Bring', `/app/${o}/whatToBring`],
  ['certificateDetails', 2, 'Biography and Death Certificate', `/app/${o}/certificateDetails`],
  ['servicesDetails', 3, 'Available Services', `/app/${o}/servicesDetails`],
  ['prayerCreation', 4, 'Create Prayer Card', `/app/${o}/prayerCreation`],
  ['programCreation', 5, 'Create Service Program', `/app/${o}/programCreation`],
  ['obituary', 6, 'Obituary', `/app/memories/${o}`],
  ['customizeFamilyWebsite', 7, 'Customize Family Website', `/app/${o}/customizeFamilyWebsite`],
  ['shareMemories', 8, 'Share Memories', `/name/eleanor-whitmore-obituary/${o}`],
];
const STAFF_CARDS: Array<[string, number, string, string]> = [
  ['certificateDetails', 2, 'Biography and Death Certificate', `/admin/${o}/certificateDetails`],
  ['prayerCreation', 4, 'Create Prayer Card', `/admin/${o}/prayerCreation`],
  ['programCreation', 5, 'Create Service Program', `/admin/${o}/programCreation`],
  ['obituary', 6, 'Obituary', `/admin/memories-list/${o}`],
  ['customizeFamilyWebsite', 7, 'Customize Family Website', `/admin/${o}/customizeFamilyWebsite`],
];

let gw: TestGateway;
let arranger: string;
let staff: string;
let admin: string;
let family2: string;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, staff, admin, family2] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.staff, 'cl-arranger'),
    gw.login(DEMO.admin, 'admin'),
    gw.login(DEMO.family2, 'arranger'),
  ]);
});
afterAll(() => gw?.stop());

const summary = async (token: string, opi: string = OPI.eleanor) =>
  gqlData(await gw.gql<{ arrangementSummary: Summary }>(SUMMARY, { opi }, token)).arrangementSummary;
const card = (s: Summary, key: string) => s.steps.find((c) => c.key === key)!;
async function saveSection(section: string, body: unknown, token = arranger) {
  const res = await gw.rest('POST', `/decedent/${OPI.eleanor}/${section}`, body, token);
  expect(res.status, res.text).toBe(200);
  expect(res.body.message).toMatch(/ Details Updated!$/);
  return res.body.data;
}

describe('the legacy REST contract', () => {
  contract('GET', '/arrangements/:opi/summary', () => {
    it('answers data: decedent, haveAcceptPolicy, obituary, steps, services', async () => {
      const data = expectRestSuccess(await gw.rest('GET', `/arrangements/${OPI.eleanor}/summary`, undefined, arranger));
      expect(Object.keys(data).sort()).toEqual(['decedent', 'haveAcceptPolicy', 'obituary', 'services', 'steps']);
      expect(data.decedent).toMatchObject({
        opi: OPI.eleanor,
        onePortalId: OPI.eleanor,
        firstName: 'Eleanor',
        lastName: 'Whitmore',
        isFreeze: false,
        prayerStatus: false,
        programStatus: false,
        funeralHome: { code: 'CFS' },
      });
      expect(data.obituary).toMatchObject({
        displayName: 'Eleanor Grace Whitmore',
        obituary: expect.stringMatching(/^<p>Eleanor Grace Whitmore, beloved mother/),
      });
      expect(data.steps.map((s: Step) => s.key)).toEqual(FAMILY_CARDS.map(([key]) => key));
      for (const step of data.steps)
        expect(Object.keys(step).sort()).toEqual([
          'badge',
          'external',
          'isComplete',
          'isLocked',
          'isStarted',
          'key',
          'lastEditedAt',
          'lastEditedBy',
          'progress',
          'route',
          'state',
          'step',
          'submittedAt',
          'title',
        ]);
      expect(data.services).toHaveLength(8);
      expect(data.services[0]).toEqual({
        id: expect.any(Number),
        name: 'Visitation',
        description: expect.any(String),
        imageUrl: expect.stringMatching(/^\/media\//),
        isInterested: null,
        note: null,
      });
    });
    it('the staff variant: the staff cards', async () => {
      const data = expectRestSuccess(await gw.rest('GET', `/arrangements/${OPI.eleanor}/summary`, undefined, staff));
      expect(data.steps.map((s: Step) => s.route)).toEqual(STAFF_CARDS.map(([, , , route]) => route));
      expect(data.haveAcceptPolicy).toBe(true);
    });
    it('401 without a session', async () => {
      expectRestError(await gw.rest('GET', `/arrangements/${OPI.eleanor}/summary`), 401);
    });
    it("403 on another family's decedent", async () => {
      expectRestError(await gw.rest('GET', `/arrangements/${OPI.eleanor}/summary`, undefined, family2), 403, M.forbidden);
      expectRestError(await gw.rest('GET', `/arrangements/${OPI.okaforPrivate}/summary`, undefined, arranger), 403, M.privatePage);
    });
    it('404 for a missing decedent', async () => {
      expectRestError(await gw.rest('GET', `/arrangements/${OPI.missing}/summary`, undefined, admin), 404, M.decedentMissing);
    });
  });
});

describe('the summary screen', () => {
  it('the family sees the 9 cards in the spec order, with family routes and no edit stamps', async () => {
    const s = await summary(arranger);
    expect(s.steps.map((c) => [c.key, c.step, c.title, c.route])).toEqual(FAMILY_CARDS);
    expect(s.steps.filter((c) => c.external).map((c) => c.key)).toEqual(['shareMemories']);
    expect(card(s, 'programCreation').badge).toBe('Beta Version');
    expect(s.steps.filter((c) => c.badge).map((c) => c.key)).toEqual(['programCreation']);
    for (const c of s.steps) expect([c.key, c.lastEditedBy, c.lastEditedAt]).toEqual([c.key, null, null]);
    // The same screen by the legacy route.
    expect(expectRestSuccess(await gw.rest('GET', `/arrangements/${OPI.eleanor}/summary`, undefined, arranger)).steps).toEqual(s.steps);
  });

  it('it reads the decedent, the policy flag, the obituary and the services in the same request', async () => {
    const s = await summary(arranger);
    expect(s.decedent).toMatchObject({
      opi: OPI.eleanor,
      onePortalId: OPI.eleanor,
      prefix: 'Mrs',
      firstName: 'Eleanor',
      middleName: 'Grace',
      lastName: 'Whitmore',
      dateOfBirth: '1941-06-02',
      dateOfDeath: '2026-03-14',
      isPrivate: false,
    });
    expect(s.obituary).toMatchObject({ displayName: 'Eleanor Grace Whitmore', dateOfBirth: '1941-06-02', dateOfDeath: '2026-03-14' });
    expect(s.obituary['description']).toBe(s.obituary['description'].slice(0, 160));
    expect(s.services).toEqual(expectRestSuccess(await gw.rest('GET', `/services/${OPI.eleanor}`, undefined, arranger)));
    expect(card(s, 'obituary').isComplete).toBe(true);
    // Not gated: the summary is where the family learns it has to accept the policy.
    expect(s.haveAcceptPolicy).toBe(false);
    expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
    expect((await summary(arranger)).haveAcceptPolicy).toBe(true);
    expect((await summary(staff)).haveAcceptPolicy).toBe(true);
  });

  it('staff see only certificateDetails, prayerCreation, programCreation, obituary, customizeFamilyWebsite, with /admin routes', async () => {
    for (const token of [staff, admin]) {
      const s = await summary(token);
      expect(s.steps.map((c) => [c.key, c.step, c.title, c.route])).toEqual(STAFF_CARDS);
      expect(s.steps.every((c) => !c.external)).toBe(true);
      expect(s.services).toHaveLength(8);
    }
  });

  it('the certificate card counts the saved sections; the family sees no stamp, staff see who edited last and when', async () => {
    expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
    expect(card(await summary(arranger), 'certificateDetails')).toMatchObject({
      progress: '0 of 8 sections saved',
      isComplete: false,
      lastEditedBy: null,
      lastEditedAt: null,
    });
    expect(card(await summary(admin), 'certificateDetails')).toMatchObject({
      progress: '0 of 8 sections saved',
      lastEditedBy: null,
      lastEditedAt: null,
    });

    const before = Date.now();
    await saveSection('primary-info', { firstName: 'Eleanor' });
    await saveSection('resident-info', { city: 'Colma' });
    await saveSection('resident-info', { city: 'Colma' });
    const family = card(await summary(arranger), 'certificateDetails');
    expect(family).toMatchObject({ progress: '2 of 8 sections saved', isComplete: false, lastEditedBy: null, lastEditedAt: null });
    const forStaff = card(await summary(staff), 'certificateDetails');
    expect(forStaff).toMatchObject({ progress: '2 of 8 sections saved', isComplete: false, lastEditedBy: 'Catherine Reyes' });
    expect(new Date(forStaff.lastEditedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // No other card has a stamp for the family.
    expect((await summary(arranger)).steps.filter((c) => c.lastEditedBy || c.lastEditedAt)).toEqual([]);

    await saveSection('ethnicity-info', { isHispanic: false }, staff);
    await saveSection('education-info', { occupation: 'Teacher' }, staff);
    await saveSection('veteran-info', { isVeteran: false, isUnknown: false }, staff);
    await saveSection('parent-info', { relation: 'Mother', firstName: 'Astrid' }, staff);
    await saveSection('notifier-info', { firstName: 'Catherine', isNotifierVerified: true }, staff);
    expect(card(await summary(admin), 'certificateDetails')).toMatchObject({
      progress: '7 of 8 sections saved',
      isComplete: false,
      lastEditedBy: 'Maria Lopez',
    });
    await saveSection('nok-info', { firstName: 'Daniel' }, admin);
    // Every section saved is not done: nothing has been sent to the arranger (issue 29).
    expect(card(await summary(admin), 'certificateDetails')).toMatchObject({
      progress: '8 of 8 sections saved',
      isComplete: false,
      state: 'STARTED',
      lastEditedBy: 'Alan Park',
    });
    expect(card(await summary(arranger), 'certificateDetails')).toMatchObject({
      progress: '8 of 8 sections saved',
      isComplete: false,
      lastEditedBy: null,
      lastEditedAt: null,
    });
  });

  it('the certificate card isLocked follows isFreeze, for the family and for staff', async () => {
    expect(card(await summary(arranger), 'certificateDetails').isLocked).toBe(false);
    gqlData(await gw.gql(FREEZE, { opi: OPI.eleanor, isFreeze: true }, staff));
    try {
      for (const token of [arranger, staff, admin]) {
        const s = await summary(token);
        expect([s.decedent['isFreeze'], card(s, 'certificateDetails').isLocked]).toEqual([true, true]);
        // Only the certificate card is locked by it.
        expect(s.steps.filter((c) => c.isLocked).map((c) => c.key)).toEqual(['certificateDetails']);
      }
      expect(
        expectRestSuccess(await gw.rest('GET', `/arrangements/${OPI.eleanor}/summary`, undefined, arranger)).steps.find(
          (c: Step) => c.key === 'certificateDetails',
        ).isLocked,
      ).toBe(true);
    } finally {
      gqlData(await gw.gql(FREEZE, { opi: OPI.eleanor, isFreeze: false }, admin));
    }
    expect(card(await summary(arranger), 'certificateDetails').isLocked).toBe(false);
  });

  it('the prayer and program cards read their stored cards: not started, started from a template, uploaded, locked; staff see who saved them last', async () => {
    // The demo case: a prayer card Maria Lopez (cl-arranger) saved, no program card.
    const seeded = await summary(staff);
    expect(card(seeded, 'prayerCreation')).toMatchObject({
      isStarted: true,
      isComplete: false,
      isLocked: false,
      progress: 'Template: Garden Roses',
      lastEditedBy: 'Maria Lopez',
    });
    expect(new Date(card(seeded, 'prayerCreation').lastEditedAt!).toISOString()).toBe('2026-03-16T17:20:00.000Z');
    expect(card(seeded, 'programCreation')).toMatchObject({
      isStarted: false,
      isComplete: false,
      isLocked: false,
      progress: 'Not started',
      lastEditedBy: null,
      lastEditedAt: null,
    });
    // The family sees the same state without the stamps.
    const family = await summary(arranger);
    expect(card(family, 'prayerCreation')).toMatchObject({
      isStarted: true,
      progress: 'Template: Garden Roses',
      lastEditedBy: null,
      lastEditedAt: null,
    });
    expect(card(family, 'programCreation')).toMatchObject({
      isStarted: false,
      progress: 'Not started',
      lastEditedBy: null,
      lastEditedAt: null,
    });

    const eleanor = `(select id from decedent where opi = '${OPI.eleanor}')`;
    await gw.sql(
      `insert into program_card (decedent_id, template_id, template_name, updated_by_id, updated_at)
      select ${eleanor}, 2, 'Classic Blue', id, '2026-03-18T09:05:00Z' from app_user where email = $1`,
      [DEMO.admin],
    );
    try {
      expect(card(await summary(admin), 'programCreation')).toMatchObject({
        isStarted: true,
        isComplete: false,
        progress: 'Template: Classic Blue',
        lastEditedBy: 'Alan Park',
        lastEditedAt: '2026-03-18T09:05:00.000Z',
      });
      await gw.sql(
        `update program_card set file_url = '/media/programs/eleanor.docx', updated_by_id = (select id from app_user where email = $1), updated_at = '2026-03-19T10:00:00Z' where decedent_id = ${eleanor}`,
        [DEMO.arranger],
      );
      await gw.sql('update decedent set program_status = true where opi = $1', [OPI.eleanor]);
      const locked = card(await summary(staff), 'programCreation');
      expect(locked).toMatchObject({
        isStarted: true,
        isComplete: true,
        isLocked: true,
        progress: 'Template: Classic Blue, program uploaded',
        lastEditedBy: 'Catherine Reyes',
        lastEditedAt: '2026-03-19T10:00:00.000Z',
      });
      // The legacy route answers the same cards.
      expect(
        expectRestSuccess(await gw.rest('GET', `/arrangements/${OPI.eleanor}/summary`, undefined, staff)).steps.find(
          (c: Step) => c.key === 'programCreation',
        ),
      ).toEqual(locked);
      // An editor who left: the card keeps its time, without a name.
      await gw.sql(`update prayer_card set updated_by_id = null where decedent_id = ${eleanor}`);
      expect(card(await summary(staff), 'prayerCreation')).toMatchObject({
        isStarted: true,
        lastEditedBy: null,
        lastEditedAt: '2026-03-16T17:20:00.000Z',
      });
    } finally {
      await gw.sql('update decedent set program_status = false where opi = $1', [OPI.eleanor]);
      await gw.sql(`delete from program_card where decedent_id = ${eleanor}`);
      await gw.sql(`update prayer_card set updated_by_id = (select id from app_user where email = $1) where decedent_id = ${eleanor}`, [
        DEMO.staff,
      ]);
    }
  });

  it('the prayer, program and obituary cards follow their own locks', async () => {
    await gw.sql('update decedent set prayer_status = true, program_status = true, obituary_is_locked = true where opi = $1', [
      OPI.eleanor,
    ]);
    try {
      const s = await summary(arranger);
      expect(s.steps.filter((c) => c.isLocked).map((c) => c.key)).toEqual(['prayerCreation', 'programCreation', 'obituary']);
    } finally {
      await gw.sql('update decedent set prayer_status = false, program_status = false, obituary_is_locked = false where opi = $1', [
        OPI.eleanor,
      ]);
    }
  });

  it('the services card counts the answers', async () => {
    expect(card(await summary(arranger), 'servicesDetails')).toMatchObject({ progress: '0 of 8 answered', isComplete: false });
    const ids = (await gw.sql<{ id: number }>('select id from funeral_service order by sort_order')).map((r) => r.id);
    expectRestSuccess(
      await gw.rest('POST', `/services/${ids[0]}/interest`, { decedentId: OPI.eleanor, isInterested: true, note: 'Morning' }, arranger),
      200,
      'Interest Sent Successfully!',
    );
    const s = await summary(arranger);
    expect(card(s, 'servicesDetails')).toMatchObject({ progress: '1 of 8 answered', isComplete: false });
    expect(s.services[0]).toMatchObject({ id: ids[0], isInterested: true, note: 'Morning' });
    for (const id of ids.slice(1))
      expectRestSuccess(
        await gw.rest('POST', `/services/${id}/interest`, { decedentId: OPI.eleanor, isInterested: false }, arranger),
        200,
        'Interest Sent Successfully!',
      );
    expect(card(await summary(arranger), 'servicesDetails')).toMatchObject({ progress: '8 of 8 answered', isComplete: true });
  });

  it("another family's arranger gets 403 (GraphQL and REST); a visitor 401", async () => {
    gqlError(await gw.gql(SUMMARY, { opi: OPI.eleanor }, family2), 'FORBIDDEN', M.forbidden);
    gqlError(await gw.gql(SUMMARY, { opi: OPI.okaforPrivate }, arranger), 'PRIVATE', M.privatePage);
    expectRestError(await gw.rest('GET', `/arrangements/${OPI.eleanor}/summary`, undefined, family2), 403, M.forbidden);
    gqlError(await gw.gql(SUMMARY, { opi: OPI.eleanor }), 'UNAUTHENTICATED');
    // The other family reads its own.
    expect((await summary(family2, OPI.okaforPrivate)).decedent['opi']).toBe(OPI.okaforPrivate);
  });
});

describe('SQL statements per summary request', () => {
  let counting: Gateway;
  let dataDir: string;
  let statements: string[] | undefined;

  beforeAll(async () => {
    // A second gateway on this file's database that reports every SQL statement (BootOptions.onQuery).
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-gw-count-'));
    fs.copyFileSync(path.join(gw.config.DATA_DIR, 'ssn-key'), path.join(dataDir, 'ssn-key'));
    const config = loadConfig({
      DATABASE_URL: gw.databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: dataDir,
      MEDIA_DIR: gw.config.MEDIA_DIR,
    });
    counting = await bootGateway(config, createLogger('silent'), {
      mailer: { send: async () => {} },
      seed: false,
      onQuery: (sql) => statements?.push(sql),
    });
  });
  afterAll(async () => {
    await counting?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The statements one request runs on the counting gateway. */
  async function statementsOf(request: () => Promise<Response>): Promise<string[]> {
    statements = [];
    const res = await request();
    expect(res.status).toBe(200);
    const body = (await res.json()) as { errors?: unknown; data?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data).toBeDefined();
    const seen = statements;
    statements = undefined;
    return seen;
  }
  const base = () => counting.url.replace('localhost', '127.0.0.1');
  const viaGraphql = (token: string) => () =>
    fetch(`${base()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: SUMMARY, variables: { opi: OPI.eleanor } }),
    });
  const viaRest = (token: string) => () =>
    fetch(`${base()}/api/v1/arrangements/${OPI.eleanor}/summary`, { headers: { authorization: `Bearer ${token}` } });

  async function measureOnce() {
    const out: Record<string, number> = {};
    for (const [name, token] of [
      ['arranger', arranger],
      ['staff', staff],
    ] as const) {
      out[`graphql ${name}`] = (await statementsOf(viaGraphql(token))).length;
      out[`rest ${name}`] = (await statementsOf(viaRest(token))).length;
    }
    return out;
  }
  /**
   * The fewest of three: the counting gateway's background jobs (the reminder scan, the sweeps) can only add
   * statements to a request they overlap, so the fewest is the request's own (one overlap under load gave 4, 6, 5).
   */
  async function measure() {
    const runs = [await measureOnce(), await measureOnce(), await measureOnce()];
    return Object.fromEntries(Object.keys(runs[0]!).map((k) => [k, Math.min(...runs.map((r) => r[k]!))]));
  }

  it('is the same for an empty case as for a full one: services answered or not, more services, prayer and program cards or none, 1 or 30 next of kin, 0 or 200 memories', async () => {
    const eleanor = `(select id from decedent where opi = '${OPI.eleanor}')`;
    // The small case: nothing answered, no card, one next of kin, no memory.
    await gw.sql(`delete from memory where decedent_id = ${eleanor}`);
    await gw.sql(`delete from next_of_kin where decedent_id = ${eleanor}`);
    await gw.sql(`delete from service_interest where decedent_id = ${eleanor}`);
    await gw.sql(`delete from prayer_card where decedent_id = ${eleanor}`);
    await gw.sql(`delete from program_card where decedent_id = ${eleanor}`);
    await saveSection('nok-info', { firstName: 'Daniel' }, admin);
    expect((await gw.sql(`select count(*)::int as n from next_of_kin where decedent_id = ${eleanor}`))[0].n).toBe(1);
    expect((await gw.sql(`select count(*)::int as n from memory where decedent_id = ${eleanor}`))[0].n).toBe(0);
    const empty = await summary(staff);
    expect([card(empty, 'prayerCreation').isStarted, card(empty, 'programCreation').isStarted]).toEqual([false, false]);
    expect(empty.services.filter((x) => x.isInterested !== null)).toEqual([]);
    // Once to warm up, then the small case.
    await measureOnce();
    const small = await measure();
    // The session; then the screen in one statement (the decedent with the family viewer's case and policy flags,
    // the card states, the obituary and the offers).
    expect(small).toEqual({ 'graphql arranger': 2, 'rest arranger': 2, 'graphql staff': 2, 'rest staff': 2 });

    // The large case: 20 more services, every one answered; both cards, each by another editor; 30 next of kin; 200 memories.
    await gw.sql(`insert into funeral_service (name, description, image_url, sort_order, is_active)
      select 'Extra service ' || i, 'Added for the count', '/media/demo/services/flowers.svg', 100 + i, true from generate_series(1, 20) i`);
    try {
      await gw.sql(
        `insert into service_interest (decedent_id, service_id, is_interested, note, answered_by_id, updated_at)
        select ${eleanor}, s.id, s.id % 2 = 0, case when s.id % 2 = 0 then 'Note ' || s.id end, u.id, now() from funeral_service s, app_user u where s.is_active and u.email = $1`,
        [DEMO.arranger],
      );
      await gw.sql(
        `insert into prayer_card (decedent_id, template_id, template_name, updated_by_id, updated_at) select ${eleanor}, 1, 'Garden Roses', id, now() from app_user where email = $1`,
        [DEMO.staff],
      );
      await gw.sql(
        `insert into program_card (decedent_id, template_id, template_name, file_url, updated_by_id, updated_at) select ${eleanor}, 2, 'Classic Blue', '/media/x.docx', id, now() from app_user where email = $1`,
        [DEMO.admin],
      );
      await gw.sql(
        `insert into next_of_kin (decedent_id, data, is_notifier) select ${eleanor}, jsonb_build_object('firstName', 'Kin ' || i), false from generate_series(1, 29) i`,
      );
      await gw.sql(`insert into memory (decedent_id, title, memory, memory_type, status, date_of_memory, memory_by_person_first_name, memory_by_person_last_name, person_email)
        select ${eleanor}, 'Memory ' || i, '<p>x</p>', 1, case when i % 3 = 0 then 'Pending' else 'Accepted' end, date '2020-01-01' + i, 'Ruth', 'Lindqvist', 'ruth@example.com' from generate_series(1, 200) i`);
      await gw.sql(
        `insert into memory_file (memory_id, file_type, src, original_url) select id, 'Image', '/media/x.jpg', '/media/x.jpg' from memory where decedent_id = ${eleanor}`,
      );
      expect((await gw.sql(`select count(*)::int as n from next_of_kin where decedent_id = ${eleanor}`))[0].n).toBe(30);
      expect((await gw.sql(`select count(*)::int as n from memory where decedent_id = ${eleanor}`))[0].n).toBe(200);
      // The screen did read all of it.
      const full = await summary(staff);
      expect(full.services).toHaveLength(28);
      expect(full.services.every((x) => x.isInterested !== null)).toBe(true);
      expect(card(full, 'prayerCreation')).toMatchObject({ isStarted: true, lastEditedBy: 'Maria Lopez' });
      expect(card(full, 'programCreation')).toMatchObject({
        isStarted: true,
        progress: 'Template: Classic Blue, program uploaded',
        lastEditedBy: 'Alan Park',
      });
      expect(card(await summary(arranger), 'servicesDetails')).toMatchObject({ progress: '28 of 28 answered', isComplete: true });
      const large = await measure();
      expect(large).toEqual(small);
      // And the screen itself did not change with them.
      expect((await summary(arranger)).steps.map((c) => c.key)).toEqual(FAMILY_CARDS.map(([key]) => key));
    } finally {
      await gw.sql("delete from funeral_service where name like 'Extra service %'");
    }
  });
});
