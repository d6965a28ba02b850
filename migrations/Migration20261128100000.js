'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * The program card's preview, made once when the .docx is uploaded and kept: a preview request never
 * opens (inflates) the document again. Programs stored before stay null and are converted, under the
 * same limits, on their first preview.
 */
class Migration20261128100000 extends Migration {

  async up() {
    this.addSql(`alter table "program_card" add column "preview_html" text null;`);
  }

  async down() {
    this.addSql(`alter table "program_card" drop column if exists "preview_html";`);
  }

}
exports.Migration20261128100000 = Migration20261128100000;
