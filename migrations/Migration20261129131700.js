'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * A visitor's acceptance of the copyright disclaimer and privacy policy, recorded with the memory it was given for
 * (issue 30): the web form's box, or a legacy REST share, which is accepted on its captcha. Null: shared by a
 * signed-in person (whose acceptance is their policy_acceptance row), or before this column.
 */
class Migration20261129131700 extends Migration {

  async up() {
    this.addSql(`alter table "memory" add column "policy_accepted_at" timestamptz null;`);
  }

  async down() {
    this.addSql(`alter table "memory" drop column if exists "policy_accepted_at";`);
  }

}
exports.Migration20261129131700 = Migration20261129131700;
