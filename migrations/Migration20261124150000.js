'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * The staff Login Report: every sign-in and failed attempt (user when known, e-mail, role, address, result, time),
 * kept beyond the login throttle's short-lived login_attempt rows.
 */
class Migration20261124150000 extends Migration {

  async up() {
    this.addSql(`create table "login_event" ("id" bigserial primary key, "user_id" int null, "email" varchar(254) not null, "role" varchar(20) not null, "ip" varchar(64) not null, "succeeded" boolean not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "login_event_created_at_index" on "login_event" ("created_at");`);
    this.addSql(`create index "login_event_user_id_index" on "login_event" ("user_id");`);
    this.addSql(`alter table "login_event" add constraint "login_event_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  async down() {
    this.addSql(`drop table if exists "login_event" cascade;`);
  }

}
exports.Migration20261124150000 = Migration20261124150000;
