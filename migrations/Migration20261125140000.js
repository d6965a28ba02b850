'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/** Page views of the public page: a count per decedent and day, nothing about the viewer. */
class Migration20261125140000 extends Migration {

  async up() {
    this.addSql(`create table "page_view_day" ("decedent_id" int not null, "day" date not null, "count" int not null, constraint "page_view_day_pkey" primary key ("decedent_id", "day"));`);
    this.addSql(`alter table "page_view_day" add constraint "page_view_day_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);
  }

  async down() {
    this.addSql(`drop table if exists "page_view_day" cascade;`);
  }

}
exports.Migration20261125140000 = Migration20261125140000;
