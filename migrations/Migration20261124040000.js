'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * Stay Updated: the subscribers of a decedent's reminders (one per decedent and lower-cased address), and one row
 * per reminder mail (subscriber, event, kind), claimed in the transaction that decides to send it. The partial
 * unique indexes are what make a reminder go out once whichever replicas scan together.
 */
class Migration20261124040000 extends Migration {

  async up() {
    this.addSql(`create table "subscriber" ("id" serial primary key, "decedent_id" int not null, "email" varchar(254) not null, "email_key" varchar(254) not null, "time_zone" varchar(64) not null, "nonce" varchar(32) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "subscriber" add constraint "subscriber_decedent_email_unique" unique ("decedent_id", "email_key");`);
    this.addSql(`alter table "subscriber" add constraint "subscriber_decedent_id_foreign" foreign key ("decedent_id") references "decedent" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "event_reminder" ("id" serial primary key, "subscriber_id" int not null, "event_id" int not null, "kind" varchar(16) not null, "version" varchar(64) not null, "supersedes" int null, "event" jsonb not null, "starts_at" timestamptz not null, "claimed_at" timestamptz not null default now(), "sending_since" timestamptz null, "sent_at" timestamptz null);`);
    this.addSql(`create index "event_reminder_event_id_index" on "event_reminder" ("event_id");`);
    this.addSql(`create index "event_reminder_starts_at_index" on "event_reminder" ("starts_at");`);
    this.addSql(`create unique index "event_reminder_once" on "event_reminder" ("subscriber_id", "event_id", "kind") where "kind" <> 'correction';`);
    this.addSql(`create unique index "event_reminder_correction_once" on "event_reminder" ("supersedes") where "kind" = 'correction';`);
    this.addSql(`create index "event_reminder_unsent" on "event_reminder" ("id") where "sent_at" is null;`);
    this.addSql(`alter table "event_reminder" add constraint "event_reminder_subscriber_id_foreign" foreign key ("subscriber_id") references "subscriber" ("id") on update cascade on delete cascade;`);
  }

  async down() {
    this.addSql(`drop table if exists "event_reminder" cascade;`);
    this.addSql(`drop table if exists "subscriber" cascade;`);
  }

}
exports.Migration20261124040000 = Migration20261124040000;
