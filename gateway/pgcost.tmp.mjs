import pg from 'pg';
import fs from 'node:fs';
import { loadConfig } from './dist/config.js';
import { createLogger } from './dist/logger.js';
import { bootGateway } from './dist/boot.js';
import { seedScale } from './dist/db/seed-scale.js';
import { freePort, tempDataDir } from './dist/bench/harness.js';
import { SUMMARY_FLOOR_SQL } from './dist/bench/floor.js';

const dataDir = tempDataDir('pgcost');
const config = loadConfig({ ...process.env, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
const gw = await bootGateway(config, createLogger('silent'), { seed: true });
await seedScale(gw.orm, 2000);
const c = new pg.Client({ connectionString: gw.db.clientUrl });
await c.connect();
const pid = (await c.query('select pg_backend_pid() as p')).rows[0].p;
const ticks = () => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return Number(f[11]) + Number(f[12]); };
const uid = (await c.query("select id from app_user where email='arranger@demo.test'")).rows[0].id;
const sess = (await c.query('select id from user_session limit 1')).rows[0]?.id ?? '00000000-0000-0000-0000-000000000000';
const OPI = 'CS-1000-0001';
const offers = `(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name,
    'description', s.description, 'imageUrl', s.image_url, 'isInterested', i.is_interested, 'note', i.note) order by s.sort_order asc, s.id asc), '[]')
  from funeral_service s left join service_interest i on i.service_id = s.id and i.decedent_id = d.id
  where s.is_active)`;
const flags = `exists(select 1 from arranger_case a where a.decedent_id = d.id and a.user_id = $1) as viewer_has_case,
    exists(select 1 from policy_acceptance p where p.decedent_id = d.id and p.user_id = $2) as viewer_accepted_policy`;
const rest = `cardinality(c.saved_sections) as summary_certificate_saved, c.updated_at as summary_certificate_at, cu.first_name || ' ' || cu.last_name as summary_certificate_by,
    p.id as summary_prayer_id, p.template_name as summary_prayer_template, p.updated_at as summary_prayer_at, pu.first_name || ' ' || pu.last_name as summary_prayer_by,
    g.id as summary_program_id, g.template_name as summary_program_template, g.file_url as summary_program_file, g.submitted_at is not null as summary_program_submitted,
    g.updated_at as summary_program_at, gu.first_name || ' ' || gu.last_name as summary_program_by,
    o.id as summary_obituary_id, o.obituary as summary_obituary_text, o.display_name as summary_obituary_display_name,
    o.submitted_at is not null as summary_obituary_submitted,
    ${offers} as summary_services
  from decedent d
  left join obituary o on o.decedent_id = d.id
  left join certificate c on c.decedent_id = d.id left join app_user cu on cu.id = c.updated_by_id
  left join prayer_card p on p.decedent_id = d.id left join app_user pu on pu.id = p.updated_by_id
  left join program_card g on g.decedent_id = d.id left join app_user gu on gu.id = g.updated_by_id
  where d.opi = $3`;
const variants = {
  floor: [SUMMARY_FLOOR_SQL, [OPI, uid]],
  summary: [`select d.*, ${flags}, ${rest}`, [uid, uid, OPI]],
  summaryNarrow: [`select d.id, d.opi, d.first_name, d.last_name, d.is_private, d.is_freeze, ${flags}, ${rest}`, [uid, uid, OPI]],
  decedentStar: ['select d.* from decedent d where d.opi = $1', [OPI]],
  session: ['select revoked_at is null and expires_at > $1 as usable from user_session where id = $2', [new Date(), sess]],
  trivial: ['select 1', []],
};
const N = 3000;
for (const round of [1, 2]) for (const [name, [text, values]] of Object.entries(variants)) {
  for (let i = 0; i < 200; i++) await c.query(text, values);
  const t0 = ticks(); const w0 = performance.now();
  for (let i = 0; i < N; i++) await c.query(text, values);
  const t1 = ticks(); const w1 = performance.now();
  if (round === 2) console.log(name.padEnd(15), 'pg CPU ms/stmt', ((t1 - t0) * 10 / N).toFixed(3), 'wall ms', ((w1 - w0) / N).toFixed(3));
}
// named (prepared) variant
for (const [name, [text, values]] of Object.entries(variants)) {
  const q = { name: 'p_' + name, text, values };
  for (let i = 0; i < 200; i++) await c.query(q);
  const t0 = ticks(); const w0 = performance.now();
  for (let i = 0; i < N; i++) await c.query(q);
  const t1 = ticks(); const w1 = performance.now();
  console.log(('prep ' + name).padEnd(20), 'pg CPU ms/stmt', ((t1 - t0) * 10 / N).toFixed(3), 'wall ms', ((w1 - w0) / N).toFixed(3));
}
await c.end();
await gw.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
