'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * The assisted obituary writer's drafts: the questionnaire's answers and the composed text per decedent, with
 * who saved it (kept when the account goes) and when; listed per decedent, the last saved first.
 */
class Migration20261124110000 extends Migration {

  async up() {
    this.addSql(`create table "obituary_draft" ("id" serial primary key, "decedent_id" int not null, "author_id" int null, "answers" jsonb not null, "generated_text" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "obituary_draft_decedent_id_updated_at_index" on "obituary_draft" ("decedent_id", "updated_at");`);
    this.addSql(`alter table "obituary_draft" add constraint "obituary_draft_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "obituary_draft" add constraint "obituary_draft_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  async down() {
    this.addSql(`drop table if exists "obituary_draft" cascade;`);
  }

}
exports.Migration20261124110000 = Migration20261124110000;
