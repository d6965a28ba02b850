'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/** Versions of edited records: a save made from an older version is refused (409) instead of overwriting. */
class Migration20261128130000 extends Migration {

  async up() {
    this.addSql(`create table "revision" ("record" text not null, "version" int not null, "saved_by_id" int null, "saved_at" timestamptz not null default now(), constraint "revision_pkey" primary key ("record"));`);
  }

  async down() {
    this.addSql(`drop table if exists "revision" cascade;`);
  }

}
exports.Migration20261128130000 = Migration20261128130000;
