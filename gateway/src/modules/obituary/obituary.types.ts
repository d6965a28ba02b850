import { Field, InputType, ObjectType } from 'type-graphql';
import { Decedent } from '../decedent/index.js';

@ObjectType('ObituaryStatus', { description: 'Where the obituary stands, for the family with access and staff.' })
export class ObituaryStatus {
  @Field(() => Boolean, { description: 'Sent with SUBMIT TO ARRANGER (the summary step is complete only then, with some text).' })
  isSubmitted!: boolean;
  @Field(() => Date, { nullable: true }) submittedAt?: Date | null;
  @Field(() => String, { nullable: true, description: 'The name of who submitted it last.' }) submittedBy?: string | null;
  @Field(() => Boolean, { description: 'Whether the viewer may change the obituary now (not locked).' }) canEdit!: boolean;
  @Field(() => Boolean, { description: 'Whether the viewer may lock and unlock it (staff).' }) canLock!: boolean;
}

@ObjectType('SaveObituaryResult')
export class SaveObituaryResult {
  @Field(() => Boolean, { description: 'False when the text was the stored one: nothing was written.' }) changed!: boolean;
  @Field(() => String) message!: string;
  @Field(() => Decedent) decedent!: Decedent;
}

@InputType('LifeOfInput', {
  description: "The family website dialog's editor. An omitted headline or description is kept; null or '' clears it.",
})
export class LifeOfInput {
  @Field(() => String, { nullable: true, description: 'HTML, at most 20000 characters of text.' }) obituary?: string | null;
  @Field(() => String, { nullable: true, description: 'The life-of headline, at most 254 characters.' }) lifeOfTitle?: string | null;
  @Field(() => String, { nullable: true, description: 'The life-of description, plain text, at most 10000 characters.' })
  lifeOfDescription?: string | null;
}

@ObjectType('ObituaryLockResult')
export class ObituaryLockResult {
  @Field(() => Boolean) obituaryIsLocked!: boolean;
  @Field(() => String) message!: string;
}

@ObjectType('ObituaryView', { description: 'The obituary as the memorial page shows it.' })
export class ObituaryView {
  @Field(() => String, { description: 'Sanitised HTML; empty when none was written.' }) obituary!: string;
  @Field(() => String) displayName!: string;
  @Field(() => String, { description: 'The first 160 characters of the obituary text, for the page description.' }) description!: string;
  @Field(() => String, { nullable: true }) prefix?: string | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) middleName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) dateOfBirth?: string | null;
  @Field(() => String, { nullable: true }) dateOfDeath?: string | null;
  @Field(() => String, { nullable: true }) audioFileUrl?: string | null;
}
