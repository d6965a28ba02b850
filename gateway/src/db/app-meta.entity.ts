import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Facts about this database itself, such as when the demo data was seeded. */
@Entity({ tableName: 'app_meta' })
export class AppMeta {
  @PrimaryKey({ type: 'string', length: 64 })
  key!: string;

  @Property({ type: 'text' })
  value!: string;
}
