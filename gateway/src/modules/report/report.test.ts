import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { DEMO, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

/**
 * The staff Login Report and User Report (issue 13 item 4): sign-ins recorded by the login path, filters (days in a
 * time zone, role, user, result), server paging, CSV (content and formula cells neutralised), roles, the legacy rows.
 * Fixed history in March 2020 keeps the filters' answers exact beside the demo's recent rows and the tests' own logins.
 */

const FORBIDDEN = 'Unauthorized access Forbidden';
const LOGIN_REPORT = `query ($from: String, $to: String, $role: String, $user: String, $result: String, $timeZone: String, $page: Int, $pageSize: Int) {
  loginReport(from: $from, to: $to, role: $role, user: $user, result: $result, timeZone: $timeZone, page: $page, pageSize: $pageSize) {
    total page pageSize events { id at email name role ip succeeded } } }`;
const LOGIN_CSV = `query ($from: String, $to: String, $role: String, $user: String, $result: String) {
  loginReportCsv(from: $from, to: $to, role: $role, user: $user, result: $result) { fileName content rows } }`;
const USER_REPORT = `query ($from: String, $to: String, $role: String, $user: String, $page: Int, $pageSize: Int) {
  userReport(from: $from, to: $to, role: $role, user: $user, page: $page, pageSize: $pageSize) {
    total page pageSize users { id email firstName lastName roles cases createdAt lastLoginAt } } }`;
const USER_CSV = `query ($from: String, $to: String, $role: String, $user: String) { userReportCsv(from: $from, to: $to, role: $role, user: $user) { fileName content rows } }`;

type Event = { id: string; at: string; email: string; name: string | null; role: string; ip: string; succeeded: boolean };
type LoginPage = { total: number; page: number; pageSize: number; events: Event[] };
type UserRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  cases: number;
  createdAt: string;
  lastLoginAt: string | null;
};
type UserPage = { total: number; page: number; pageSize: number; users: UserRow[] };

const EVIL_EMAIL = '=HYPERLINK("http://evil.example/x","click")@x.test';
let gw: TestGateway;
let arranger: string;
let family2: string;
let staff: string;
let admin: string;
/** Every account, as the database has them (the demo's and this file's own): the report's totals follow it. */
let userTotal: number;
let arrangerTotal: number;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, family2, staff, admin] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.family2, 'arranger'),
    gw.login(DEMO.staff, 'cl-arranger'),
    gw.login(DEMO.admin, 'admin'),
  ]);
  const id = async (email: string) => (await gw.sql<{ id: number }>('select id from app_user where email = $1', [email]))[0]!.id;
  await gw.sql(
    `insert into login_event (user_id, email, role, ip, succeeded, created_at) values
      ($1, 'admin@demo.test', 'admin', '10.0.0.1', true, '2020-03-01T10:00:00Z'),
      ($2, 'arranger@demo.test', 'arranger', '10.0.0.2', false, '2020-03-02T23:30:00Z'),
      (null, $4, 'arranger', '10.0.0.3', false, '2020-03-03T12:00:00Z'),
      ($3, 'staff@demo.test', 'cl-arranger', '10.0.0.4', true, '2020-03-04T08:00:00Z')`,
    [await id(DEMO.admin), await id(DEMO.arranger), await id(DEMO.staff), EVIL_EMAIL],
  );
  // A person whose names a spreadsheet would run as formulas, created in 2019.
  await gw.sql(`insert into app_user (email, password_hash, first_name, last_name, roles, is_new_user, created_at)
    values ('formula.person@example.com', 'x', '=cmd|''/c calc''!A1', '+SUM(1,2)', '{arranger}', false, '2019-05-05T12:00:00Z')`);
  const [counts] = await gw.sql<{ all: number; arrangers: number }>(
    `select count(*)::int as all, count(*) filter (where 'arranger' = any(roles))::int as arrangers from app_user`,
  );
  [userTotal, arrangerTotal] = [counts!.all, counts!.arrangers];
  expect(userTotal).toBeGreaterThanOrEqual(5);
});
afterAll(() => gw?.stop());

const logins = async (vars: Record<string, unknown>, token = admin): Promise<LoginPage> =>
  gqlData(await gw.gql<{ loginReport: LoginPage }>(LOGIN_REPORT, vars, token)).loginReport;
