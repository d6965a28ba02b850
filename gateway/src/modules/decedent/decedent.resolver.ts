import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { funeralHomeFor } from '@memorial/schema';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { FuneralHomeType } from '../reference/index.js';
import { ArrangerCase, CaseAccessService, MyCases, PolicyResult, PrivacyResult } from '../case/index.js';
import { CemeteryLocation, Decedent } from './decedent.entity.js';
import { DecedentPage, StaffDecedentArgs } from './decedent.types.js';
import { officialPageUrl, pageSlug, storedFullName } from './decedent.names.js';
import { DecedentService } from './decedent.service.js';
import { DecedentListService } from './decedent.list.js';
import { CemeteryLocationService } from './decedent.location.js';
import { decedentLoaders } from './decedent.loaders.js';
import { MediaAccessService } from './decedent.media.js';
import type { DecedentLike, DecedentView } from './decedent.rows.js';

@Resolver(() => Decedent)
export class DecedentResolver {
  @Query(() => Decedent, { description: 'A decedent by opi. PRIVATE when the page is private to the viewer, NOT_FOUND when missing.' })
  @Allow('public')
  decedent(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope): Promise<DecedentView> {
    return ctx.service(DecedentService).readVisible(opi, true);
  }

  @Query(() => MyCases, { description: "The signed-in person's cases, active and closed." })
  @Allow('signed-in')
  myCases(@Ctx() ctx: RequestScope): Promise<MyCases> {
    return ctx.service(CaseAccessService).myCases();
  }

  @Query(() => DecedentPage, { description: 'The staff list of decedents (Arrangements Summary list).' })
  @Allow('admin', 'cl-arranger')
  staffDecedents(@Args(() => StaffDecedentArgs) args: StaffDecedentArgs, @Ctx() ctx: RequestScope): Promise<DecedentPage> {
    return ctx.service(DecedentListService).staffList(args);
  }

  @Mutation(() => PrivacyResult)
  @Allow('arranger', 'admin', 'cl-arranger')
  async setDecedentPrivacy(
    @Arg('opi', () => String) opi: string,
    @Arg('isPrivate', () => Boolean) isPrivate: boolean,
    @Ctx() ctx: RequestScope,
  ): Promise<PrivacyResult> {
    return ctx.service(CaseAccessService).setPrivacy(await ctx.service(DecedentService).getActable(opi), isPrivate);
  }

  @Mutation(() => PolicyResult, {
    description: 'Records that the signed-in person accepted the copyright and privacy policy for this decedent.',
  })
  @Allow('signed-in')
  async acceptPolicy(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope): Promise<PolicyResult> {
    const decedent = await ctx.service(DecedentService).getActable(opi);
    return { haveAcceptPolicy: await ctx.service(CaseAccessService).acceptPolicy(decedent) };
  }

  @FieldResolver(() => String, { description: 'The same as opi, under its legacy name.' })
  onePortalId(@Root() d: DecedentLike): string {
    return d.opi;
  }

  @FieldResolver(() => String)
  fullName(@Root() d: DecedentLike): string {
    return storedFullName(d);
  }

  // The page's pictures and audio, signed for a viewer who may see the page (MediaAccessService).
  @FieldResolver(() => String, { nullable: true })
  bannerUrl(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): string | null | Promise<string | null> {
    return ctx.service(MediaAccessService).pageFileUrl(d, d.bannerUrl);
  }

  @FieldResolver(() => String, { nullable: true })
  originalBannerUrl(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): string | null | Promise<string | null> {
    return ctx.service(MediaAccessService).pageFileUrl(d, d.originalBannerUrl);
  }

  @FieldResolver(() => String, { nullable: true })
  pictureUrl(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): string | null | Promise<string | null> {
    return ctx.service(MediaAccessService).pageFileUrl(d, d.pictureUrl);
  }

  @FieldResolver(() => String, { nullable: true })
  audioFileUrl(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): string | null | Promise<string | null> {
    return ctx.service(MediaAccessService).pageFileUrl(d, d.audioFileUrl);
  }

  @FieldResolver(() => String, { description: 'firstname-lastname-obituary, as in /name/{slug}/{opi}.' })
  slug(@Root() d: DecedentLike): string {
    return pageSlug(d);
  }

  @FieldResolver(() => CemeteryLocation, { nullable: true })
  cemeteryLocation(@Root() d: DecedentLike, @Ctx() ctx: RequestScope) {
    return ctx.service(CemeteryLocationService).of(d);
  }

  @FieldResolver(() => Int, {
    description: "The version of the decedent's cemetery location: setCemeteryLocation and removeCemeteryLocation send it back.",
  })
  cemeteryLocationVersion(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): Promise<number> {
    return ctx.service(CemeteryLocationService).version(d);
  }

  @FieldResolver(() => FuneralHomeType, { description: 'The funeral home of locationCode; the main one when the code is unknown.' })
  funeralHome(@Root() d: DecedentLike): FuneralHomeType {
    return funeralHomeFor(d.locationCode);
  }

  @FieldResolver(() => [Decedent], {
    description: "Related Profiles: the other public pages of the same family's cases, newest death first. Never a private page.",
  })
  relatedProfiles(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): Promise<DecedentView[]> {
    return ctx.service(DecedentService).relatedProfiles(d);
  }

  @FieldResolver(() => String, {
    description: 'The official public page, absolute (/obituaries/name/{slug}/{opi} under PUBLIC_URL): the address to share.',
  })
  officialUrl(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): string {
    return officialPageUrl(ctx.deps.config.siteOrigin, d);
  }

  @FieldResolver(() => Boolean, { description: 'Whether any family arranger acts for this decedent.' })
  isDecedentHaveFamilyArranger(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): Promise<boolean> {
    return ctx.service(DecedentService).hasFamilyArranger(d);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer accepted the policy for this decedent (staff: always).' })
  haveAcceptPolicy(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): Promise<boolean> {
    return ctx.service(CaseAccessService).policyAccepted(d);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer may manage this family website.' })
  hasAccess(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): Promise<boolean> {
    return ctx.service(CaseAccessService).canAct(d);
  }
}

@Resolver(() => ArrangerCase)
export class ArrangerCaseResolver {
  @FieldResolver(() => Decedent)
  async decedent(@Root() c: ArrangerCase, @Ctx() ctx: RequestScope): Promise<DecedentLike> {
    return (await ctx.loaders(decedentLoaders).decedentById.load(c.decedent.id))!;
  }
}
