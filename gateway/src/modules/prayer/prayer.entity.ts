import { Entity, ManyToOne, OneToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { Locale } from '@memorial/schema';
import type { Opt } from '@mikro-orm/core';
import { Decedent } from '../decedent/index.js';
import { User } from '../identity/index.js';

// The family's prayer card (arrangements-portal 2.6, 3): at most one per decedent, with the template it
// was started from and who edited it last (the stamp staff see). Its lock is the decedent's prayerStatus,
// which the spec keeps on the decedent record; it is not repeated here. (The program card: modules/program.)

@Entity({ tableName: 'prayer_card' })
export class PrayerCard {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => Decedent, { owner: true, ref: true, unique: true, deleteRule: 'cascade' })
  decedent!: Ref<Decedent>;

  /** The template chosen in step 1; null for a card made from an uploaded photo. */
  @Property({ type: 'integer', nullable: true }) templateId?: number | null;
  @Property({ type: 'string', length: 120 }) templateName!: string;
  /** Made from the family's own photo (step 1's other way) rather than a template. */
  @Property({ type: 'boolean', default: false }) isCustom: Opt<boolean> = false;
  /**
   * The card's language ('en' or 'es'), set when it is started (the one named, else the request's) and changed only by
   * a save that names another: its fixed texts (heading, dates, template words) and its print PDF are in it, whoever views it.
   */
  @Property({ type: 'text', default: 'en' }) language: Opt<Locale> = 'en';
  /** The uploaded photo, cropped at 187:322 and kept at print height (a bare /media URL). */
  @Property({ type: 'text', nullable: true }) imageUrl?: string | null;
  /** The crop of the uploaded photo, x,y,width,height as the client sent it. */
  @Property({ type: 'string', length: 500, nullable: true }) coordinates?: string | null;
  /** The saved pages (index and text fields); null until the family saves: the template's layout filled for the decedent is shown. */
  @Property({ type: 'json', nullable: true }) pages?: PrayerPageData[] | null;
  @Property({ type: 'integer', nullable: true }) poemId?: number | null;
  @Property({ type: 'string', length: 200, nullable: true }) poemTitle?: string | null;
  @Property({ type: 'text', nullable: true }) poemContent?: string | null;
  @Property({ type: 'text', nullable: true }) finalContent?: string | null;
  /** The footer's funeral home (1-based position in FUNERAL_HOMES). */
  @Property({ type: 'integer', nullable: true }) locationId?: number | null;
  @Property({ type: 'timestamptz', nullable: true }) submittedAt?: Date | null;
  /** What the last submission sent (its pages): the same again, on an unchanged card, mails nobody. */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true }) submittedDigest?: string | null;
  /** The submitted pages (bare /media URLs of 750 x 1275 PNGs), in page order. */
  @Property({ type: 'json', default: "'[]'" }) renderedPages: Opt<string[]> = [];
  /** The print-ready PDF made from the submitted pages. */
  @Property({ type: 'text', nullable: true }) printUrl?: string | null;
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' }) updatedBy?: Ref<User> | null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Opt<Date> = new Date();
}

/** A saved page of a prayer card. */
export interface PrayerPageData {
  index: number;
  textFields: Array<{
    type: string;
    subType?: string | null;
    name: string;
    text: string;
    priority: number;
    font: string;
    size: number;
    bold: boolean;
    italic: boolean;
    underline: boolean;
    align: string;
    line?: number | null;
  }>;
}
