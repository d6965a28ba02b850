'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * Revocation that holds (issue 27): /media asks, for a public signed URL, which memory file or page still holds
 * the file and whether it is public now; these indexes answer that by the stored URL.
 */
class Migration20261128110000 extends Migration {

  async up() {
    this.addSql(`create index "memory_file_src_index" on "memory_file" ("src");`);
    this.addSql(`create index "memory_file_original_url_index" on "memory_file" ("original_url");`);
    this.addSql(`create index "memory_file_thumbnail_url_index" on "memory_file" ("thumbnail_url");`);
    this.addSql(`create index "decedent_banner_url_index" on "decedent" ("banner_url");`);
    this.addSql(`create index "decedent_original_banner_url_index" on "decedent" ("original_banner_url");`);
    this.addSql(`create index "decedent_picture_url_index" on "decedent" ("picture_url");`);
    this.addSql(`create index "decedent_audio_file_url_index" on "decedent" ("audio_file_url");`);
  }

  async down() {
    this.addSql(`drop index "memory_file_src_index";`);
    this.addSql(`drop index "memory_file_original_url_index";`);
    this.addSql(`drop index "memory_file_thumbnail_url_index";`);
    this.addSql(`drop index "decedent_banner_url_index";`);
    this.addSql(`drop index "decedent_original_banner_url_index";`);
    this.addSql(`drop index "decedent_picture_url_index";`);
    this.addSql(`drop index "decedent_audio_file_url_index";`);
  }

}
exports.Migration20261128110000 = Migration20261128110000;
