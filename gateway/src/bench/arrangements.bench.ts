import fs from 'node:fs';
import express from 'express';
import pg from 'pg';
import { jwtVerify } from 'jose';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { bootGateway } from '../boot.js';
import { seedScale } from '../db/seed-scale.js';
import { Decedent } from '../modules/decedent/decedent.entity.js';
import { NextOfKin } from '../modules/certificate/certificate.entity.js';
import { ProgramCard } from '../modules/arrangement/card.entity.js';
import { FuneralService, ServiceInterest } from '../modules/service/service.entity.js';
import { User } from '../modules/identity/user.entity.js';
import { Memory } from '../modules/memory/memory.entity.js';
import { freePort, login, table, tempDataDir } from './harness.js';
import { call, load, type HttpCall } from './load.js';
import http from 'node:http';

const OPI = 'CS-1000-0001';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/** The arrangements screen as the web client asks for it: one GraphQL query. */
const SUMMARY_QUERY = `query ArrangementSummary($opi: String!) { arrangementSummary(opi: $opi) {
  decedent { id opi prefix firstName middleName lastName dateOfBirth dateOfDeath isFreeze obituaryIsLocked prayerStatus programStatus isPrivate }
  haveAcceptPolicy obituary { obituary displayName description }
  steps { key step title badge route external isLocked isStarted isComplete progress lastEditedBy lastEditedAt }
  services { id name description imageUrl isInterested note } } }`;

/**
 * The floor: everything the screen needs in one hand-written SQL statement
 * behind a minimal endpoint (token verified, access checked in the query).
 * It exists only here, to show what the gateway's layers cost.
 */
const FLOOR_SQL = `
select json_build_object(
  'decedent', json_build_object('id', d.id, 'opi', d.opi, 'prefix', d.prefix, 'firstName', d.first_name, 'middleName', d.middle_name,
    'lastName', d.last_name, 'dateOfBirth', d.date_of_birth, 'dateOfDeath', d.date_of_death, 'isFreeze', d.is_freeze,
    'obituaryIsLocked', d.obituary_is_locked, 'prayerStatus', d.prayer_status, 'programStatus', d.program_status, 'isPrivate', d.is_private),
  'haveAcceptPolicy', exists(select 1 from policy_acceptance p where p.decedent_id = d.id and p.user_id = $2),
  'obituary', (select json_build_object('obituary', o.obituary, 'displayName', o.display_name) from obituary o where o.decedent_id = d.id),
  'customised', jsonb_array_length(d.donation_details) > 0 or d.social_media_links <> '{}'::jsonb,
  'certificate', (select json_build_object('saved', cardinality(c.saved_sections), 'at', c.updated_at, 'by', u.first_name || ' ' || u.last_name)
    from certificate c left join app_user u on u.id = c.updated_by_id where c.decedent_id = d.id),
  'prayerCard', (select json_build_object('template', p.template_name, 'at', p.updated_at, 'by', u.first_name || ' ' || u.last_name)
    from prayer_card p left join app_user u on u.id = p.updated_by_id where p.decedent_id = d.id),
  'programCard', (select json_build_object('template', g.template_name, 'fileUrl', g.file_url, 'at', g.updated_at, 'by', u.first_name || ' ' || u.last_name)
    from program_card g left join app_user u on u.id = g.updated_by_id where g.decedent_id = d.id),
  'services', (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'description', s.description, 'imageUrl', s.image_url,
      'isInterested', i.is_interested, 'note', i.note) order by s.sort_order, s.id), '[]')
    from funeral_service s left join service_interest i on i.service_id = s.id and i.decedent_id = d.id where s.is_active)
) as summary
from decedent d
where d.opi = $1 and exists(select 1 from arranger_case a where a.decedent_id = d.id and a.user_id = $2)`;

