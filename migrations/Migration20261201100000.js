'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * The language of what is written (issue 31): a saved obituary writer draft records the language it was composed in,
 * and a prayer card the language its fixed texts (heading, dates, template words) and its printed PDF are in, so a
 * Spanish draft reopens and recomposes in Spanish and a Spanish card prints in Spanish whoever views it. Values are
 * 'en' or 'es'; the rows made before were made in English.
 */
class Migration20261201100000 extends Migration {

  async up() {
    this.addSql(`alter table "obituary_draft" add column "language" text not null default 'en';`);
    this.addSql(`alter table "prayer_card" add column "language" text not null default 'en';`);
  }

  async down() {
    this.addSql(`alter table "prayer_card" drop column if exists "language";`);
    this.addSql(`alter table "obituary_draft" drop column if exists "language";`);
  }

}
exports.Migration20261201100000 = Migration20261201100000;
