import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

/**
 * Issue 29, item 1: the summary tells the truth. A step the family submitted says so, with the day (on the funeral
 * home's calendar, MM-DD-YYYY as on cards), not its sections or its template; a lock says it is the arranger's; staff
 * see the same states on their summary and on their list of decedents (one rule in the gateway), through GraphQL and
 * the legacy REST path; another family is refused.
 */

const STEP = 'key state isLocked isComplete submittedAt progress';
const SUMMARY = `query ($opi: String!) { arrangementSummary(opi: $opi) { steps { ${STEP} } } }`;
const LIST = `query { staffDecedents(page: 1, pageSize: 100) { decedents { opi arrangementSteps { ${STEP} } } } }`;
const SUBMIT = 'mutation ($opi: String!) { submitCertificate(opi: $opi) { certificate { submittedAt } } }';
const DECEDENT_STEPS = `query ($opi: String!) { decedent(opi: $opi) { opi arrangementSteps { key } } }`;

type Step = { key: string; state: string; isLocked: boolean; isComplete: boolean; submittedAt: string | null; progress: string };

let gw: TestGateway;
let arranger: string, family2: string, admin: string, staff: string;
const eleanor = `(select id from decedent where opi = '${OPI.eleanor}')`;
// 03:30 UTC on 21 March is still 20 March in Colma (America/Los_Angeles): the day is the funeral home's.
const CARD_SENT = '2026-03-21T03:30:00Z';

/** Every SQL statement the gateway runs, while `counting` is on. */
let statements: string[] | undefined;

beforeAll(async () => {
  gw = await startTestGateway({ onQuery: (sql) => statements?.push(sql) });
  [arranger, family2, admin, staff] = await gw.demoLogins();
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
});
afterAll(() => gw?.stop());

const gqlSteps = async (token: string) =>
  gqlData(await gw.gql<{ arrangementSummary: { steps: Step[] } }>(SUMMARY, { opi: OPI.eleanor }, token)).arrangementSummary.steps;
const restSteps = async (token: string) =>
  (expectRestSuccess(await gw.rest('GET', `/arrangements/${OPI.eleanor}/summary`, undefined, token)).steps as Step[]).map(
    ({ key, state, isLocked, isComplete, submittedAt, progress }) => ({ key, state, isLocked, isComplete, submittedAt, progress }),
  );
const byKey = (steps: Step[]) => Object.fromEntries(steps.map((s) => [s.key, s]));
const listSteps = async (token: string) => {
  const list = gqlData(await gw.gql<{ staffDecedents: { decedents: Array<{ opi: string; arrangementSteps: Step[] }> } }>(LIST, {}, token));
  return list.staffDecedents.decedents.find((d) => d.opi === OPI.eleanor)!.arrangementSteps;
};
/** MM-DD-YYYY of an instant in Colma. */
const colmaDay = (iso: string) => {
  const [m, d, y] = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(iso))
    .split('/');
  return `${m}-${d}-${y}`;
};