export async function arrangementSummary(opts: { scale?: number; seconds?: number; connections?: number; warmSeconds?: number } = {}) {
  if (process.env['BENCH_SCALE']) opts = { ...opts, scale: Number(process.env['BENCH_SCALE']) };
  // Each variant is warmed up under the same load before it is measured (BENCH_WARM_SECONDS=0: the first
  // variant measured right after seeding, while its code is still being compiled, as this bench did first).
  if (process.env['BENCH_WARM_SECONDS']) opts = { ...opts, warmSeconds: Number(process.env['BENCH_WARM_SECONDS']) };
  const { scale = 2000, seconds = 5, connections = 16, warmSeconds = 3 } = opts;
  const dataDir = tempDataDir('summary');
  let counting = false;
  let statements = 0;
  const config = loadConfig({
    ...process.env, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir, HOST: '127.0.0.1',
    LOG_LEVEL: 'silent', NODE_ENV: 'production', JWT_SECRET,
  });
  const gateway = await bootGateway(config, createLogger('silent'), { seed: true, onQuery: () => { if (counting) statements++; } });
  const base = gateway.url.replace('localhost', '127.0.0.1');
  const floorPool = new pg.Pool({ connectionString: gateway.db.clientUrl, max: 10 });
  // The floor's statements are counted as the gateway's are (onQuery): each one sent to PostgreSQL while counting.
  const floorQuery = (text: string, values: unknown[]) => {
    if (counting) statements++;
    return floorPool.query(text, values);
  };
  const floorApp = express();
  const secret = new TextEncoder().encode(JWT_SECRET);
  floorApp.get('/floor/:opi', async (req, res) => {
    try {
      const { payload } = await jwtVerify(/^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '', secret, { algorithms: ['HS256'] });
      const { rows } = await floorQuery(FLOOR_SQL, [req.params.opi, Number(payload.sub)]);
      if (!rows[0]) { res.status(404).json({ message: 'not found' }); return; }
      res.json({ data: rows[0].summary });
    } catch {
      res.status(401).json({ message: 'unauthorised' });
    }
  });
  const floorServer = floorApp.listen(0, '127.0.0.1');
  await new Promise((r) => floorServer.once('listening', r));
  const floorBase = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}`;

  try {
    console.log(`\nSeeding ${scale} decedents (seed --scale) ...`);
    await seedScale(gateway.orm, scale);
    // The screen's decedent gets many memories and next of kin, which the summary must not pay for.
    const em = gateway.orm.em.fork();
    const decedent = await em.findOneOrFail(Decedent, { opi: OPI });
    for (let i = 0; i < 500; i++) em.create(Memory, { decedent, title: `M${i}`, memory: '<p>x</p>', memoryType: 1, dateOfMemory: '2020-01-01', status: 'Accepted', memoryByPersonFirstName: 'A', memoryByPersonLastName: 'B', personEmail: 'a@b.co' });
    for (let i = 0; i < 20; i++) em.create(NextOfKin, { decedent, data: { firstName: `Kin ${i}` } });
    // What it does read: every service answered, and both cards (the demo data has the prayer card).
    const staff = await em.findOneOrFail(User, { email: 'staff@demo.test' });
    for (const service of await em.find(FuneralService, {})) em.create(ServiceInterest, { decedent, service, isInterested: service.id % 2 === 0, note: 'Bench' });
    em.create(ProgramCard, { decedent, templateId: 2, templateName: 'Classic Blue', fileUrl: '/media/bench.docx', updatedBy: staff });
    await em.flush();

    const token = await login(base, 'arranger@demo.test', 'arranger');
    const auth = { authorization: `Bearer ${token}` };
    await fetch(`${base}/api/v1/decedent/${OPI}/accept`, { headers: auth });
    const graphqlScreen: HttpCall[] = [{ method: 'POST', path: '/graphql', headers: auth, body: JSON.stringify({ query: SUMMARY_QUERY, variables: { opi: OPI } }) }];
    const legacyScreen: HttpCall[] = [
      { method: 'GET', path: `/api/v1/decedent/opi/${OPI}`, headers: auth },
      { method: 'GET', path: `/api/v1/obituary/${OPI}`, headers: auth },
      { method: 'GET', path: `/api/v1/decedent/${OPI}/info`, headers: auth },
      { method: 'GET', path: `/api/v1/services/${OPI}`, headers: auth },
    ];
    const floorScreen: HttpCall[] = [{ method: 'GET', path: `/floor/${OPI}`, headers: auth }];

    /** The SQL statements of one screen, sent once, counted where each variant sends them. */
    const countStatements = async (b: string, screen: HttpCall[]) => {
      const agent = new http.Agent({ keepAlive: false });
      statements = 0;
      counting = true;
      for (const c of screen) await call(agent, new URL(b), c);
      counting = false;
      return statements;
    };
    const rows: Array<Array<string | number>> = [];
    const results: Array<{ perSecond: number; requestsPerSecond: number; sqlPerScreen: number; sqlPerRequest: number }> = [];
    for (const [name, b, screen] of [
      ['GraphQL arrangementSummary', base, graphqlScreen],
      ['legacy REST sequence (one after another)', base, legacyScreen],
      ['hand-written single SQL (floor, bench only)', floorBase, floorScreen],
    ] as const) {
      gateway.orm.config.getLogger().setDebugMode(['query']);
      const sql = await countStatements(b, [...screen]);
      // Query logging formats every statement; it is off while the load runs.
      gateway.orm.config.getLogger().setDebugMode(false);
      const r = await load(b, connections, seconds, [...screen], warmSeconds);
      const perRequest = sql / screen.length;
      results.push({ perSecond: r.perSecond, requestsPerSecond: r.requestsPerSecond, sqlPerScreen: sql, sqlPerRequest: perRequest });
      rows.push([
        name, screen.length, r.perSecond.toFixed(0), r.p50.toFixed(1), r.p95.toFixed(1),
        r.requestsPerSecond.toFixed(0), r.requestP50.toFixed(1), r.requestP95.toFixed(1), sql, Number.isInteger(perRequest) ? perRequest : perRequest.toFixed(2), r.errors,
      ]);
    }
    const [gql, rest, floor] = results as [typeof results[0], typeof results[0], typeof results[0]];
    table(
      `(d) Arrangement summary screen, ${scale} seeded decedents, ${connections} connections, ${seconds} s each after ${warmSeconds} s of warm-up`,
      ['variant', 'requests/screen', 'screens/s', 'screen p50 ms', 'screen p95 ms', 'requests/s', 'request p50 ms', 'request p95 ms', 'SQL/screen', 'SQL/request', 'errors'],
      rows,
    );
    const x = (a: number, b: number) => (a / b).toFixed(2);
    console.log(`ratios per screen:  GraphQL / legacy REST = ${x(gql.perSecond, rest.perSecond)}x screens/s; GraphQL / floor = ${x(gql.perSecond, floor.perSecond)}; legacy REST / floor = ${x(rest.perSecond, floor.perSecond)}; SQL statements GraphQL / legacy REST = ${x(gql.sqlPerScreen, rest.sqlPerScreen)}, GraphQL / floor = ${x(gql.sqlPerScreen, floor.sqlPerScreen)}`);
    console.log(`ratios per request: GraphQL / legacy REST = ${x(gql.requestsPerSecond, rest.requestsPerSecond)}x requests/s; GraphQL / floor = ${x(gql.requestsPerSecond, floor.requestsPerSecond)}; legacy REST / floor = ${x(rest.requestsPerSecond, floor.requestsPerSecond)}; SQL statements GraphQL / legacy REST = ${x(gql.sqlPerRequest, rest.sqlPerRequest)}, GraphQL / floor = ${x(gql.sqlPerRequest, floor.sqlPerRequest)}`);
  } finally {
    floorServer.close();
    await floorPool.end();
    await gateway.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
