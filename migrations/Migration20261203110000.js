'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * A shared memory keeps the language its sharer used ('en' or 'es', as their request named it), so the mail about
 * the family's decision reaches them in it. Memories shared before (null) keep the page's language.
 */
class Migration20261203110000 extends Migration {

  async up() {
    this.addSql(`alter table "memory" add column "sharer_language" text null;`);
  }

  async down() {
    this.addSql(`alter table "memory" drop column if exists "sharer_language";`);
  }

}
exports.Migration20261203110000 = Migration20261203110000;
