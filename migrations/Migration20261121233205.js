'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261121233205 extends Migration {

  async up() {
    this.addSql(`create table "app_meta" ("key" varchar(64) not null, "value" text not null, constraint "app_meta_pkey" primary key ("key"));`);

    this.addSql(`create table "cemetery_location" ("id" serial primary key, "property_name" varchar(200) not null, "geo_json" jsonb null, "latitude" double precision null, "longitude" double precision null, "address" varchar(300) null);`);

    this.addSql(`create table "decedent" ("id" serial primary key, "opi" varchar(40) not null, "prefix" varchar(20) null, "first_name" varchar(50) null, "middle_name" varchar(50) null, "last_name" varchar(50) null, "suffix" varchar(4) null, "maiden_name" varchar(50) null, "aka" varchar(50) null, "preferred_first_name" varchar(50) null, "preferred_middle_name" varchar(50) null, "preferred_last_name" varchar(50) null, "gender" smallint null, "date_of_birth" date null, "date_of_death" date null, "page_title" varchar(254) null, "is_private" boolean not null default false, "hide_contact_family" boolean not null default false, "obituary_is_locked" boolean not null default false, "is_freeze" boolean not null default false, "prayer_status" boolean not null default false, "program_status" boolean not null default false, "banner_url" text null, "original_banner_url" text null, "picture_url" text null, "audio_file_url" text null, "donation_details" jsonb not null default '[]', "social_media_links" jsonb not null default '{}', "location_code" varchar(8) null, "life_of_title" varchar(254) null, "life_of_description" text null, "title" varchar(254) null, "description" text null, "cemetery_location_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "decedent" add constraint "decedent_opi_unique" unique ("opi");`);
    this.addSql(`create index "decedent_last_name_index" on "decedent" ("last_name");`);

    this.addSql(`create table "login_attempt" ("id" bigserial primary key, "email" varchar(254) not null, "ip" varchar(64) not null, "succeeded" boolean not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "login_attempt_ip_created_at_index" on "login_attempt" ("ip", "created_at");`);
    this.addSql(`create index "login_attempt_email_created_at_index" on "login_attempt" ("email", "created_at");`);

    this.addSql(`create table "obituary" ("id" serial primary key, "decedent_id" int not null, "obituary" text not null default '', "display_name" varchar(200) null, "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "obituary" add constraint "obituary_decedent_id_unique" unique ("decedent_id");`);

    this.addSql(`create table "app_user" ("id" serial primary key, "email" varchar(254) not null, "password_hash" text not null, "first_name" varchar(50) not null, "middle_name" varchar(50) null, "last_name" varchar(50) not null, "title" varchar(4) null, "roles" text[] not null, "is_new_user" boolean not null default true, "created_at" timestamptz not null default now(), "last_login_at" timestamptz null);`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);

    this.addSql(`create table "user_session" ("id" uuid not null, "user_id" int not null, "role" varchar(20) not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "user_session_pkey" primary key ("id"));`);
    this.addSql(`create index "user_session_expires_at_index" on "user_session" ("expires_at");`);

    this.addSql(`create table "policy_acceptance" ("id" serial primary key, "user_id" int not null, "decedent_id" int not null, "accepted_at" timestamptz not null default now());`);
    this.addSql(`alter table "policy_acceptance" add constraint "policy_acceptance_user_id_decedent_id_unique" unique ("user_id", "decedent_id");`);

    this.addSql(`create table "password_reset" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`create index "password_reset_token_hash_index" on "password_reset" ("token_hash");`);

    this.addSql(`create table "arranger_case" ("id" serial primary key, "user_id" int not null, "decedent_id" int not null, "status" text check ("status" in ('active', 'closed')) not null default 'active', "created_at" timestamptz not null default now());`);
    this.addSql(`create index "arranger_case_decedent_id_index" on "arranger_case" ("decedent_id");`);
    this.addSql(`alter table "arranger_case" add constraint "arranger_case_user_id_decedent_id_unique" unique ("user_id", "decedent_id");`);

    this.addSql(`alter table "decedent" add constraint "decedent_cemetery_location_id_foreign" foreign key ("cemetery_location_id") references "cemetery_location" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "obituary" add constraint "obituary_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "user_session" add constraint "user_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "policy_acceptance" add constraint "policy_acceptance_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "policy_acceptance" add constraint "policy_acceptance_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "password_reset" add constraint "password_reset_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "arranger_case" add constraint "arranger_case_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "arranger_case" add constraint "arranger_case_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);
  }

}
exports.Migration20261121233205 = Migration20261121233205;
