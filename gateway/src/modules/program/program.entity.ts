import { Entity, ManyToOne, OneToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';
import { Decedent } from '../decedent/index.js';
import { User } from '../identity/index.js';

// The family's program card (arrangements-portal 2.7, 3): at most one per decedent, with the template it
// was started from and who edited it last (the stamp staff see). Its lock is the decedent's programStatus,
// which the spec keeps on the decedent record; it is not repeated here.

@Entity({ tableName: 'program_card' })
export class ProgramCard {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => Decedent, { owner: true, ref: true, unique: true, deleteRule: 'cascade' })
  decedent!: Ref<Decedent>;

  @Property({ type: 'integer', nullable: true }) templateId?: number | null;
  @Property({ type: 'string', length: 120 }) templateName!: string;
  /** The family's edited .docx, once uploaded. */
  @Property({ type: 'text', nullable: true }) fileUrl?: string | null;
  /** The uploaded file's own name, shown beside the download. */
  @Property({ type: 'string', length: 255, nullable: true }) fileName?: string | null;
  /**
   * The uploaded program as sanitised HTML, made once when it was uploaded (a preview never opens the
   * document again); null for a program stored before previews were kept, made on its first preview.
   */
  @Property({ type: 'text', nullable: true }) previewHtml?: string | null;
  /** When the family last sent the uploaded program to the arranger. */
  @Property({ type: 'timestamptz', nullable: true }) submittedAt?: Date | null;
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' }) updatedBy?: Ref<User> | null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Opt<Date> = new Date();
}
