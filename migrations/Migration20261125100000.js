'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * Prayer card: the family's design (pages of text fields, poem, location), the uploaded photo and its crop,
 * and the submitted pages and print PDF. Every column is nullable or has a default, so a bare row
 * (decedent, template name) as the summary's tests insert stays valid.
 */
class Migration20261125100000 extends Migration {

  async up() {
    this.addSql(`alter table "prayer_card"
      add column "is_custom" boolean not null default false,
      add column "image_url" text null,
      add column "coordinates" varchar(500) null,
      add column "pages" jsonb null,
      add column "poem_id" int null,
      add column "poem_title" varchar(200) null,
      add column "poem_content" text null,
      add column "final_content" text null,
      add column "location_id" int null,
      add column "submitted_at" timestamptz null,
      add column "rendered_pages" jsonb not null default '[]',
      add column "print_url" text null;`);
  }

  async down() {
    this.addSql(`alter table "prayer_card" drop column "is_custom", drop column "image_url", drop column "coordinates", drop column "pages",
      drop column "poem_id", drop column "poem_title", drop column "poem_content", drop column "final_content", drop column "location_id",
      drop column "submitted_at", drop column "rendered_pages", drop column "print_url";`);
  }

}
exports.Migration20261125100000 = Migration20261125100000;
