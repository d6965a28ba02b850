'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * Screening the guestbook (issue 32): every incoming memory and Contact Family message leaves a row in screened_text
 * (its plain text, the sender's address and network, the score at arrival, and later the moderators' label), read by
 * the duplicate (pg_trgm similarity across pages), history and burst rules and by the classifier's training; the
 * trained classifier is kept in screening_model (one row per training, the newest wins).
 */
class Migration20261202100000 extends Migration {

  async up() {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "screened_text" (
      "id" serial primary key,
      "kind" text not null,
      "item_id" int null,
      "decedent_id" int not null,
      "text" text not null,
      "email" text not null,
      "network" text null,
      "score" smallint null,
      "label" text null,
      "labelled_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "screened_text_kind_check" check ("kind" in ('memory', 'message')),
      constraint "screened_text_label_check" check ("label" in ('ok', 'reject'))
    );`);
    this.addSql(`alter table "screened_text" add constraint "screened_text_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "screened_text_text_trgm_index" on "screened_text" using gin ("text" gin_trgm_ops);`);
    this.addSql(`create index "screened_text_network_created_at_index" on "screened_text" ("network", "created_at");`);
    this.addSql(`create index "screened_text_email_index" on "screened_text" ("email");`);
    // The duplicate rule reads the last day's texts: by time when the table holds months of them.
    this.addSql(`create index "screened_text_created_at_index" on "screened_text" ("created_at");`);
    this.addSql(`create index "screened_text_kind_item_id_index" on "screened_text" ("kind", "item_id");`);
    this.addSql(`create index "screened_text_decedent_id_index" on "screened_text" ("decedent_id");`);
    this.addSql(`create index "screened_text_labelled_at_index" on "screened_text" ("labelled_at") where "label" is not null;`);
    this.addSql(`create table "screening_model" (
      "id" serial primary key,
      "trained_at" timestamptz not null default now(),
      "samples" int not null,
      "model" jsonb not null
    );`);
  }

  async down() {
    this.addSql(`drop table if exists "screening_model" cascade;`);
    this.addSql(`drop table if exists "screened_text" cascade;`);
  }

}
exports.Migration20261202100000 = Migration20261202100000;
