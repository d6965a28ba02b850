import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Decedent, DonationDetail, SocialMediaLinks } from '../decedent/index.js';

@ObjectType('DisplayNamePart', { description: 'One part of a display name, with the decedent\'s value ("" when empty: not selectable).' })
export class DisplayNamePart {
  @Field(() => String, { description: 'prefix, firstName, middleName, lastName, suffix, or the preferred ones.' }) key!: string;
  @Field(() => String) label!: string;
  @Field(() => String) value!: string;
  @Field(() => Boolean, { description: 'First and last name are always part of the name.' }) fixed!: boolean;
}

@ObjectType('DisplayNameOption', { description: 'Legal or Preferred, and its parts.' })
export class DisplayNameOption {
  @Field(() => String) type!: string;
  @Field(() => Boolean, { description: 'Preferred is offered only when the preferred first and last names exist.' }) available!: boolean;
  @Field(() => [DisplayNamePart]) parts!: DisplayNamePart[];
}

@ObjectType('DisplayNameSettings', {
  description: 'The Display Name card: the name shown on the website, the choice that makes it, and the options.',
})
export class DisplayNameSettings {
  @Field(() => Int, { description: 'The version of the display name: setDisplayName sends it back.' }) version!: number;
  @Field(() => String, { description: 'The name the website shows (the full legal name until one is chosen).' }) displayName!: string;
  @Field(() => Boolean, { description: 'Whether the family has chosen a display name.' }) isChosen!: boolean;
  @Field(() => String, { nullable: true, description: 'Legal or Preferred; null when none was chosen or the names changed since.' })
  displayNameType?: string | null;
  @Field(() => [String], { description: 'The optional parts chosen (the fixed first and last name are always in).' }) fields!: string[];
  @Field(() => [DisplayNameOption]) options!: DisplayNameOption[];
}

@InputType('DisplayNameInput', { description: 'A type and its chosen parts; or, as the legacy call sends it, only the display name text.' })
export class DisplayNameInput {
  @Field(() => String, { nullable: true, description: 'Legal or Preferred.' }) displayNameType?: string | null;
  @Field(() => [String], { nullable: true }) fields?: string[] | null;
  @Field(() => String, { nullable: true, description: "The text; it must be made of the decedent's name parts." }) displayName?:
    string | null;
}

@ObjectType('DisplayNameResult')
export class DisplayNameResult {
  @Field(() => DisplayNameSettings) settings!: DisplayNameSettings;
  @Field(() => String) message!: string;
}

@InputType('DonationDetailInput', { description: 'One donation link: a stored one by id (isDeleted removes it), or a new one without id.' })
export class DonationDetailInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => String, { nullable: true, description: 'The button text, at most 40 characters.' }) donationUrlName?: string | null;
  @Field(() => String, { nullable: true, description: 'An http or https address, at most 1024 characters.' }) donationUrlSrc?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Shared by every link: at most 250 characters.' }) donationUrlDescription?:
    string | null;
  @Field(() => Boolean, { nullable: true }) isDeleted?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Accepted and not needed.' }) isDataChanged?: boolean | null;
}

@InputType('SocialMediaLinksInput', { description: "Each network's link; empty ones are dropped." })
export class SocialMediaLinksInput {
  @Field(() => String, { nullable: true }) CustomUrl?: string | null;
  @Field(() => String, { nullable: true }) Facebook?: string | null;
  @Field(() => String, { nullable: true }) Instagram?: string | null;
  @Field(() => String, { nullable: true }) Twitter?: string | null;
  @Field(() => String, { nullable: true }) Tiktok?: string | null;
  @Field(() => String, { nullable: true }) Blog?: string | null;
  @Field(() => String, { nullable: true }) Youtube?: string | null;
  @Field(() => String, { nullable: true }) Linkedin?: string | null;
}

@ObjectType('DonationDetailsResult')
export class DonationDetailsResult {
  @Field(() => Decedent) decedent!: Decedent;
  @Field(() => [DonationDetail]) donationDetails!: DonationDetail[];
  @Field(() => String) message!: string;
}

@ObjectType('SocialMediaLinksResult')
export class SocialMediaLinksResult {
  @Field(() => Decedent) decedent!: Decedent;
  @Field(() => SocialMediaLinks) socialMediaLinks!: SocialMediaLinks;
  @Field(() => String) message!: string;
}

@ObjectType('WebsiteAccess')
export class WebsiteAccess {
  @Field(() => Boolean) hasAccess!: boolean;
}

@ObjectType('PageLanguageResult', { description: 'The memorial page language as saved.' })
export class PageLanguageResult {
  @Field(() => Decedent) decedent!: Decedent;
  @Field(() => String, { nullable: true, description: "en or es; null: each visitor gets their browser's." }) pageLanguage!: string | null;
  @Field(() => String) message!: string;
}
