import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { LoginResult } from './identity.types.js';
import { SSO_PATHS, SsoService, ssoSettings } from './sso.js';

@ObjectType('SsoSettings')
export class SsoSettingsResult {
  @Field(() => Boolean, { description: 'Whether an identity provider is configured for the cl-arranger.' }) enabled!: boolean;
  @Field(() => String, { description: 'Where the browser starts the sign-in (query returnTo: the app path to land on).' })
  startPath!: string;
}

@ObjectType('SsoLogoutResult')
export class SsoLogoutResult {
  @Field(() => String) message!: string;
  @Field(() => String, {
    nullable: true,
    description: "The identity provider's end-session URL, for a session opened through it: open it to end that session too.",
  })
  endSessionUrl!: string | null;
}

@Resolver()
export class SsoResolver {
  @Query(() => SsoSettingsResult, { description: 'Single sign-on for the cl-arranger, used on an entry with onePortal.' })
  @Allow('public')
  ssoSettings(@Ctx() ctx: RequestScope): SsoSettingsResult {
    return { enabled: !!ssoSettings(ctx.deps.config), startPath: SSO_PATHS.start };
  }

  @Mutation(() => LoginResult, {
    description: 'Trades the single-use ticket of a finished identity-provider sign-in for the session token.',
  })
  @Allow('public')
  ssoSignIn(@Arg('ticket', () => String) ticket: string, @Ctx() ctx: RequestScope): Promise<LoginResult> {
    return ctx.service(SsoService).signIn(ticket);
  }

  @Mutation(() => SsoLogoutResult, {
    description: "Ends this session and answers the identity provider's end-session URL when the session was opened through it.",
  })
  @Allow('signed-in')
  ssoLogout(@Ctx() ctx: RequestScope): Promise<SsoLogoutResult> {
    return ctx.service(SsoService).logout();
  }
}
