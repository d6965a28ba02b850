import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Decedent } from '../decedent/index.js';
import type { DecedentLike } from '../decedent/index.js';
import { ObituaryView } from '../obituary/index.js';
import { ServiceOffer } from '../offer/index.js';

/** Where a step stands; a lock (isLocked) is beside it: a submitted step may be locked by the arranger or not. */
export enum ArrangementStepState {
  NOT_STARTED = 'NOT_STARTED',
  STARTED = 'STARTED',
  /** Sent to the arranger (certificate, prayer card, program, obituary) and not changed since. */
  SUBMITTED = 'SUBMITTED',
  /** Done without a submission (every service answered, the website's choices made) or taken by the arranger's lock. */
  COMPLETE = 'COMPLETE',
}
registerEnumType(ArrangementStepState, { name: 'ArrangementStepState' });

@ObjectType('ArrangementStep', { description: 'One step card of the arrangements summary.' })
export class ArrangementStep {
  @Field(() => String, { description: 'The page key: whatToExpect, certificateDetails, prayerCreation ...' }) key!: string;
  @Field(() => Int, { description: 'The number shown on the card.' }) step!: number;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true, description: 'A label beside the title, e.g. Beta Version.' }) badge?: string | null;
  @Field(() => String, { description: 'Where the card leads, below /obituaries.' }) route!: string;
  @Field(() => Boolean, { description: 'Opens in a new tab (Share Memories).' }) external!: boolean;
  @Field(() => Boolean) isLocked!: boolean;
  @Field(() => Boolean, { description: 'Something was entered: a section saved, a service answered, a card started from a template ...' })
  isStarted!: boolean;
  @Field(() => Boolean, { description: 'Done: submitted to the arranger, locked by the arranger, or complete.' }) isComplete!: boolean;
  @Field(() => ArrangementStepState, { description: 'The one state both screens show (summary and staff list).' })
  state!: ArrangementStepState;
  @Field(() => Date, { nullable: true, description: 'When it was submitted to the arranger (null: not submitted, or changed since).' })
  submittedAt?: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'The state in words: Submitted to arranger on 11-28-2026; 3 of 8 sections saved; Template: Garden Roses; Not started.',
  })
  progress?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Staff only: the name of who saved the certificate, prayer card or program card last.',
  })
  lastEditedBy?: string | null;
  @Field(() => Date, { nullable: true, description: 'Staff only: when.' }) lastEditedAt?: Date | null;
}

@ObjectType('ArrangementSummary', { description: 'The whole arrangements summary screen in one request.' })
export class ArrangementSummary {
  @Field(() => Decedent) decedent!: DecedentLike;
  @Field(() => Boolean) haveAcceptPolicy!: boolean;
  @Field(() => ObituaryView) obituary!: ObituaryView;
  @Field(() => [ArrangementStep]) steps!: ArrangementStep[];
  @Field(() => [ServiceOffer]) services!: ServiceOffer[];
}
