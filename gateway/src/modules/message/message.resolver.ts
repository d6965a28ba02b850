import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { Decedent } from '../decedent/index.js';
import type { DecedentLike } from '../decedent/index.js';
import { FamilyMessage } from './message.entity.js';
import { FamilyMessageService } from './message.service.js';
import {
  ContactFamilyHiddenResult,
  DeleteFamilyMessageResult,
  FamilyMessageCount,
  FamilyMessageInput,
  ReleaseFamilyMessagesResult,
  SendFamilyMessageResult,
} from './message.types.js';
import { Screening, screeningOf } from '../screening/index.js';

@Resolver()
export class FamilyMessageResolver {
  @Mutation(() => SendFamilyMessageResult, {
    description: "Contact Family: a visitor's message, saved and mailed to the family arrangers.",
  })
  @Allow('public')
  sendFamilyMessage(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => FamilyMessageInput) input: FamilyMessageInput,
    @Ctx() ctx: RequestScope,
  ): Promise<SendFamilyMessageResult> {
    return ctx.service(FamilyMessageService).send(opi, input);
  }

  @Query(() => [FamilyMessage], { description: 'The messages visitors sent the family, newest first (family with access, staff).' })
  @Allow('arranger', 'admin', 'cl-arranger')
  familyMessages(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope): Promise<FamilyMessage[]> {
    return ctx.service(FamilyMessageService).list(opi);
  }

  @Query(() => FamilyMessageCount, {
    description: 'How many messages the family has, and how many since midnight in timeZone (IANA; UTC when omitted).',
  })
  @Allow('arranger', 'admin', 'cl-arranger')
  familyMessageCount(
    @Arg('opi', () => String) opi: string,
    @Arg('timeZone', () => String, { nullable: true }) timeZone: string | null,
    @Ctx() ctx: RequestScope,
  ): Promise<FamilyMessageCount> {
    return ctx.service(FamilyMessageService).count(opi, timeZone);
  }

  @Mutation(() => DeleteFamilyMessageResult)
  @Allow('arranger', 'admin', 'cl-arranger')
  deleteFamilyMessage(
    @Arg('opi', () => String) opi: string,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: RequestScope,
  ): Promise<DeleteFamilyMessageResult> {
    return ctx.service(FamilyMessageService).delete(opi, id);
  }

  @Mutation(() => ReleaseFamilyMessagesResult, {
    description: 'Releases held messages of the family (likely spam at arrival): each is then mailed to the family as any message.',
  })
  @Allow('arranger', 'admin', 'cl-arranger')
  releaseFamilyMessages(
    @Arg('opi', () => String) opi: string,
    @Arg('ids', () => [Int]) ids: number[],
    @Ctx() ctx: RequestScope,
  ): Promise<ReleaseFamilyMessagesResult> {
    return ctx.service(FamilyMessageService).release(opi, ids);
  }

  @Mutation(() => ContactFamilyHiddenResult, { description: 'Hides or shows the Contact Family form of the page.' })
  @Allow('arranger', 'admin', 'cl-arranger')
  setContactFamilyHidden(
    @Arg('opi', () => String) opi: string,
    @Arg('hideContactFamily', () => Boolean) hide: boolean,
    @Ctx() ctx: RequestScope,
  ): Promise<ContactFamilyHiddenResult> {
    return ctx.service(FamilyMessageService).setHidden(opi, hide);
  }
}

/** A message's screening: every way to a message (the family's list, a release) is the family's with access or staff's. */
@Resolver(() => FamilyMessage)
export class FamilyMessageFieldsResolver {
  @FieldResolver(() => Screening, { nullable: true, description: 'Its screening at arrival; null when never screened.' })
  screening(@Root() m: FamilyMessage): Screening | null {
    return screeningOf(m);
  }
}

@Resolver(() => Decedent)
export class DecedentContactResolver {
  @FieldResolver(() => Boolean, {
    description:
      'Whether the viewer is offered the Contact Family form: a family arranger and the form not hidden, or the signed-in family.',
  })
  contactFamilyOpen(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): Promise<boolean> {
    return ctx.service(FamilyMessageService).isOpenTo(d);
  }
}