const users = async (vars: Record<string, unknown>, token = admin): Promise<UserPage> =>
  gqlData(await gw.gql<{ userReport: UserPage }>(USER_REPORT, vars, token)).userReport;
const MARCH = { from: '2020-03-01', to: '2020-03-31' };
const ips = (p: LoginPage) => p.events.map((e) => e.ip);

describe('sign-ins are recorded by the login path', () => {
  it('records a failed attempt and a sign-in with user, role, address, result and time', async () => {
    const before = Date.now();
    const wrong = await gw.gql('mutation { login(role: admin, email: "family2@demo.test", password: "not-the-password") { token } }');
    expect(wrong.body.errors?.length).toBeGreaterThan(0);
    await gw.login(DEMO.family2, 'arranger');
    const page = await logins({ user: 'family2@demo.test', pageSize: 2 });
    const [ip] = await gw.sql<{ ip: string }>('select ip from login_attempt order by id desc limit 1');
    expect(page.events.map((e) => [e.role, e.succeeded, e.name, e.email])).toEqual([
      ['arranger', true, 'James Okafor', DEMO.family2],
      ['admin', false, 'James Okafor', DEMO.family2],
    ]);
    for (const e of page.events) {
      expect(e.ip).toBe(ip!.ip);
      expect(Date.parse(e.at)).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('records an attempt with an e-mail that has no account, without a name', async () => {
    expect(
      (await gw.gql('mutation { login(role: arranger, email: "nobody.here@example.com", password: "whatever1") { token } }')).body
        .errors?.[0]?.message,
    ).toBe('Unauthorized. Please enter valid credentials');
    const page = await logins({ user: 'nobody.here' });
    expect(page.events).toHaveLength(1);
    expect(page.events[0]).toMatchObject({ email: 'nobody.here@example.com', name: null, role: 'arranger', succeeded: false });
  });
});

describe('Login Report filters and paging', () => {
  it('filters by a range of days, both ends included, newest first', async () => {
    expect(ips(await logins(MARCH))).toEqual(['10.0.0.4', '10.0.0.3', '10.0.0.2', '10.0.0.1']);
    expect(ips(await logins({ from: '2020-03-02', to: '2020-03-03' }))).toEqual(['10.0.0.3', '10.0.0.2']);
    expect(ips(await logins({ to: '2020-03-01' }))).toEqual(['10.0.0.1']);
    expect((await logins({ from: '2020-03-05', to: '2020-03-31' })).total).toBe(0);
  });

  it('reads the days in the time zone given', async () => {
    // 2020-03-02T23:30Z is 3 March in Tokyo and 2 March in Los Angeles.
    expect(ips(await logins({ from: '2020-03-03', to: '2020-03-03' }))).toEqual(['10.0.0.3']);
    expect(ips(await logins({ from: '2020-03-03', to: '2020-03-03', timeZone: 'Asia/Tokyo' }))).toEqual(['10.0.0.3', '10.0.0.2']);
    expect(ips(await logins({ from: '2020-03-02', to: '2020-03-02', timeZone: 'America/Los_Angeles' }))).toEqual(['10.0.0.2']);
  });

  it('filters by role, by result and by user (part of the e-mail or the name, any case)', async () => {
    expect(ips(await logins({ ...MARCH, role: 'cl-arranger' }))).toEqual(['10.0.0.4']);
    expect(ips(await logins({ ...MARCH, role: 'arranger' }))).toEqual(['10.0.0.3', '10.0.0.2']);
    expect(ips(await logins({ ...MARCH, result: 'failed' }))).toEqual(['10.0.0.3', '10.0.0.2']);
    expect(ips(await logins({ ...MARCH, result: 'succeeded' }))).toEqual(['10.0.0.4', '10.0.0.1']);
    expect(ips(await logins({ ...MARCH, user: 'REYES' }))).toEqual(['10.0.0.2']);
    expect(ips(await logins({ ...MARCH, user: 'alan park' }))).toEqual(['10.0.0.1']);
    expect(ips(await logins({ ...MARCH, user: 'hyperlink' }))).toEqual(['10.0.0.3']);
    expect(ips(await logins({ ...MARCH, user: '100%_' }))).toEqual([]);
    expect(ips(await logins({ ...MARCH, role: 'arranger', result: 'failed', user: 'reyes' }))).toEqual(['10.0.0.2']);
  });

  it('pages on the server: total, page and pageSize, and the page asked for', async () => {
    const first = await logins({ ...MARCH, pageSize: 3 });
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(ips(first)).toEqual(['10.0.0.4', '10.0.0.3', '10.0.0.2']);
    expect(ips(await logins({ ...MARCH, pageSize: 3, page: 2 }))).toEqual(['10.0.0.1']);
    expect(ips(await logins({ ...MARCH, pageSize: 3, page: 3 }))).toEqual([]);
    const all = await logins({});
    expect(all.pageSize).toBe(20);
    expect(all.total).toBeGreaterThan(4 + 10);
  });

  it('answers every rule with its message, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ from: '2020-02-30' }, 'From date must be a date (YYYY-MM-DD)'],
      [{ to: 'tomorrow' }, 'To date must be a date (YYYY-MM-DD)'],
      [{ from: '2020-03-05', to: '2020-03-01' }, 'To date must be on or after the From date'],
      [{ role: 'visitor' }, 'Role must be arranger, admin or cl-arranger'],
      [{ result: 'maybe' }, 'Result must be succeeded or failed'],
      [{ user: 'x'.repeat(255) }, 'User must be at most 254 characters'],
      [{ timeZone: 'Mars/Olympus' }, 'Time zone must be an IANA time zone such as America/Los_Angeles'],
      [{ page: 0 }, 'Page must be a whole number from 1'],
      [{ pageSize: 101 }, 'Page size must be a whole number from 1 to 100'],
    ];
    for (const [vars, message] of cases) gqlError(await gw.gql(LOGIN_REPORT, vars, admin), 'BAD_USER_INPUT', message);
  });

  it('answers the same rules in Spanish when asked (issue 31)', async () => {
    const es = { 'accept-language': 'es' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ from: '2020-03-05', to: '2020-03-01' }, 'La fecha Hasta debe ser igual o posterior a la fecha Desde'],
      [{ pageSize: 101 }, 'El tamaño de página debe ser un número entero de 1 a 100'],
      [{ timeZone: 'Mars/Olympus' }, 'La zona horaria debe ser una zona IANA, como America/Los_Angeles'],
    ];
    for (const [vars, message] of cases) gqlError(await gw.gql(LOGIN_REPORT, vars, admin, es), 'BAD_USER_INPUT', message);
  });

  it("writes the CSV's headings and roles in Spanish when asked (issue 31)", async () => {
    const csv = gqlData(await gw.gql(LOGIN_CSV, MARCH, admin, { 'accept-language': 'es' })).loginReportCsv;
    const rows: string[][] = parse(csv.content);
    expect(rows[0]).toEqual(['Hora (UTC)', 'Correo electrónico', 'Nombre', 'Rol', 'Dirección IP', 'Resultado']);
    expect(rows[1]).toContain('Asesor funerario del personal');
    // The result cells too: a Spanish reader's spreadsheet says whether each attempt succeeded in Spanish.
    expect(rows.slice(1).map((row) => row.at(-1))).toEqual(['exitoso', 'fallido', 'fallido', 'exitoso']);
  });
});

