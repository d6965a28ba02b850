'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * Each person's and each page's language (issue 31): the language a family member or staff chose in their profile
 * (null: not chosen, the browser's or the switch's), the language a subscriber's mails go out in (the request's when
 * they subscribed; 'en' for those who subscribed before), and the language the family set for the memorial page
 * (null: each visitor gets their browser's). Values are 'en' or 'es'.
 */
class Migration20261130100000 extends Migration {

  async up() {
    this.addSql(`alter table "app_user" add column "language" text null;`);
    this.addSql(`alter table "subscriber" add column "language" text not null default 'en';`);
    this.addSql(`alter table "decedent" add column "page_language" text null;`);
  }

  async down() {
    this.addSql(`alter table "decedent" drop column if exists "page_language";`);
    this.addSql(`alter table "subscriber" drop column if exists "language";`);
    this.addSql(`alter table "app_user" drop column if exists "language";`);
  }

}
exports.Migration20261130100000 = Migration20261130100000;
