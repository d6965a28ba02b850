'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/** Transfer Loved Ones: one row per transfer of a loved one's case from one family member to another. */
class Migration20261124140000 extends Migration {

  async up() {
    this.addSql(`create table "account_transfer" ("id" serial primary key, "decedent_id" int not null, "from_user_id" int null, "to_user_id" int null, "from_name" varchar(120) not null, "from_email" varchar(254) not null, "to_name" varchar(120) not null, "to_email" varchar(254) not null, "receiver_created" boolean not null, "ip" varchar(64) null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "account_transfer_decedent_id_index" on "account_transfer" ("decedent_id");`);
    this.addSql(`create index "account_transfer_from_user_id_index" on "account_transfer" ("from_user_id");`);
    this.addSql(`create index "account_transfer_to_user_id_index" on "account_transfer" ("to_user_id");`);
    this.addSql(`alter table "account_transfer" add constraint "account_transfer_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "account_transfer" add constraint "account_transfer_from_user_id_foreign" foreign key ("from_user_id") references "app_user" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "account_transfer" add constraint "account_transfer_to_user_id_foreign" foreign key ("to_user_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  async down() {
    this.addSql(`drop table if exists "account_transfer" cascade;`);
  }

}
exports.Migration20261124140000 = Migration20261124140000;
