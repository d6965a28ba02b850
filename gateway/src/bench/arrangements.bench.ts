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
  steps { key step title badge route external isLocked isComplete progress lastEditedBy lastEditedAt }
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
  'savedSections', (select coalesce(array_length(c.saved_sections, 1), 0) from certificate c where c.decedent_id = d.id),
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
  const gateway = await bootGateway(config, createLogger('silent'), { onQuery: () => { if (counting) statements++; } });
  const base = gateway.url.replace('localhost', '127.0.0.1');
  const floorPool = new pg.Pool({ connectionString: gateway.db.clientUrl, max: 10 });
  const floorApp = express();
  const secret = new TextEncoder().encode(JWT_SECRET);
  floorApp.get('/floor/:opi', async (req, res) => {
    try {
      const { payload } = await jwtVerify(/^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '', secret, { algorithms: ['HS256'] });
      const { rows } = await floorPool.query(FLOOR_SQL, [req.params.opi, Number(payload.sub)]);
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

    const countStatements = async (b: string, screen: HttpCall[], viaGateway: boolean) => {
      const agent = new http.Agent({ keepAlive: false });
      statements = 0;
      counting = true;
      for (const c of screen) await call(agent, new URL(b), c);
      counting = false;
      return viaGateway ? statements : 1;
    };
    const rows: Array<Array<string | number>> = [];
    const results: Record<string, { perSecond: number }> = {};
    for (const [name, b, screen, viaGateway] of [
      ['GraphQL arrangementSummary (1 request)', base, graphqlScreen, true],
      [`legacy REST sequence (${legacyScreen.length} requests, one after another)`, base, legacyScreen, true],
      ['hand-written single SQL (floor, bench only)', floorBase, floorScreen, false],
    ] as const) {
      gateway.orm.config.getLogger().setDebugMode(['query']);
      const sql = await countStatements(b, [...screen], viaGateway);
      // Query logging formats every statement; it is off while the load runs.
      gateway.orm.config.getLogger().setDebugMode(false);
      const r = await load(b, connections, seconds, [...screen], warmSeconds);
      results[name] = r;
      rows.push([name, r.perSecond.toFixed(0), r.p50.toFixed(1), r.p95.toFixed(1), sql, r.errors]);
    }
    const [gql, rest, floor] = Object.values(results).map((r) => r.perSecond) as [number, number, number];
    table(`(d) Arrangement summary screen, ${scale} seeded decedents, ${connections} connections, ${seconds} s each after ${warmSeconds} s of warm-up`, ['variant', 'screens/s', 'p50 ms', 'p95 ms', 'SQL statements per screen', 'errors'], rows);
    console.log(`ratios: GraphQL / legacy REST = ${(gql / rest).toFixed(2)}x screens per second; GraphQL / floor = ${(gql / floor).toFixed(2)}; legacy REST / floor = ${(rest / floor).toFixed(2)}`);
  } finally {
    floorServer.close();
    await floorPool.end();
    await gateway.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
