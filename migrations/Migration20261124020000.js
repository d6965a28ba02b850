'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * Abuse limits that hold across replicas (gateway/src/abuse): the captcha solutions already used (one row per
 * challenge, its nonce as the key: a replay is refused by the key), the rate-limit counters (one row per rule and
 * caller or decedent, counted by one atomic upsert), and the address each upload came from (the quota of
 * unclaimed uploads per address). The security sweep removes used captchas and counters once they expire.
 */
class Migration20261124020000 extends Migration {

  async up() {
    this.addSql(`create table "captcha_use" ("id" varchar(128) not null, "expires_at" timestamptz not null, "used_at" timestamptz not null default now(), constraint "captcha_use_pkey" primary key ("id"));`);
    this.addSql(`create index "captcha_use_expires_at_index" on "captcha_use" ("expires_at");`);

    this.addSql(`create table "rate_limit" ("id" varchar(200) not null, "points" int not null, "expires_at" timestamptz not null, constraint "rate_limit_pkey" primary key ("id"));`);
    this.addSql(`create index "rate_limit_expires_at_index" on "rate_limit" ("expires_at");`);

    this.addSql(`alter table "media_upload" add column "ip" varchar(64) null;`);
    this.addSql(`create index "media_upload_unclaimed_ip_index" on "media_upload" ("ip") where "claimed_at" is null;`);
  }

  async down() {
    this.addSql(`drop index if exists "media_upload_unclaimed_ip_index";`);
    this.addSql(`alter table "media_upload" drop column if exists "ip";`);
    this.addSql(`drop table if exists "rate_limit" cascade;`);
    this.addSql(`drop table if exists "captcha_use" cascade;`);
  }

}
exports.Migration20261124020000 = Migration20261124020000;
