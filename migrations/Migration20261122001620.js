'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261122001620 extends Migration {

  async up() {
    this.addSql(`create table "funeral_service" ("id" serial primary key, "name" varchar(120) not null, "description" text not null, "image_url" text not null, "sort_order" smallint not null default 0, "is_active" boolean not null default true);`);

    this.addSql(`create table "next_of_kin" ("id" serial primary key, "decedent_id" int not null, "data" jsonb not null, "is_notifier" boolean not null default false, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "next_of_kin_decedent_id_index" on "next_of_kin" ("decedent_id");`);

    this.addSql(`create table "service_interest" ("id" serial primary key, "decedent_id" int not null, "service_id" int not null, "is_interested" boolean not null, "note" text null, "answered_by_id" int null, "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "service_interest_decedent_id_index" on "service_interest" ("decedent_id");`);
    this.addSql(`alter table "service_interest" add constraint "service_interest_decedent_id_service_id_unique" unique ("decedent_id", "service_id");`);

    this.addSql(`create table "certificate" ("id" serial primary key, "decedent_id" int not null, "primary" jsonb not null default '{}', "ssn_cipher" text null, "ssn_last4" varchar(4) null, "resident" jsonb null, "ethnicity" jsonb null, "education" jsonb null, "veteran" jsonb null, "parents" jsonb not null default '[]', "notifier" jsonb null, "saved_sections" text[] not null default '{}', "submitted_at" timestamptz null, "updated_by_id" int null, "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "certificate" add constraint "certificate_decedent_id_unique" unique ("decedent_id");`);

    this.addSql(`alter table "next_of_kin" add constraint "next_of_kin_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "service_interest" add constraint "service_interest_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "service_interest" add constraint "service_interest_service_id_foreign" foreign key ("service_id") references "funeral_service" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "service_interest" add constraint "service_interest_answered_by_id_foreign" foreign key ("answered_by_id") references "app_user" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "certificate" add constraint "certificate_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "certificate" add constraint "certificate_updated_by_id_foreign" foreign key ("updated_by_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  async down() {
    this.addSql(`alter table "service_interest" drop constraint "service_interest_service_id_foreign";`);

    this.addSql(`drop table if exists "funeral_service" cascade;`);

    this.addSql(`drop table if exists "next_of_kin" cascade;`);

    this.addSql(`drop table if exists "service_interest" cascade;`);

    this.addSql(`drop table if exists "certificate" cascade;`);
  }

}
exports.Migration20261122001620 = Migration20261122001620;
