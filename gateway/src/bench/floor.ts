import express from 'express';
import pg from 'pg';
import { jwtVerify } from 'jose';
import type { AddressInfo } from 'node:net';

/**
 * The floors: what a screen needs in one hand-written SQL statement behind a minimal
 * endpoint, in a process of its own (as the gateway is), to show what the gateway's
 * layers cost. They exist only for the benchmarks. DATABASE_URL and JWT_SECRET come
 * from the environment; it prints `listening at <url>` once it serves.
 *
 * GET /floor/arrangement-summary/:opi  the arrangements screen (token verified, access checked in the query)
 * GET /floor/memorial-page/:opi?timezone=  a visitor's first screen of a public memorial page
 * GET /floor/statements                 the SQL statements sent so far (one per answered screen)
 */

export const SUMMARY_FLOOR_SQL = `
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

/**
 * A visitor's first screen of a public page (MemorialPage's query without a token): the
 * decedent with its obituary, cemetery and related public pages, the first page of 100
 * approved public memories with their files, and the public events split by the visitor's day.
 */
export const MEMORIAL_FLOOR_SQL = `
with d as (select * from decedent where opi = $1 and not is_private)
select json_build_object(
  'decedent', (select json_build_object('id', d.id, 'opi', d.opi, 'prefix', d.prefix, 'firstName', d.first_name, 'middleName', d.middle_name,
      'lastName', d.last_name, 'dateOfBirth', d.date_of_birth, 'dateOfDeath', d.date_of_death, 'isPrivate', d.is_private,
      'obituaryIsLocked', d.obituary_is_locked, 'bannerUrl', d.banner_url, 'originalBannerUrl', d.original_banner_url, 'pictureUrl', d.picture_url,
      'audioFileUrl', d.audio_file_url, 'lifeOfTitle', d.life_of_title, 'lifeOfDescription', d.life_of_description, 'locationCode', d.location_code,
      'hideContactFamily', d.hide_contact_family, 'donationDetails', d.donation_details, 'socialMediaLinks', d.social_media_links, 'hasAccess', false,
      'obituary', (select json_build_object('obituary', o.obituary, 'displayName', o.display_name, 'description', d.description) from obituary o where o.decedent_id = d.id),
      'cemeteryLocation', (select json_build_object('id', c.id, 'propertyName', c.property_name, 'address', c.address, 'latitude', c.latitude,
          'longitude', c.longitude, 'geoJson', c.geo_json) from cemetery_location c where c.id = d.cemetery_location_id),
      'relatedProfiles', (select coalesce(json_agg(json_build_object('id', r.id, 'opi', r.opi, 'pictureUrl', r.picture_url, 'prefix', r.prefix,
          'firstName', r.first_name, 'middleName', r.middle_name, 'lastName', r.last_name, 'dateOfBirth', r.date_of_birth, 'dateOfDeath', r.date_of_death)
          order by r.date_of_death desc nulls last, r.id), '[]')
        from decedent r where not r.is_private and r.id in (
          select b.decedent_id from arranger_case a join arranger_case b on b.user_id = a.user_id and b.decedent_id <> a.decedent_id where a.decedent_id = d.id)))
    from d),
  'memories', (select coalesce(json_agg(m.memory order by m.date_of_memory desc, m.id desc), '[]') from (
      select m.date_of_memory, m.id, json_build_object('id', m.id, 'title', m.title, 'description', m.memory, 'dateOfMemory', m.date_of_memory,
        'createdAt', m.created_at, 'memoryType', m.memory_type, 'status', m.status, 'isPrivate', m.is_private, 'relationship', m.relationship,
        'memoryByPersonFirstName', m.memory_by_person_first_name, 'memoryByPersonLastName', m.memory_by_person_last_name,
        'files', (select coalesce(json_agg(json_build_object('id', f.id, 'fileType', f.file_type, 'src', f.src, 'thumbnailUrl', f.thumbnail_url,
            'fileName', f.file_name, 'isLink', f.is_link, 'linkTitle', f.link_title, 'rotationAngle', f.rotation_angle) order by f.id), '[]')
          from memory_file f where f.memory_id = m.id)) as memory
      from memory m join d on m.decedent_id = d.id
      where m.status = 'Accepted' and not m.is_private
      order by m.date_of_memory desc, m.id desc limit 100) m),
  'events', (select coalesce(json_agg(json_build_object('id', e.id, 'eventName', e.event_name, 'eventType', e.event_type, 'locationName', e.location_name,
      'chapelName', e.chapel_name, 'locationAddress', e.location_address_obj, 'serviceDate', e.service_date, 'beginningTime', e.beginning_time,
      'endingTime', e.ending_time, 'url', e.url, 'passCode', case when e.hide_pass_code_in_faa then null else e.pass_code end,
      'isEndTimeHided', e.is_end_time_hided, 'isPrivate', e.is_private,
      'isPast', (e.starts_at at time zone $2)::date < (now() at time zone $2)::date) order by e.starts_at, e.id), '[]')
    from decedent_event e join d on e.decedent_id = d.id where not e.is_private)
) as page
from d`;

const pool = new pg.Pool({ connectionString: process.env['DATABASE_URL'], max: 10 });
const secret = new TextEncoder().encode(process.env['JWT_SECRET']);
let statements = 0;
const query = (text: string, values: unknown[]) => {
  statements++;
  return pool.query(text, values);
};

const app = express();
app.get('/floor/statements', (_req, res) => {
  res.json({ statements });
});
app.get('/floor/arrangement-summary/:opi', async (req, res) => {
  try {
    const { payload } = await jwtVerify(/^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '', secret, { algorithms: ['HS256'] });
    const { rows } = await query(SUMMARY_FLOOR_SQL, [req.params.opi, Number(payload.sub)]);
    if (!rows[0]) {
      res.status(404).json({ message: 'not found' });
      return;
    }
    res.json({ data: rows[0].summary });
  } catch {
    res.status(401).json({ message: 'unauthorised' });
  }
});
app.get('/floor/memorial-page/:opi', async (req, res) => {
  const { rows } = await query(MEMORIAL_FLOOR_SQL, [req.params.opi, String(req.query['timezone'] ?? 'UTC')]);
  if (!rows[0]) {
    res.status(404).json({ message: 'not found' });
    return;
  }
  const page = rows[0].page as { events: Array<{ isPast: boolean }> };
  // The events split as the gateway splits them: upcoming first to last, past newest first.
  res.json({
    data: {
      ...page,
      events: { upcomingEvents: page.events.filter((e) => !e.isPast), pastEvents: page.events.filter((e) => e.isPast).reverse() },
    },
  });
});
const server = app.listen(Number(process.env['PORT'] ?? 0), '127.0.0.1', () => {
  console.log(`listening at http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
