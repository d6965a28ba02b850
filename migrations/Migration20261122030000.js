'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * Upload records whose memory file was deleted before deleting a file also
 * deleted its upload record: their files are already gone from storage, and
 * the sweep never takes a claimed record. Nothing refers to them.
 */
class Migration20261122030000 extends Migration {

  async up() {
    this.addSql(`delete from "media_upload" u where u."claimed_at" is not null and not exists (select 1 from "memory_file" f where f."original_url" = u."url");`);
  }

  async down() {
    // The records described files that no longer exist; there is nothing to restore.
  }

}
exports.Migration20261122030000 = Migration20261122030000;
