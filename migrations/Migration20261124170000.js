'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/** Service program card: the uploaded file's name and when it was submitted to the arranger. */
class Migration20261124170000 extends Migration {

  async up() {
    this.addSql(`alter table "program_card" add column "file_name" varchar(255) null, add column "submitted_at" timestamptz null;`);
  }

  async down() {
    this.addSql(`alter table "program_card" drop column "file_name", drop column "submitted_at";`);
  }

}
exports.Migration20261124170000 = Migration20261124170000;
