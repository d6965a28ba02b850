import { Entity, Index, ManyToOne, OneToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';
import { Decedent } from '../decedent/index.js';
import type { Address } from '../reference/index.js';
import { User } from '../identity/index.js';
import type { EducationInfo, EthnicityInfo, ParentInfo, ResidentInfo, VeteranInfo } from './certificate.types.js';

/** The certificate sections of a decedent that are not columns of the decedent itself. */
export interface PrimaryExtras {
  birthState?: string | null;
  birthCountry?: string | null;
  maritalStatus?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  secondaryPhoneNumber?: string | null;
  notes?: string | null;
}
export interface NotifierData {
  prefix?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  secondaryPhoneNumber?: string | null;
  relation?: string | null;
  isNotifierVerified?: boolean | null;
  address?: Address | null;
}

@Entity({ tableName: 'certificate' })
export class Certificate {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => Decedent, { owner: true, ref: true, unique: true, deleteRule: 'cascade' })
  decedent!: Ref<Decedent>;

  @Property({ type: 'json', default: '{}' }) primary: Opt<PrimaryExtras> = {};
  /** AES-256-GCM of the SSN (iv.tag.ciphertext, base64url); never sent to a client. */
  @Property({ type: 'text', nullable: true, hidden: true }) ssnCipher?: string | null;
  @Property({ type: 'string', length: 4, nullable: true }) ssnLast4?: string | null;
  @Property({ type: 'json', nullable: true }) resident?: ResidentInfo | null;
  @Property({ type: 'json', nullable: true }) ethnicity?: EthnicityInfo | null;
  @Property({ type: 'json', nullable: true }) education?: EducationInfo | null;
  @Property({ type: 'json', nullable: true }) veteran?: VeteranInfo | null;
  @Property({ type: 'json', default: '[]' }) parents: Opt<ParentInfo[]> = [];
  @Property({ type: 'json', nullable: true }) notifier?: NotifierData | null;
  /** Sections saved at least once, by key. */
  @Property({ type: 'text[]', default: '{}' }) savedSections: Opt<string[]> = [];
  @Property({ type: 'timestamptz', nullable: true }) submittedAt?: Date | null;
  /** What the last submission sent (request/idempotency.ts digestOf): the same again mails nobody. */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true }) submittedDigest?: string | null;
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' }) updatedBy?: Ref<User> | null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Opt<Date> = new Date();
}

@Entity({ tableName: 'next_of_kin' })
export class NextOfKin {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Decedent, { ref: true, deleteRule: 'cascade' })
  @Index()
  decedent!: Ref<Decedent>;

  @Property({ type: 'json' }) data!: NotifierData;
  @Property({ type: 'boolean', default: false }) isNotifier: Opt<boolean> = false;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Opt<Date> = new Date();
}
