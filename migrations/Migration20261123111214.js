'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * The prayer card and the program card of a decedent (at most one each): the template, the
 * uploaded program, who saved it last and when. The arrangement summary reads them.
 */
class Migration20261123111214 extends Migration {

  async up() {
    this.addSql(`create table "program_card" ("id" serial primary key, "decedent_id" int not null, "template_id" int null, "template_name" varchar(120) not null, "file_url" text null, "updated_by_id" int null, "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "program_card" add constraint "program_card_decedent_id_unique" unique ("decedent_id");`);

    this.addSql(`create table "prayer_card" ("id" serial primary key, "decedent_id" int not null, "template_id" int null, "template_name" varchar(120) not null, "updated_by_id" int null, "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "prayer_card" add constraint "prayer_card_decedent_id_unique" unique ("decedent_id");`);

    this.addSql(`alter table "program_card" add constraint "program_card_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "program_card" add constraint "program_card_updated_by_id_foreign" foreign key ("updated_by_id") references "app_user" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "prayer_card" add constraint "prayer_card_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "prayer_card" add constraint "prayer_card_updated_by_id_foreign" foreign key ("updated_by_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  async down() {
    this.addSql(`drop table if exists "program_card" cascade;`);

    this.addSql(`drop table if exists "prayer_card" cascade;`);
  }

}
exports.Migration20261123111214 = Migration20261123111214;
