import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { Locale } from '@memorial/schema';

@ObjectType('DonationDetail')
export class DonationDetail {
  @Field(() => Int) id!: number;
  @Field(() => String) donationUrlName!: string;
  @Field(() => String) donationUrlSrc!: string;
  @Field(() => String, { nullable: true }) donationUrlDescription?: string | null;
}

@ObjectType('SocialMediaLinks')
export class SocialMediaLinks {
  @Field(() => String, { nullable: true }) CustomUrl?: string;
  @Field(() => String, { nullable: true }) Facebook?: string;
  @Field(() => String, { nullable: true }) Instagram?: string;
  @Field(() => String, { nullable: true }) Twitter?: string;
  @Field(() => String, { nullable: true }) Tiktok?: string;
  @Field(() => String, { nullable: true }) Blog?: string;
  @Field(() => String, { nullable: true }) Youtube?: string;
  @Field(() => String, { nullable: true }) Linkedin?: string;
}

/** A cemetery property; many graves share one outline. */
@Entity({ tableName: 'cemetery_location' })
@ObjectType('CemeteryLocation')
export class CemeteryLocation {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  id!: number;

  @Property({ type: 'string', length: 200 })
  @Field(() => String)
  propertyName!: string;

  /** A GeoJSON geometry of type Polygon or MultiPolygon, or null when the outline is unknown. */
  @Property({ type: 'json', nullable: true })
  @Field(() => GeoJsonGeometry, { nullable: true })
  geoJson?: GeoJsonGeometry | null;

  @Property({ type: 'double', nullable: true })
  @Field(() => Number, { nullable: true, description: 'Grave or entrance latitude, for directions.' })
  latitude?: number | null;

  @Property({ type: 'double', nullable: true })
  @Field(() => Number, { nullable: true })
  longitude?: number | null;

  @Property({ type: 'string', length: 300, nullable: true })
  @Field(() => String, { nullable: true })
  address?: string | null;
}

@ObjectType('GeoJsonGeometry')
export class GeoJsonGeometry {
  @Field(() => String, { description: 'Polygon or MultiPolygon' }) type!: 'Polygon' | 'MultiPolygon';
  /** Nested arrays of [longitude, latitude] positions, as GeoJSON has them. */
  @Field(() => GraphQLJSON) coordinates!: unknown;
}

@Entity({ tableName: 'decedent' })
// Find a loved one (directory module): the name search (accents and misspellings forgiven) and the newest-first listing.
@Index({
  name: 'decedent_search_name_trgm',
  expression: `create index "decedent_search_name_trgm" on "decedent" using gin (decedent_search_name("first_name", "middle_name", "last_name", "maiden_name", "preferred_first_name") gin_trgm_ops) where not "is_private"`,
})
@Index({
  name: 'decedent_directory',
  expression: `create index "decedent_directory" on "decedent" ("location_code", "date_of_death" desc nulls last, "id" desc) where not "is_private"`,
})
@ObjectType('Decedent')
export class Decedent {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  id!: number;

  /** The public identifier, the onePortalId (a case number such as CS-1000-0001). */
  @Property({ type: 'string', length: 40 })
  @Unique()
  @Field(() => String)
  opi!: string;

  @Property({ type: 'string', length: 20, nullable: true }) @Field(() => String, { nullable: true }) prefix?: string | null;
  @Property({ type: 'string', length: 50, nullable: true }) @Field(() => String, { nullable: true }) firstName?: string | null;
  @Property({ type: 'string', length: 50, nullable: true }) @Field(() => String, { nullable: true }) middleName?: string | null;
  @Property({ type: 'string', length: 50, nullable: true }) @Index() @Field(() => String, { nullable: true }) lastName?: string | null;
  @Property({ type: 'string', length: 4, nullable: true }) @Field(() => String, { nullable: true }) suffix?: string | null;
  @Property({ type: 'string', length: 50, nullable: true }) @Field(() => String, { nullable: true }) maidenName?: string | null;
  @Property({ type: 'string', length: 50, nullable: true }) @Field(() => String, { nullable: true }) aka?: string | null;
  @Property({ type: 'string', length: 50, nullable: true }) @Field(() => String, { nullable: true }) preferredFirstName?: string | null;
  @Property({ type: 'string', length: 50, nullable: true }) @Field(() => String, { nullable: true }) preferredMiddleName?: string | null;
  @Property({ type: 'string', length: 50, nullable: true }) @Field(() => String, { nullable: true }) preferredLastName?: string | null;
  /** 1 Female, 2 Male, 3 Unspecified. */
  @Property({ type: 'smallint', nullable: true }) @Field(() => Int, { nullable: true }) gender?: number | null;

