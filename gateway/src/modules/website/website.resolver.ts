import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { Decedent, type DecedentLike } from '../decedent/index.js';
import { VERSION_ARG } from '../revision/index.js';
import { WebsiteService } from './website.service.js';
import {
  DisplayNameInput,
  DisplayNameResult,
  DisplayNameSettings,
  DonationDetailInput,
  DonationDetailsResult,
  PageLanguageResult,
  SocialMediaLinksInput,
  SocialMediaLinksResult,
  WebsiteAccess,
} from './website.types.js';

/** Customize Family Website: the family with access and staff (the decedent rule is the service's). */
@Resolver()
export class WebsiteResolver {
  @Query(() => WebsiteAccess, { description: 'Whether the viewer may manage the family website of this decedent.' })
  @Allow('signed-in')
  async websiteAccess(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope): Promise<WebsiteAccess> {
    return { hasAccess: await ctx.service(WebsiteService).hasAccess(opi) };
  }

  @Query(() => DisplayNameSettings, {
    description: 'The Display Name card: the shown name, the choice that makes it, Legal and Preferred with their parts.',
  })
  @Allow('arranger', 'admin', 'cl-arranger')
  displayNameSettings(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope): Promise<DisplayNameSettings> {
    return ctx.service(WebsiteService).displayNameSettings(opi);
  }

  @Mutation(() => DisplayNameResult, {
    description: 'Chooses the display name: Legal or Preferred and the optional parts (or the text, as the legacy call sends it).',
  })
  @Allow('arranger', 'admin', 'cl-arranger')
  setDisplayName(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => DisplayNameInput) input: DisplayNameInput,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ): Promise<DisplayNameResult> {
    return ctx.service(WebsiteService).setDisplayName(opi, input, version);
  }

  @Mutation(() => DonationDetailsResult, { description: 'Saves the changed donation links and the deleted ones (at most 5 stay).' })
  @Allow('arranger', 'admin', 'cl-arranger')
  saveDonationDetails(
    @Arg('opi', () => String) opi: string,
    @Arg('data', () => [DonationDetailInput]) data: DonationDetailInput[],
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ): Promise<DonationDetailsResult> {
    return ctx.service(WebsiteService).saveDonationDetails(opi, data, version);
  }

  @Mutation(() => DonationDetailsResult, { description: 'Deletes every donation link of the decedent.' })
  @Allow('arranger', 'admin', 'cl-arranger')
  deleteDonationDetails(
    @Arg('opi', () => String) opi: string,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ): Promise<DonationDetailsResult> {
    return ctx.service(WebsiteService).deleteDonationDetails(opi, version);
  }

  @Mutation(() => SocialMediaLinksResult, { description: 'Replaces the social links; empty ones are dropped.' })
  @Allow('arranger', 'admin', 'cl-arranger')
  saveSocialMediaLinks(
    @Arg('opi', () => String) opi: string,
    @Arg('socialMediaLinks', () => SocialMediaLinksInput) links: SocialMediaLinksInput,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ): Promise<SocialMediaLinksResult> {
    return ctx.service(WebsiteService).saveSocialMediaLinks(opi, links, version);
  }

  @Mutation(() => PageLanguageResult, { description: "Sets the memorial page's language: en or es; null for each visitor's own." })
  @Allow('arranger', 'admin', 'cl-arranger')
  setPageLanguage(
    @Arg('opi', () => String) opi: string,
    @Arg('language', () => String, { nullable: true }) language: string | null | undefined,
    @Ctx() ctx: RequestScope,
  ): Promise<PageLanguageResult> {
    return ctx.service(WebsiteService).setPageLanguage(opi, language);
  }
}

/** The versions of the family website's records on the decedent: each save sends its own back (batched over lists). */
@Resolver(() => Decedent)
export class WebsiteVersionsResolver {
  @FieldResolver(() => Int, { description: 'The version of the display name (as displayNameSettings.version).' })
  displayNameVersion(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): Promise<number> {
    return ctx.service(WebsiteService).version('displayName', d);
  }

  @FieldResolver(() => Int, {
    description: 'The version of the donation links (one record): saveDonationDetails and deleteDonationDetails send it back.',
  })
  donationDetailsVersion(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): Promise<number> {
    return ctx.service(WebsiteService).version('donations', d);
  }

  @FieldResolver(() => Int, { description: 'The version of the social links: saveSocialMediaLinks sends it back.' })
  socialMediaLinksVersion(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): Promise<number> {
    return ctx.service(WebsiteService).version('socialLinks', d);
  }
}
