'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * A decedent's events (services): the funeral home's date and clock times in its IANA zone,
 * and the same moments as instants (starts_at, ends_at) for sorting and reminder jobs.
 */
class Migration20261124020000 extends Migration {

  async up() {
    this.addSql(`create table "decedent_event" ("id" serial primary key, "decedent_id" int not null, "event_name" varchar(120) not null, "event_type" varchar(20) not null default 'Static', "location_name" varchar(200) null, "chapel_name" varchar(120) null, "location_address_obj" jsonb not null default '{}', "service_date" date not null, "beginning_time" varchar(5) not null, "ending_time" varchar(5) null, "time_zone" varchar(64) not null, "starts_at" timestamptz not null, "ends_at" timestamptz null, "location_code" varchar(8) null, "url" text null, "pass_code" varchar(50) null, "hide_pass_code_in_faa" boolean not null default true, "is_end_time_hided" boolean not null default false, "is_private" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "decedent_event_decedent_id_starts_at_index" on "decedent_event" ("decedent_id", "starts_at");`);
    this.addSql(`alter table "decedent_event" add constraint "decedent_event_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);
  }

  async down() {
    this.addSql(`drop table if exists "decedent_event" cascade;`);
  }

}
exports.Migration20261124020000 = Migration20261124020000;