describe('Login Report CSV', () => {
  it('writes the same bytes for the same rows: headings, cells, quotes and CRLF (pinned before the column lists were merged)', async () => {
    const login = gqlData(await gw.gql(LOGIN_CSV, MARCH, admin)).loginReportCsv.content;
    const spanish = gqlData(await gw.gql(LOGIN_CSV, MARCH, admin, { 'accept-language': 'es' })).loginReportCsv.content;
    const user = gqlData(await gw.gql(USER_CSV, { user: 'formula' }, admin)).userReportCsv.content;
    // Every record ends with CRLF (the snapshot shows the line breaks without their CR).
    for (const csv of [login, spanish, user]) expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect([login, spanish, user].map((csv) => csv.split('\r\n').length)).toEqual([6, 6, 3]);
    expect({ login, spanish, user }).toMatchInlineSnapshot(`
      {
        "login": "Time (UTC),E-mail,Name,Role,Address,Result
      2020-03-04T08:00:00.000Z,staff@demo.test,Maria Lopez,Staff arranger,10.0.0.4,succeeded
      2020-03-03T12:00:00.000Z,"'=HYPERLINK(""http://evil.example/x"",""click"")@x.test",,Family (arranger),10.0.0.3,failed
      2020-03-02T23:30:00.000Z,arranger@demo.test,Catherine Reyes,Family (arranger),10.0.0.2,failed
      2020-03-01T10:00:00.000Z,admin@demo.test,Alan Park,Administrator,10.0.0.1,succeeded
      ",
        "spanish": "Hora (UTC),Correo electrónico,Nombre,Rol,Dirección IP,Resultado
      2020-03-04T08:00:00.000Z,staff@demo.test,Maria Lopez,Asesor funerario del personal,10.0.0.4,exitoso
      2020-03-03T12:00:00.000Z,"'=HYPERLINK(""http://evil.example/x"",""click"")@x.test",,Familia (responsable de los arreglos),10.0.0.3,fallido
      2020-03-02T23:30:00.000Z,arranger@demo.test,Catherine Reyes,Familia (responsable de los arreglos),10.0.0.2,fallido
      2020-03-01T10:00:00.000Z,admin@demo.test,Alan Park,Administrador,10.0.0.1,exitoso
      ",
        "user": "E-mail,First Name,Last Name,Role,Cases,Created (UTC),Last Sign-in (UTC)
      formula.person@example.com,'=cmd|'/c calc'!A1,"'+SUM(1,2)",Family (arranger),0,2019-05-05T12:00:00.000Z,
      ",
      }
    `);
  });

  it('holds every matching row (not one page) with a header, and neutralises formula cells', async () => {
    const csv = gqlData(await gw.gql(LOGIN_CSV, MARCH, admin)).loginReportCsv;
    expect(csv.fileName).toMatch(/^login-report-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.rows).toBe(4);
    const rows: string[][] = parse(csv.content);
    expect(rows[0]).toEqual(['Time (UTC)', 'E-mail', 'Name', 'Role', 'Address', 'Result']);
    expect(rows.slice(1)).toEqual([
      ['2020-03-04T08:00:00.000Z', 'staff@demo.test', 'Maria Lopez', 'Staff arranger', '10.0.0.4', 'succeeded'],
      ['2020-03-03T12:00:00.000Z', `'${EVIL_EMAIL}`, '', 'Family (arranger)', '10.0.0.3', 'failed'],
      ['2020-03-02T23:30:00.000Z', 'arranger@demo.test', 'Catherine Reyes', 'Family (arranger)', '10.0.0.2', 'failed'],
      ['2020-03-01T10:00:00.000Z', 'admin@demo.test', 'Alan Park', 'Administrator', '10.0.0.1', 'succeeded'],
    ]);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('follows the filters and the rules', async () => {
    const csv = gqlData(await gw.gql(LOGIN_CSV, { ...MARCH, result: 'failed', role: 'arranger', user: 'reyes' }, staff)).loginReportCsv;
    expect(parse(csv.content)).toHaveLength(2);
    gqlError(await gw.gql(LOGIN_CSV, { role: 'owner' }, admin), 'BAD_USER_INPUT', 'Role must be arranger, admin or cl-arranger');
  });
});

describe('User Report', () => {
  it('lists users with role, cases, created and last sign-in, newest first, paged', async () => {
    const page = await users({ pageSize: 3 });
    expect(page).toMatchObject({ page: 1, pageSize: 3 });
    expect(page.total).toBe(userTotal);
    const all = (await users({})).users;
    expect(all.map((u) => u.email)).toContain('formula.person@example.com');
    expect(all.at(-1)!.email).toBe('formula.person@example.com');
    const reyes = all.find((u) => u.email === DEMO.arranger)!;
    expect(reyes).toMatchObject({ firstName: 'Catherine', lastName: 'Reyes', roles: ['arranger'], cases: 2 });
    expect(Date.parse(reyes.lastLoginAt!)).toBeGreaterThan(Date.now() - 3_600_000);
    expect(all.find((u) => u.email === 'formula.person@example.com')).toMatchObject({
      cases: 0,
      lastLoginAt: null,
      createdAt: '2019-05-05T12:00:00.000Z',
    });
    expect((await users({ pageSize: 3, page: 2 })).users.map((u) => u.email)).toEqual(all.slice(3, 6).map((u) => u.email));
  });

  it('filters by role, user and the days created', async () => {
    expect((await users({ role: 'cl-arranger' })).users.map((u) => u.email)).toEqual([DEMO.staff]);
    expect((await users({ role: 'admin' })).users.map((u) => u.email)).toEqual([DEMO.admin]);
    expect((await users({ role: 'arranger' })).total).toBe(arrangerTotal);
    expect((await users({ user: 'okafor' })).users.map((u) => u.email)).toEqual([DEMO.family2]);
    expect((await users({ from: '2019-05-05', to: '2019-05-05' })).users.map((u) => u.email)).toEqual(['formula.person@example.com']);
    expect((await users({ to: '2019-05-04' })).total).toBe(0);
    gqlError(
      await gw.gql(USER_REPORT, { from: '2020-01-02', to: '2020-01-01' }, admin),
      'BAD_USER_INPUT',
      'To date must be on or after the From date',
    );
    gqlError(await gw.gql(USER_REPORT, { role: 'guest' }, admin), 'BAD_USER_INPUT', 'Role must be arranger, admin or cl-arranger');
  });

  it('exports CSV with formula cells neutralised', async () => {
    const csv = gqlData(await gw.gql(USER_CSV, { user: 'formula' }, admin)).userReportCsv;
    expect(csv.fileName).toMatch(/^user-report-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(parse(csv.content)).toEqual([
      ['E-mail', 'First Name', 'Last Name', 'Role', 'Cases', 'Created (UTC)', 'Last Sign-in (UTC)'],
      ['formula.person@example.com', "'=cmd|'/c calc'!A1", "'+SUM(1,2)", 'Family (arranger)', '0', '2019-05-05T12:00:00.000Z', ''],
    ]);
    expect(parse(gqlData(await gw.gql(USER_CSV, {}, staff)).userReportCsv.content)).toHaveLength(userTotal + 1);
  });
});

describe('roles: staff only', () => {
  for (const [field, query] of [
    ['loginReport', LOGIN_REPORT],
    ['loginReportCsv', LOGIN_CSV],
    ['userReport', USER_REPORT],
    ['userReportCsv', USER_CSV],
  ] as const) {
    it(`${field}: a visitor must sign in, the family (with or without cases) is refused, admin and cl-arranger read it`, async () => {
      gqlError(await gw.gql(query, {}), 'UNAUTHENTICATED');
      gqlError(await gw.gql(query, {}, arranger), 'FORBIDDEN');
      gqlError(await gw.gql(query, {}, family2), 'FORBIDDEN');
      expect(gqlData(await gw.gql(query, {}, admin))).toHaveProperty(field);
      expect(gqlData(await gw.gql(query, {}, staff))).toHaveProperty(field);
    });
  }
});

describe('the legacy REST contract', () => {
  contract('GET', '/admin/loginList', () => {
    it('answers data: events, total, page, pageSize, with the filters as query parameters', async () => {
      const data = expectRestSuccess(await gw.rest('GET', '/admin/loginList?from=2020-03-01&to=2020-03-31&pageSize=2', undefined, admin));
      expect(Object.keys(data).sort()).toEqual(['events', 'page', 'pageSize', 'total']);
      expect(data).toMatchObject({ total: 4, page: 1, pageSize: 2 });
      expect(data.events[0]).toEqual({
        id: expect.any(String),
        at: '2020-03-04T08:00:00.000Z',
        email: DEMO.staff,
        name: 'Maria Lopez',
        role: 'cl-arranger',
        ip: '10.0.0.4',
        succeeded: true,
      });
      const failed = expectRestSuccess(
        await gw.rest('GET', '/admin/loginList?from=2020-03-01&to=2020-03-31&result=failed&role=arranger&user=reyes', undefined, staff),
      );
      expect(failed.events.map((e: Event) => e.ip)).toEqual(['10.0.0.2']);
      const tokyo = expectRestSuccess(
        await gw.rest('GET', '/admin/loginList?from=2020-03-03&to=2020-03-03&timeZone=Asia%2FTokyo', undefined, admin),
      );
      expect(tokyo.total).toBe(2);
      expect(
        expectRestSuccess(await gw.rest('GET', '/admin/loginList?from=2020-03-01&to=2020-03-31&pageSize=3&page=2', undefined, admin))
          .events,
      ).toHaveLength(1);
    });
    it('drops empty filters', async () => {
      const all = expectRestSuccess(await gw.rest('GET', '/admin/loginList', undefined, admin));
      const empty = expectRestSuccess(
        await gw.rest('GET', '/admin/loginList?from=&to=&role=&user=&result=&timeZone=&page=&pageSize=', undefined, admin),
      );
      expect(empty.total).toBe(all.total);
      expect(empty).toMatchObject({ page: 1, pageSize: 20 });
    });
    it('400 with the rule in words', async () => {
      expectRestError(
        await gw.rest('GET', '/admin/loginList?from=2020-03-05&to=2020-03-01', undefined, admin),
        400,
        'To date must be on or after the From date',
      );
      expectRestError(
        await gw.rest('GET', '/admin/loginList?role=owner', undefined, admin),
        400,
        'Role must be arranger, admin or cl-arranger',
      );
      expectRestError(await gw.rest('GET', '/admin/loginList?page=abc', undefined, admin), 400, 'Page must be a whole number from 1');
      expectRestError(
        await gw.rest('GET', '/admin/loginList?pageSize=99999999999', undefined, admin),
        400,
        'Page size must be a whole number from 1 to 100',
      );
      expectRestError(
        await gw.rest('GET', '/admin/loginList?from=03/01/2020', undefined, admin),
        400,
        'From date must be a date (YYYY-MM-DD)',
      );
    });
    it('401 without a session, 403 for the family', async () => {
      expectRestError(await gw.rest('GET', '/admin/loginList'), 401);
      expectRestError(await gw.rest('GET', '/admin/loginList', undefined, arranger), 403, FORBIDDEN);
      expectRestError(await gw.rest('GET', '/admin/loginList', undefined, family2), 403, FORBIDDEN);
    });
  });

  contract('GET', '/admin/adminReport', () => {
    it('answers data: users, total, page, pageSize, with the filters as query parameters', async () => {
      const data = expectRestSuccess(await gw.rest('GET', '/admin/adminReport?role=arranger&user=reyes', undefined, admin));
      expect(Object.keys(data).sort()).toEqual(['page', 'pageSize', 'total', 'users']);
      expect(data).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(data.users[0]).toEqual({
        id: expect.any(Number),
        email: DEMO.arranger,
        firstName: 'Catherine',
        lastName: 'Reyes',
        roles: ['arranger'],
        cases: 2,
        createdAt: expect.any(String),
        lastLoginAt: expect.any(String),
      });
      const paged = expectRestSuccess(await gw.rest('GET', '/admin/adminReport?pageSize=2&page=3', undefined, staff));
      expect(paged).toMatchObject({ total: userTotal, page: 3, pageSize: 2 });
      expect(paged.users).toHaveLength(Math.min(2, userTotal - 4));
      const created = expectRestSuccess(await gw.rest('GET', '/admin/adminReport?from=2019-01-01&to=2019-12-31', undefined, admin));
      expect(created.users.map((u: UserRow) => u.email)).toEqual(['formula.person@example.com']);
    });
    it('drops empty filters', async () => {
      const empty = expectRestSuccess(
        await gw.rest('GET', '/admin/adminReport?from=&to=&role=&user=&timeZone=&page=&pageSize=', undefined, admin),
      );
      expect(empty).toMatchObject({ total: userTotal, page: 1, pageSize: 20 });
    });
    it('400 with the rule in words', async () => {
      expectRestError(
        await gw.rest('GET', '/admin/adminReport?to=2019-02-29', undefined, admin),
        400,
        'To date must be a date (YYYY-MM-DD)',
      );
      expectRestError(
        await gw.rest('GET', '/admin/adminReport?timeZone=Nowhere', undefined, admin),
        400,
        'Time zone must be an IANA time zone such as America/Los_Angeles',
      );
    });
    it('401 without a session, 403 for the family', async () => {
      expectRestError(await gw.rest('GET', '/admin/adminReport'), 401);
      expectRestError(await gw.rest('GET', '/admin/adminReport', undefined, arranger), 403, FORBIDDEN);
    });
  });
});
