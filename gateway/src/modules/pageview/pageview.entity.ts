import { Entity, ManyToOne, PrimaryKey, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { Decedent } from '../decedent/index.js';

/**
 * The page views of a decedent's public page on one day (in the funeral homes' zone, PAGE_VIEW_ZONE): a count
 * and nothing else. No address, browser or account is kept: the count is all the family and staff see.
 */
@Entity({ tableName: 'page_view_day' })
export class PageViewDay {
  [PrimaryKeyProp]?: ['decedent', 'day'];

  @ManyToOne(() => Decedent, { primary: true, ref: true, deleteRule: 'cascade' })
  decedent!: Ref<Decedent>;

  /** YYYY-MM-DD. */
  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'integer' })
  count!: number;
}
