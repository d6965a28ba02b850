'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * The screening forgets senders (issue 32): a screened text older than the screening's retention keeps its words and
 * label for the classifier, but not who sent it, so its address may now be null.
 */
class Migration20261203100000 extends Migration {

  async up() {
    this.addSql(`alter table "screened_text" alter column "email" drop not null;`);
  }

  async down() {
    this.addSql(`update "screened_text" set "email" = '' where "email" is null;`);
    this.addSql(`alter table "screened_text" alter column "email" set not null;`);
  }

}
exports.Migration20261203100000 = Migration20261203100000;
