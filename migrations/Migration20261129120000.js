'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * A moved service (issue 28): the start its visitors were first told of, kept when a save moves the event, so that
 * the page's structured data says EventRescheduled with that previousStartDate. Null: never moved, or moved back.
 */
class Migration20261129120000 extends Migration {

  async up() {
    this.addSql(`alter table "decedent_event" add column "previous_starts_at" timestamptz null;`);
  }

  async down() {
    this.addSql(`alter table "decedent_event" drop column if exists "previous_starts_at";`);
  }

}
exports.Migration20261129120000 = Migration20261129120000;
