'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * The change notice of the public memorial page (issue 28, fast for a crowd): one row per decedent, its page's
 * version and when it last changed, bumped by a trigger on every table whose rows change what the public page shows
 * (web/src/features/memorial/memorialPageQuery.ts and its fragments), with pg_notify('memorial_page', id) so that
 * every gateway drops its rendered copy of the page at commit. The sitemap's lastmod reads changed_at.
 *
 * What the page shows, by table:
 * - decedent: names, dates, privacy, portrait, banner, audio, donations, social links, life-of, contact form, funeral
 *   home; and, on the pages of the same family (arranger_case), its Related Profiles card.
 * - obituary: the text, its description, the display name (also in Related Profiles).
 * - memory, memory_file: the approved, shown memories and their files (a pending or rejected memory changes nothing
 *   that is shown, before or after: no bump).
 * - decedent_event: the services (moved, hidden, added, removed).
 * - cemetery_location: the burial location, on every page that points at it.
 * - arranger_case: who the family is (the Contact Family form's offer, Related Profiles).
 * No foreign key: a deleted decedent's row stays, bumped by the cascade of its rows, and the page answers 404.
 */
class Migration20261129110000 extends Migration {

  async up() {
    this.addSql(`create table "memorial_page_version" (
      "decedent_id" int not null,
      "version" bigint not null default 1,
      "changed_at" timestamptz not null default now(),
      constraint "memorial_page_version_pkey" primary key ("decedent_id"));`);
    // Every existing page starts at version 1, its last change the latest of what the sitemap read until now.
    this.addSql(`insert into "memorial_page_version" ("decedent_id", "version", "changed_at")
      select d.id, 1, greatest(
        d.updated_at,
        (select max(o.updated_at) from obituary o where o.decedent_id = d.id),
        (select max(e.updated_at) from decedent_event e where e.decedent_id = d.id),
        (select max(m.updated_at) from memory m where m.decedent_id = d.id and m.status = 'Accepted'))
      from decedent d;`);
    this.addSql(`create function memorial_page_bump(ids int[]) returns void language plpgsql as $$
      declare did int;
      begin
        for did in select distinct x from unnest(ids) x where x is not null loop
          insert into memorial_page_version (decedent_id, version, changed_at) values (did, 1, now())
            on conflict (decedent_id) do update set version = memorial_page_version.version + 1, changed_at = now();
          perform pg_notify('memorial_page', did::text);
        end loop;
      end $$;`);
    // A decedent's page and the pages of its family's other decedents (their Related Profiles show it).
    this.addSql(`create function memorial_page_family(did int) returns int[] language sql stable as $$
      select array[did] || coalesce(array_agg(distinct b.decedent_id), '{}')
        from arranger_case a join arranger_case b on b.user_id = a.user_id and b.decedent_id <> a.decedent_id
        where a.decedent_id = did $$;`);
    this.addSql(`create function memorial_page_on_decedent() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          perform memorial_page_bump(memorial_page_family(old.id));
          return old;
        end if;
        perform memorial_page_bump(memorial_page_family(new.id));
        return new;
      end $$;`);
    this.addSql(`create function memorial_page_on_obituary() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then perform memorial_page_bump(memorial_page_family(old.decedent_id)); end if;
        if tg_op in ('INSERT', 'UPDATE') then perform memorial_page_bump(memorial_page_family(new.decedent_id)); end if;
        return null;
      end $$;`);
    this.addSql(`create function memorial_page_on_row() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then perform memorial_page_bump(array[old.decedent_id]); end if;
        if tg_op in ('INSERT', 'UPDATE') then perform memorial_page_bump(array[new.decedent_id]); end if;
        return null;
      end $$;`);
    // A memory is on the page while approved and not hidden: a change of one that is shown, or was, moves the page.
    this.addSql(`create function memorial_page_on_memory() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.status = 'Accepted' and not old.is_private then
          perform memorial_page_bump(array[old.decedent_id]);
        end if;
        if tg_op in ('INSERT', 'UPDATE') and new.status = 'Accepted' and not new.is_private then
          perform memorial_page_bump(array[new.decedent_id]);
        end if;
        return null;
      end $$;`);
    this.addSql(`create function memorial_page_on_memory_file() returns trigger language plpgsql as $$
      declare mid int;
      begin
        mid := case when tg_op = 'DELETE' then old.memory_id else new.memory_id end;
        perform memorial_page_bump(array_agg(m.decedent_id)) from memory m
          where m.id in (mid, case when tg_op = 'UPDATE' then old.memory_id end) and m.status = 'Accepted' and not m.is_private;
        return null;
      end $$;`);
    this.addSql(`create function memorial_page_on_cemetery_location() returns trigger language plpgsql as $$
      begin
        perform memorial_page_bump(array_agg(d.id)) from decedent d where d.cemetery_location_id = new.id;
        return null;
      end $$;`);
    this.addSql(`create function memorial_page_on_arranger_case() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then perform memorial_page_bump(memorial_page_family(old.decedent_id)); end if;
        if tg_op in ('INSERT', 'UPDATE') then perform memorial_page_bump(memorial_page_family(new.decedent_id)); end if;
        return null;
      end $$;`);
    // BEFORE DELETE on decedent: its family's cases still exist then (they go with it by cascade).
    this.addSql(`create trigger memorial_page_decedent after insert or update on "decedent"
      for each row execute function memorial_page_on_decedent();`);
    this.addSql(`create trigger memorial_page_decedent_delete before delete on "decedent"
      for each row execute function memorial_page_on_decedent();`);
    this.addSql(`create trigger memorial_page_obituary after insert or update or delete on "obituary"
      for each row execute function memorial_page_on_obituary();`);
    this.addSql(`create trigger memorial_page_decedent_event after insert or update or delete on "decedent_event"
      for each row execute function memorial_page_on_row();`);
    this.addSql(`create trigger memorial_page_memory after insert or update or delete on "memory"
      for each row execute function memorial_page_on_memory();`);
    this.addSql(`create trigger memorial_page_memory_file after insert or update or delete on "memory_file"
      for each row execute function memorial_page_on_memory_file();`);
    this.addSql(`create trigger memorial_page_cemetery_location after update on "cemetery_location"
      for each row execute function memorial_page_on_cemetery_location();`);
    // Only who and whose: a case's status is not on the page.
    this.addSql(`create trigger memorial_page_arranger_case after insert or delete or update of "user_id", "decedent_id" on "arranger_case"
      for each row execute function memorial_page_on_arranger_case();`);
  }

  async down() {
    for (const [trigger, table] of [
      ['memorial_page_decedent', 'decedent'],
      ['memorial_page_decedent_delete', 'decedent'],
      ['memorial_page_obituary', 'obituary'],
      ['memorial_page_decedent_event', 'decedent_event'],
      ['memorial_page_memory', 'memory'],
      ['memorial_page_memory_file', 'memory_file'],
      ['memorial_page_cemetery_location', 'cemetery_location'],
      ['memorial_page_arranger_case', 'arranger_case'],
    ])
      this.addSql(`drop trigger if exists "${trigger}" on "${table}";`);
    for (const fn of ['on_decedent()', 'on_obituary()', 'on_row()', 'on_memory()', 'on_memory_file()', 'on_cemetery_location()', 'on_arranger_case()', 'family(int)', 'bump(int[])'])
      this.addSql(`drop function if exists memorial_page_${fn};`);
    this.addSql(`drop table if exists "memorial_page_version" cascade;`);
  }

}
exports.Migration20261129110000 = Migration20261129110000;
