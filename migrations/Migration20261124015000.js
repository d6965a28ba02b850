'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/** Contact Family: the messages visitors send a decedent's family (plain text, the visitor's address for replies). */
class Migration20261124015000 extends Migration {

  async up() {
    this.addSql(`create table "family_message" ("id" serial primary key, "decedent_id" int not null, "email" varchar(254) not null, "message" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "family_message_decedent_id_created_at_index" on "family_message" ("decedent_id", "created_at");`);
    this.addSql(`alter table "family_message" add constraint "family_message_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);
  }

  async down() {
    this.addSql(`drop table if exists "family_message" cascade;`);
  }

}
exports.Migration20261124015000 = Migration20261124015000;
