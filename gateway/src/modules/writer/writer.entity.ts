import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import type { Locale, ObituaryDraftAnswers } from '@memorial/schema';
import { Decedent } from '../decedent/index.js';
import { User } from '../identity/index.js';

/**
 * A draft of the assisted obituary writer: the questionnaire's answers as they were saved (normalised by
 * obituaryDraftRule) and the text the composer made of them, per decedent, with who saved it and when.
 */
@Entity({ tableName: 'obituary_draft' })
@Index({ properties: ['decedent', 'updatedAt'] })
export class ObituaryDraft {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Decedent, { ref: true, deleteRule: 'cascade' })
  decedent!: Ref<Decedent>;

  /** Whoever saved it last; a deleted account leaves the draft with the family. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  author?: Ref<User> | null;

  @Property({ type: 'json' })
  answers!: ObituaryDraftAnswers;

  /** The composed obituary, HTML made only of the composer's tags and escaped answers. */
  @Property({ type: 'text' })
  generatedText!: string;

  /** The language it was composed in ('en' or 'es'): reopened, it shows and recomposes in it. */
  @Property({ type: 'text', default: 'en' })
  language: Opt<Locale> = 'en';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