  /** YYYY-MM-DD. */
  @Property({ type: 'date', nullable: true }) @Field(() => String, { nullable: true }) dateOfBirth?: string | null;
  /** YYYY-MM-DD, the date in America/Los_Angeles. */
  @Property({ type: 'date', nullable: true }) @Field(() => String, { nullable: true }) dateOfDeath?: string | null;

  @Property({ type: 'string', length: 254, nullable: true }) @Field(() => String, { nullable: true }) pageTitle?: string | null;
  @Property({ type: 'boolean', default: false }) @Field(() => Boolean) isPrivate: Opt<boolean> = false;
  /** The language the family set for the memorial page ('en' or 'es'); null: each visitor gets their browser's. */
  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: "The memorial page's language, en or es; null: each visitor's own." })
  pageLanguage?: Locale | null;
  @Property({ type: 'boolean', default: false }) @Field(() => Boolean) hideContactFamily: Opt<boolean> = false;
  @Property({ type: 'boolean', default: false }) @Field(() => Boolean) obituaryIsLocked: Opt<boolean> = false;
  /** Locks the biography and certificate sections for everyone. */
  @Property({ type: 'boolean', default: false }) @Field(() => Boolean) isFreeze: Opt<boolean> = false;
  @Property({ type: 'boolean', default: false }) @Field(() => Boolean) prayerStatus: Opt<boolean> = false;
  @Property({ type: 'boolean', default: false }) @Field(() => Boolean) programStatus: Opt<boolean> = false;

  /**
   * Stored /media paths; in the graph, signed for the viewer (DecedentResolver, MediaAccessService). Indexed: /media
   * asks which page holds a file (decedentMediaOwner).
   */
  @Property({ type: 'text', nullable: true }) @Index() bannerUrl?: string | null;
  @Property({ type: 'text', nullable: true }) @Index() originalBannerUrl?: string | null;
  @Property({ type: 'text', nullable: true }) @Index() pictureUrl?: string | null;
  @Property({ type: 'text', nullable: true }) @Index() audioFileUrl?: string | null;

  @Property({ type: 'json', default: '[]' }) @Field(() => [DonationDetail]) donationDetails: Opt<DonationDetail[]> = [];
  @Property({ type: 'json', default: '{}' }) @Field(() => SocialMediaLinks) socialMediaLinks: Opt<SocialMediaLinks> = {};

  /** The funeral home's short code (CFS, ACC, CNG, MDC, SSO, CCS). */
  @Property({ type: 'string', length: 8, nullable: true }) @Field(() => String, { nullable: true }) locationCode?: string | null;

  @Property({ type: 'string', length: 254, nullable: true }) @Field(() => String, { nullable: true }) lifeOfTitle?: string | null;
  @Property({ type: 'text', nullable: true }) @Field(() => String, { nullable: true }) lifeOfDescription?: string | null;
  @Property({ type: 'string', length: 254, nullable: true }) @Field(() => String, { nullable: true }) title?: string | null;
  @Property({ type: 'text', nullable: true }) @Field(() => String, { nullable: true }) description?: string | null;

  @ManyToOne(() => CemeteryLocation, { ref: true, nullable: true, deleteRule: 'set null' })
  cemeteryLocation?: Ref<CemeteryLocation> | null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Opt<Date> = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Opt<Date> = new Date();
}
