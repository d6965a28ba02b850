'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * Once only (issue 27): the Idempotency-Key store shared by every replica (a key per caller, its request's
 * fingerprint, the first answer, kept about 24 hours), and what a certificate or prayer card submission, or a
 * shared memory, was made of (a digest), so that the same submission again sends nothing.
 */
class Migration20261128120000 extends Migration {

  async up() {
    this.addSql(`create table "idempotency_key" (
      "scope" varchar(120) not null,
      "key" varchar(255) not null,
      "fingerprint" varchar(64) not null,
      "state" varchar(10) not null default 'pending',
      "answer" jsonb null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      constraint "idempotency_key_pkey" primary key ("scope", "key"));`);
    this.addSql(`create index "idempotency_key_expires_at_index" on "idempotency_key" ("expires_at");`);
    this.addSql(`alter table "certificate" add column "submitted_digest" varchar(64) null;`);
    this.addSql(`alter table "prayer_card" add column "submitted_digest" varchar(64) null;`);
    this.addSql(`alter table "memory" add column "submission_digest" varchar(64) null;`);
  }

  async down() {
    this.addSql(`drop table if exists "idempotency_key" cascade;`);
    this.addSql(`alter table "certificate" drop column "submitted_digest";`);
    this.addSql(`alter table "prayer_card" drop column "submitted_digest";`);
    this.addSql(`alter table "memory" drop column "submission_digest";`);
  }

}
exports.Migration20261128120000 = Migration20261128120000;
