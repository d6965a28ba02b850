import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { RequestScope } from '../request/scope.js';
import { Allow } from '../request/access.js';
import { AbuseService } from './abuse.service.js';

@ObjectType('CaptchaChallenge')
export class CaptchaChallenge {
  @Field(() => GraphQLJSONObject, { description: 'The altcha challenge ({ parameters, signature }), as the widget takes it.' })
  challenge!: Record<string, unknown>;
}

@Resolver()
export class AbuseResolver {
  @Query(() => CaptchaChallenge, {
    description:
      "A proof-of-work captcha challenge (altcha). Its solution, the widget's payload, goes in the captcha argument of a public write; each solution works once.",
  })
  @Allow('public')
  async captchaChallenge(@Ctx() ctx: RequestScope): Promise<CaptchaChallenge> {
    return { challenge: { ...(await ctx.service(AbuseService).challenge()) } };
  }
}