describe('step states after the family submitted its certificate, prayer card and program', () => {
  beforeAll(async () => {
    for (const [section, body] of [
      ['primary-info', { firstName: 'Eleanor' }],
      ['resident-info', { city: 'Colma' }],
    ] as const)
      expect((await gw.rest('POST', `/decedent/${OPI.eleanor}/${section}`, body, arranger)).status).toBe(200);
  });

  it('before: the certificate counts its saved sections and the prayer card names its template (started, not done)', async () => {
    const s = byKey(await gqlSteps(arranger));
    expect(s['certificateDetails']).toMatchObject({
      state: 'STARTED',
      isComplete: false,
      submittedAt: null,
      progress: '2 of 8 sections saved',
    });
    expect(s['prayerCreation']).toMatchObject({
      state: 'STARTED',
      isComplete: false,
      submittedAt: null,
      progress: 'Template: Garden Roses',
    });
    expect(s['programCreation']).toMatchObject({ state: 'NOT_STARTED', progress: 'Not started' });
  });

  it('after: each says "Submitted to arranger on" its day, for the family and staff, through GraphQL, REST and the staff list', async () => {
    const sent = gqlData(await gw.gql(SUBMIT, { opi: OPI.eleanor }, arranger)).submitCertificate.certificate.submittedAt as string;
    await gw.sql(`update prayer_card set submitted_at = $1 where decedent_id = ${eleanor}`, [CARD_SENT]);
    await gw.sql(
      `insert into program_card (decedent_id, template_id, template_name, file_url, submitted_at, updated_at)
       values (${eleanor}, 2, 'Classic Blue', '/media/programs/eleanor.docx', $1, $1)`,
      [CARD_SENT],
    );
    const family = byKey(await gqlSteps(arranger));
    expect(family['certificateDetails']).toMatchObject({
      state: 'SUBMITTED',
      isComplete: true,
      isLocked: false,
      submittedAt: sent,
      progress: `Submitted to arranger on ${colmaDay(sent)}`,
    });
    for (const key of ['prayerCreation', 'programCreation'])
      expect(family[key]).toMatchObject({
        state: 'SUBMITTED',
        isComplete: true,
        submittedAt: '2026-03-21T03:30:00.000Z',
        progress: 'Submitted to arranger on 03-20-2026',
      });

    // Staff: the same states on their summary (their cards only), and the same on their list of decedents.
    const forStaff = await gqlSteps(staff);
    expect(forStaff.map((s) => s.key)).toEqual([
      'certificateDetails',
      'prayerCreation',
      'programCreation',
      'obituary',
      'customizeFamilyWebsite',
    ]);
    for (const s of forStaff) expect(s).toEqual(family[s.key]);
    expect(await listSteps(staff)).toEqual(forStaff);
    expect(await listSteps(admin)).toEqual(forStaff);
    // The legacy REST path answers the same.
    expect(await restSteps(arranger)).toEqual(await gqlSteps(arranger));
    expect(await restSteps(staff)).toEqual(forStaff);
  });

  it('a locked step says so (isLocked) whether submitted or not; the program locked unsent is done, the certificate frozen is not', async () => {
    await gw.sql('update decedent set prayer_status = true, is_freeze = true where opi = $1', [OPI.eleanor]);
    await gw.sql(`update program_card set submitted_at = null where decedent_id = ${eleanor}`);
    await gw.sql('update decedent set program_status = true where opi = $1', [OPI.eleanor]);
    try {
      for (const token of [arranger, staff]) {
        for (const steps of [await gqlSteps(token), await restSteps(token)]) {
          const s = byKey(steps);
          expect(s['prayerCreation']).toMatchObject({
            state: 'SUBMITTED',
            isLocked: true,
            progress: 'Submitted to arranger on 03-20-2026',
          });
          expect(s['programCreation']).toMatchObject({
            state: 'COMPLETE',
            isLocked: true,
            isComplete: true,
            submittedAt: null,
            progress: 'Template: Classic Blue, program uploaded',
          });
          expect(s['certificateDetails']).toMatchObject({ state: 'SUBMITTED', isLocked: true });
        }
      }
      expect(byKey(await listSteps(staff))['programCreation']).toMatchObject({ state: 'COMPLETE', isLocked: true });
    } finally {
      await gw.sql('update decedent set prayer_status = false, program_status = false, is_freeze = false where opi = $1', [OPI.eleanor]);
    }
  });

  it('a certificate saved again after it was sent says so: the arranger has not had the change', async () => {
    const [row] = await gw.sql<{ submitted_at: Date }>(`select submitted_at from certificate where decedent_id = ${eleanor}`);
    const sentAt = row!.submitted_at;
    expect((await gw.rest('POST', `/decedent/${OPI.eleanor}/resident-info`, { city: 'Daly City' }, arranger)).status).toBe(200);
    const s = byKey(await gqlSteps(arranger));
    expect(s['certificateDetails']).toMatchObject({
      state: 'STARTED',
      isComplete: false,
      submittedAt: null,
      progress: `2 of 8 sections saved, changed since it was submitted on ${colmaDay(sentAt.toISOString())}`,
    });
    expect(byKey(await listSteps(staff))['certificateDetails']).toEqual(s['certificateDetails']);
  });

  it("another family is refused the summary (GraphQL and REST) and the staff list; the steps on a decedent are staff's only", async () => {
    gqlError(await gw.gql(SUMMARY, { opi: OPI.eleanor }, family2), 'FORBIDDEN');
    expectRestError(await gw.rest('GET', `/arrangements/${OPI.eleanor}/summary`, undefined, family2), 403);
    gqlError(await gw.gql(LIST, {}, family2), 'FORBIDDEN');
    gqlError(await gw.gql(LIST, {}, arranger), 'FORBIDDEN');
    expect(gqlData(await gw.gql(DECEDENT_STEPS, { opi: OPI.eleanor }, arranger)).decedent.arrangementSteps).toBeNull();
    expect(gqlData(await gw.gql(DECEDENT_STEPS, { opi: OPI.eleanor })).decedent.arrangementSteps).toBeNull();
    expect(gqlData(await gw.gql(DECEDENT_STEPS, { opi: OPI.eleanor }, staff)).decedent.arrangementSteps).toHaveLength(5);
  });
});

describe('the staff list reads the steps of its page of decedents together', () => {
  const list = (pageSize: number) =>
    `query { staffDecedents(page: 1, pageSize: ${pageSize}) { decedents { opi isFreeze arrangementSteps { ${STEP} } } } }`;
  /** The statements of one request: the fewest of three (a background job overlapping a request adds its own). */
  async function statementsOf(query: string): Promise<string[]> {
    let fewest: string[] | undefined;
    for (let i = 0; i < 3; i += 1) {
      statements = [];
      const data = gqlData(await gw.gql<{ staffDecedents: { decedents: Array<{ arrangementSteps: Step[] }> } }>(query, {}, admin));
      expect(data.staffDecedents.decedents.every((d) => d.arrangementSteps.length === 5)).toBe(true);
      if (!fewest || statements.length < fewest.length) fewest = statements;
      statements = undefined;
    }
    return fewest!;
  }

  it('one statement for the cards, and as many statements for one decedent as for the whole page', async () => {
    const one = await statementsOf(list(1));
    const all = await statementsOf(list(100));
    const cards = (seen: string[]) => seen.filter((sql) => sql.includes('summary_decedent_id')).length;
    expect([cards(one), cards(all)]).toEqual([1, 1]);
    expect(all.length).toBe(one.length);
  });
});
