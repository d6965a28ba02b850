import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { Locale } from '@memorial/schema';

// The questionnaire's answers (arrangements-portal 3, assisted-writer draft): one shape for saving and reading.
// Gender, tone and length are strings checked by obituaryDraftRule, so a wrong value gets its plain message.

@ObjectType('WriterFamilyMember')
@InputType('WriterFamilyMemberInput')
export class WriterFamilyMember {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'One of WRITER_RELATIONSHIPS: Wife, Husband, Daughter, Son, Mother, ...' }) relationship!: string;
  @Field(() => Boolean, { nullable: true, description: 'Preceded in death rather than surviving.' }) isDeceased?: boolean | null;
}

@ObjectType('ObituaryDraftAnswers')
@InputType('ObituaryDraftInput')
export class ObituaryDraftAnswersType {
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) middleName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) nickName?: string | null;
  @Field(() => String, { nullable: true, description: 'female, male or unspecified (they/them).' }) gender?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) dateOfBirth?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) dateOfDeath?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) dateOfCeremony?: string | null;
  @Field(() => String, { nullable: true }) birthplace?: string | null;
  @Field(() => [String], { nullable: true, description: 'Places lived, the last one the home the notice names.' }) placeLived?:
    string[] | null;
  @Field(() => [String], { nullable: true }) education?: string[] | null;
  @Field(() => String, { nullable: true }) deathCause?: string | null;
  @Field(() => [WriterFamilyMember], { nullable: true }) familyMembers?: WriterFamilyMember[] | null;
  @Field(() => [String], { nullable: true, description: 'Past-tense phrases ("married John in 1962") or whole sentences.' }) lifeMoments?:
    string[] | null;
  @Field(() => [String], { nullable: true }) achievements?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Each finishes "We will always remember ...".' }) memories?: string[] | null;
  @Field(() => [String], { nullable: true }) hobbies?: string[] | null;
  @Field(() => [String], { nullable: true }) personalityTraits?: string[] | null;
  @Field(() => String, { nullable: true }) ceremonyDetails?: string | null;
  @Field(() => String, { nullable: true, description: 'warm, formal or celebratory (warm when omitted).' }) writingTone?: string | null;
  @Field(() => String, { nullable: true, description: 'short, medium or long (medium when omitted).' }) length?: string | null;
  @Field(() => String, { nullable: true }) memorableQuote?: string | null;
}

@ObjectType('ObituaryDraft')
export class ObituaryDraftView {
  @Field(() => Int) id!: number;
  @Field(() => String) decedentOpId!: string;
  @Field(() => ObituaryDraftAnswersType) answers!: ObituaryDraftAnswersType;
  @Field(() => String, { description: 'The composed obituary (HTML).' }) generatedText!: string;
  @Field(() => String, { description: 'The language it was composed in, en or es: a save without language recomposes in it.' })
  language!: Locale;
  @Field(() => String, { nullable: true, description: 'Who saved it last.' }) authorName!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType()
export class ObituaryDraftPreview {
  @Field(() => String, { description: 'The obituary the answers compose to (HTML), not saved.' }) generatedText!: string;
}

@ObjectType()
export class SaveObituaryDraftResult {
  @Field(() => String) message!: string;
  @Field(() => ObituaryDraftView) draft!: ObituaryDraftView;
  @Field(() => [ObituaryDraftView], { description: 'Every draft of the decedent after the save, newest first.' })
  drafts!: ObituaryDraftView[];
}
