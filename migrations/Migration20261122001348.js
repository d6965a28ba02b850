'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261122001348 extends Migration {

  async up() {
    this.addSql(`create table "media_upload" ("id" serial primary key, "url" text not null, "storage_key" text not null, "thumbnail_url" text null, "thumbnail_key" text null, "kind" varchar(20) not null, "mime_type" varchar(100) not null, "size" bigint not null, "width" int null, "height" int null, "file_name" varchar(255) not null, "claimed_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "media_upload_url_index" on "media_upload" ("url");`);

    this.addSql(`create table "next_of_kin" ("id" serial primary key, "decedent_id" int not null, "data" jsonb not null, "is_notifier" boolean not null default false, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "next_of_kin_decedent_id_index" on "next_of_kin" ("decedent_id");`);

    this.addSql(`create table "memory" ("id" serial primary key, "decedent_id" int not null, "title" varchar(255) not null, "memory" text not null, "memory_type" smallint not null, "status" text check ("status" in ('Pending', 'Accepted', 'Rejected')) not null default 'Pending', "rejected_reason" text null, "is_private" boolean not null default false, "date_of_memory" date not null, "relationship" smallint null, "memory_by_person_id" int null, "memory_by_person_first_name" varchar(50) not null, "memory_by_person_last_name" varchar(50) not null, "person_email" varchar(254) not null, "person_phone" varchar(14) null, "person_address" jsonb null, "idempotency_key" varchar(80) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "memory_decedent_id_status_created_at_index" on "memory" ("decedent_id", "status", "created_at");`);
    this.addSql(`alter table "memory" add constraint "memory_decedent_id_idempotency_key_unique" unique ("decedent_id", "idempotency_key");`);

    this.addSql(`create table "memory_file" ("id" serial primary key, "memory_id" int not null, "file_type" text check ("file_type" in ('Image', 'Video', 'Audio', 'Application')) not null, "src" text not null, "original_url" text not null, "thumbnail_url" text null, "rotation_angle" smallint not null default 0, "width" int null, "height" int null, "file_name" varchar(255) null, "mime_type" varchar(100) null, "size" bigint null, "is_link" boolean not null default false, "link_title" varchar(300) null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "memory_file_memory_id_index" on "memory_file" ("memory_id");`);

    this.addSql(`create table "certificate" ("id" serial primary key, "decedent_id" int not null, "primary" jsonb not null default '{}', "ssn_cipher" text null, "ssn_last4" varchar(4) null, "resident" jsonb null, "ethnicity" jsonb null, "education" jsonb null, "veteran" jsonb null, "parents" jsonb not null default '[]', "notifier" jsonb null, "saved_sections" text[] not null default '{}', "submitted_at" timestamptz null, "updated_by_id" int null, "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "certificate" add constraint "certificate_decedent_id_unique" unique ("decedent_id");`);

    this.addSql(`alter table "next_of_kin" add constraint "next_of_kin_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "memory" add constraint "memory_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "memory" add constraint "memory_memory_by_person_id_foreign" foreign key ("memory_by_person_id") references "app_user" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "memory_file" add constraint "memory_file_memory_id_foreign" foreign key ("memory_id") references "memory" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "certificate" add constraint "certificate_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "certificate" add constraint "certificate_updated_by_id_foreign" foreign key ("updated_by_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  async down() {
    this.addSql(`alter table "memory_file" drop constraint "memory_file_memory_id_foreign";`);

    this.addSql(`drop table if exists "media_upload" cascade;`);

    this.addSql(`drop table if exists "next_of_kin" cascade;`);

    this.addSql(`drop table if exists "memory" cascade;`);

    this.addSql(`drop table if exists "memory_file" cascade;`);

    this.addSql(`drop table if exists "certificate" cascade;`);
  }

}
exports.Migration20261122001348 = Migration20261122001348;
