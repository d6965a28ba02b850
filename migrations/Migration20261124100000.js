'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * The obituary's submission to the arranger: when and by whom SUBMIT TO ARRANGER last sent it. An obituary
 * written before this change counts as submitted (it was the arranger's to read), by no one known.
 */
class Migration20261124100000 extends Migration {

  async up() {
    this.addSql(`alter table "obituary" add column "submitted_at" timestamptz null, add column "submitted_by_id" int null;`);
    this.addSql(`alter table "obituary" add constraint "obituary_submitted_by_id_foreign" foreign key ("submitted_by_id") references "app_user" ("id") on update cascade on delete set null;`);
    this.addSql(`update "obituary" set "submitted_at" = "updated_at" where "obituary" <> '';`);
  }

  async down() {
    this.addSql(`alter table "obituary" drop constraint if exists "obituary_submitted_by_id_foreign";`);
    this.addSql(`alter table "obituary" drop column if exists "submitted_at", drop column if exists "submitted_by_id";`);
  }

}
exports.Migration20261124100000 = Migration20261124100000;
