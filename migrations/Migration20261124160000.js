'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * The cl-arranger's single sign-on: which provider subject is which user (linked by the verified e-mail on the first
 * sign-in), and per session opened through the provider its ID token (the hint for ending the provider's session at
 * sign-out) and the single-use ticket the web app trades for the session's token.
 */
class Migration20261124160000 extends Migration {

  async up() {
    this.addSql(`create table "sso_identity" ("id" serial primary key, "issuer" varchar(500) not null, "subject" varchar(255) not null, "user_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "sso_identity" add constraint "sso_identity_issuer_subject_unique" unique ("issuer", "subject");`);
    this.addSql(`create index "sso_identity_user_id_index" on "sso_identity" ("user_id");`);
    this.addSql(`alter table "sso_identity" add constraint "sso_identity_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "sso_session" ("session_id" uuid not null, "id_token" text not null, "ticket_hash" varchar(64) not null, "ticket_expires_at" timestamptz not null, "ticket_used_at" timestamptz null, "origin" varchar(200) not null, constraint "sso_session_pkey" primary key ("session_id"));`);
    this.addSql(`create index "sso_session_ticket_hash_index" on "sso_session" ("ticket_hash");`);
    this.addSql(`alter table "sso_session" add constraint "sso_session_session_id_foreign" foreign key ("session_id") references "user_session" ("id") on update cascade on delete cascade;`);
  }

  async down() {
    this.addSql(`drop table if exists "sso_session" cascade;`);
    this.addSql(`drop table if exists "sso_identity" cascade;`);
  }

}
exports.Migration20261124160000 = Migration20261124160000;
