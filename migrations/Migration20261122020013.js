'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261122020013 extends Migration {

  async up() {
    this.addSql(`create index "media_upload_unclaimed_index" on "media_upload" ("created_at") where "claimed_at" is null;`);
  }

  async down() {
    this.addSql(`drop index "media_upload_unclaimed_index";`);
  }

}
exports.Migration20261122020013 = Migration20261122020013;
