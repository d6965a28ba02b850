'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * Screening at arrival (issue 32): each memory and Contact Family message keeps the outcome of its screening (a risk
 * score 0..100, its level CLEAR, REVIEW or LIKELY_SPAM, and the reasons as JSON), and whether it is held (likely spam:
 * not mailed to the family until someone releases it or decides on it). Rows made before were never screened (null)
 * and are not held. The family's and staff's lists ask for a decedent's held items: indexed by (decedent_id, held).
 */
class Migration20261202110000 extends Migration {

  async up() {
    for (const table of ['memory', 'family_message']) {
      this.addSql(`alter table "${table}" add column "screening_score" smallint null, add column "screening_level" text null, add column "screening_reasons" jsonb null, add column "held" boolean not null default false;`);
      this.addSql(`create index "${table}_decedent_id_held_index" on "${table}" ("decedent_id", "held");`);
    }
  }

  async down() {
    for (const table of ['family_message', 'memory']) {
      this.addSql(`drop index if exists "${table}_decedent_id_held_index";`);
      this.addSql(`alter table "${table}" drop column if exists "held", drop column if exists "screening_reasons", drop column if exists "screening_level", drop column if exists "screening_score";`);
    }
  }

}
exports.Migration20261202110000 = Migration20261202110000;
