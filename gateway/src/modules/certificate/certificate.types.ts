import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Address } from '../reference/index.js';

// Each section is one object type for reading and one input type for saving.
// The shapes are those of arrangements-portal section 3 and 7.1.

@ObjectType('PrimaryInfo')
@InputType('PrimaryInfoInput')
export class PrimaryInfo {
  @Field(() => String, { nullable: true }) prefix?: string | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) middleName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) maidenName?: string | null;
  @Field(() => String, { nullable: true }) suffix?: string | null;
  @Field(() => String, { nullable: true }) aka?: string | null;
  @Field(() => String, { nullable: true }) preferredFirstName?: string | null;
  @Field(() => String, { nullable: true }) preferredMiddleName?: string | null;
  @Field(() => String, { nullable: true }) preferredLastName?: string | null;
  @Field(() => String, { nullable: true }) dateOfBirth?: string | null;
  @Field(() => String, { nullable: true }) birthState?: string | null;
  @Field(() => String, { nullable: true }) birthCountry?: string | null;
  @Field(() => Int, { nullable: true }) gender?: number | null;
  @Field(() => String, { nullable: true }) maritalStatus?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Read: masked, ***-**-1234. Save: XXX-XX-XXXX; absent or empty keeps the stored one.',
  })
  ssn?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'Country code, a dash, ten digits.' }) phoneNumber?: string | null;
  @Field(() => String, { nullable: true }) secondaryPhoneNumber?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@ObjectType('ResidentInfo')
@InputType('ResidentInfoInput')
export class ResidentInfo extends Address {
  @Field(() => String, { nullable: true }) noOfYearsStayed?: string | null;
}

@ObjectType('CodedEntry')
@InputType('CodedEntryInput')
export class CodedEntry {
  @Field(() => Int) id!: number;
  @Field(() => String, { nullable: true }) edrsCode?: string;
  @Field(() => String, { nullable: true }) name?: string;
}

@ObjectType('EthnicityInfo')
@InputType('EthnicityInfoInput')
export class EthnicityInfo {
  @Field(() => Boolean, { nullable: true }) isHispanic?: boolean | null;
  @Field(() => CodedEntry, { nullable: true }) hispanic?: CodedEntry | null;
  @Field(() => CodedEntry, { nullable: true }) raceOne?: CodedEntry | null;
  @Field(() => CodedEntry, { nullable: true }) raceTwo?: CodedEntry | null;
  @Field(() => CodedEntry, { nullable: true }) raceThree?: CodedEntry | null;
  @Field(() => CodedEntry, { nullable: true }) ethnicityOne?: CodedEntry | null;
  @Field(() => CodedEntry, { nullable: true }) ethnicityTwo?: CodedEntry | null;
  @Field(() => CodedEntry, { nullable: true }) ethnicityThree?: CodedEntry | null;
}

@ObjectType('Qualification')
@InputType('QualificationInput')
export class Qualification {
  @Field(() => Int) id!: number;
  @Field(() => String, { nullable: true }) name?: string;
}

@ObjectType('EducationInfo')
@InputType('EducationInfoInput')
export class EducationInfo {
  @Field(() => String, { nullable: true }) occupation?: string | null;
  @Field(() => String, { nullable: true }) industry?: string | null;
  @Field(() => String, { nullable: true }) yearsOfOccupation?: string | null;
  @Field(() => Qualification, { nullable: true }) qualification?: Qualification | null;
}

@ObjectType('VeteranInfo')
@InputType('VeteranInfoInput')
export class VeteranInfo {
  @Field(() => Boolean) isVeteran!: boolean;
  @Field(() => Boolean) isUnknown!: boolean;
  @Field(() => String, { nullable: true }) serviceBranch?: string | null;
  @Field(() => String, { nullable: true }) serviceEra?: string | null;
}

@ObjectType('ParentInfo')
@InputType('ParentInfoInput')
export class ParentInfo {
  @Field(() => String, { description: 'Mother or Father.' }) relation!: 'Mother' | 'Father';
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) middleName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) maidenName?: string | null;
  @Field(() => String, { nullable: true }) birthCountry?: string | null;
  @Field(() => String, { nullable: true }) birthState?: string | null;
}

@ObjectType('NotifierInfo')
@InputType('NotifierInfoInput')
export class NotifierInfo {
  @Field(() => String, { nullable: true }) prefix?: string | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) middleName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) phoneNumber?: string | null;
  @Field(() => String, { nullable: true }) secondaryPhoneNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'A label of the relationship list.' }) relation?: string | null;
  @Field(() => Boolean, { nullable: true }) isNotifierVerified?: boolean | null;
  @Field(() => Address, { nullable: true }) address?: Address | null;
}

@ObjectType('NextOfKin')
@InputType('NextOfKinInput')
export class NextOfKinInfo extends NotifierInfo {
  @Field(() => Int, { nullable: true, description: 'Absent for a new entry.' }) id?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Same as Notifier.' }) isNotifier?: boolean | null;
}

export const SECTION_KEYS = ['primary', 'resident', 'ethnicity', 'education', 'veteran', 'parent', 'notifier', 'nok'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

@ObjectType('SectionVersion', { description: 'The version of one section: a save sends the version its form was loaded at.' })
export class SectionVersion {
  @Field(() => String) section!: string;
  @Field(() => Int) version!: number;
}

@ObjectType('CertificateInfo', { description: 'The eight sections of Biography and Death Certificate Information.' })
export class CertificateInfo {
  @Field(() => String) opi!: string;
  @Field(() => Boolean, { description: 'Locked for everyone.' }) isFreeze!: boolean;
  @Field(() => [String], { description: 'Sections saved at least once (isFirstSaved).' }) savedSections!: string[];
  @Field(() => PrimaryInfo) primaryInfo!: PrimaryInfo;
  @Field(() => ResidentInfo, { nullable: true }) residentInfo?: ResidentInfo | null;
  @Field(() => EthnicityInfo, { nullable: true }) ethnicityInfo?: EthnicityInfo | null;
  @Field(() => EducationInfo, { nullable: true }) educationInfo?: EducationInfo | null;
  @Field(() => VeteranInfo, { nullable: true }) veteranInfo?: VeteranInfo | null;
  @Field(() => [ParentInfo]) parentsInfo!: ParentInfo[];
  @Field(() => NotifierInfo, { nullable: true }) notifierInfo?: NotifierInfo | null;
  @Field(() => [NextOfKinInfo]) nokInfo!: NextOfKinInfo[];
  @Field(() => Date, { nullable: true }) submittedAt?: Date | null;
  @Field(() => [SectionVersion], { description: 'The current version of each section, by key (primary, resident, ... nok).' })
  sectionVersions!: SectionVersion[];
}

@ObjectType('SectionSaveResult')
export class SectionSaveResult {
  @Field(() => String) message!: string;
  @Field(() => Boolean, { description: 'True on the first save of this section (the client shows its first-save popup).' })
  firstSave!: boolean;
  @Field(() => CertificateInfo) certificate!: CertificateInfo;
}
