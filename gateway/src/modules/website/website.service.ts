import {
  checkDisplayName,
  choiceOfDisplayName,
  composeDisplayName,
  DISPLAY_NAME_TYPES,
  donationUrlRule,
  DONATION_MAX,
  displayNameTypeRule,
  fieldErrorsOf,
  funeralHomeFor,
  isLocale,
  LANGUAGE_TEXTS,
  keptSocialLinks,
  namePartsOf,
  preferredAvailable,
  socialLinksRule,
  STEP_STATUS,
  t,
  WEBSITE_MESSAGES,
  type DecedentNames,
  type FieldErrors,
} from '@memorial/schema';
import { DomainError, validInput } from '../../errors.js';
import type { RequestScope } from '../../request/scope.js';
import { requireViewer } from '../../request/access.js';
import { Decedent, type DonationDetail, type SocialMediaLinks } from '../decedent/index.js';
import { CaseAccessService } from '../case/index.js';
import { decedentLoaders } from '../decedent/index.js';
import type { DecedentLike } from '../decedent/index.js';
import { DecedentService, fullName } from '../decedent/index.js';
import { RevisionService, recordKey, type SavedThing } from '../revision/index.js';
import type {
  DisplayNameInput,
  DisplayNameResult,
  DisplayNameSettings,
  DonationDetailInput,
  DonationDetailsResult,
  PageLanguageResult,
  SocialMediaLinksInput,
  SocialMediaLinksResult,
} from './website.types.js';

/** The versioned records of this module, by kind: `<kind>:<decedent id>` (see recordKey). */
const KINDS = { displayName: 'displayName', donations: 'donations', socialLinks: 'socialLinks' } as const satisfies Record<
  string,
  SavedThing
>;
type WebsiteRecord = keyof typeof KINDS;

/** The display name lives on the obituary row (the public page reads it there); the row may not exist yet. */
const UPSERT_DISPLAY_NAME_SQL = `insert into obituary (decedent_id, display_name) values (?, ?)
  on conflict (decedent_id) do update set display_name = excluded.display_name, updated_at = now()`;

/**
 * Customize Family Website (arrangements-portal 2.8, 4.5, 5.3 to 5.5, 7.4): display name, donation links and
 * social links. The family with access and staff only (getActable); the rules are schema/src/rules/website.ts.
 */
export class WebsiteService {
  constructor(private readonly ctx: RequestScope) {}

  /** Whether the viewer may manage the family website of this decedent (false when there is none). */
  async hasAccess(opi: string): Promise<boolean> {
    requireViewer(this.ctx);
    const decedent = await this.ctx.em.findOne(Decedent, { opi });
    return !!decedent && this.ctx.service(CaseAccessService).canAct(decedent);
  }

  private get decedents() {
    return this.ctx.service(DecedentService);
  }

  /** A record's current version, batched over a list of decedents. */
  version(record: WebsiteRecord, decedent: DecedentLike): Promise<number> {
    return this.ctx.service(RevisionService).load(recordKey(KINDS[record], decedent.id));
  }

  /**
   * Claims the next version of a record for a save made from `version`: last before the write, so a save refused as
   * too old, or as invalid, changes nothing.
   */
  private claim(record: WebsiteRecord, decedent: Decedent, version: number | null | undefined): Promise<number> {
    return this.ctx
      .service(RevisionService)
      .claim(recordKey(KINDS[record], decedent.id), version, KINDS[record], funeralHomeFor(decedent.locationCode).timeZone);
  }

  /* ------------------------------------------------------------ display name */

  async displayNameSettings(opi: string): Promise<DisplayNameSettings> {
    const decedent = await this.decedents.getActable(opi);
    const [row, version] = await Promise.all([
      this.ctx.loaders(decedentLoaders).obituaryByDecedent.load(decedent.id),
      this.version('displayName', decedent),
    ]);
    return this.settingsOf(decedent, row?.displayName ?? null, version);
  }

  private settingsOf(decedent: Decedent, stored: string | null, version: number): DisplayNameSettings {
    const names = decedent as DecedentNames;
    // The stored text says which choice made it; names changed since leave no choice (the text stays until a new one).
    const choice = stored ? choiceOfDisplayName(names, stored) : null;
    return {
      version,
      displayName: stored || fullName(decedent),
      isChosen: !!stored,
      displayNameType: choice?.type ?? null,
      fields: choice?.fields ?? [],
      options: DISPLAY_NAME_TYPES.map((type) => ({
        type,
        available: type === 'Legal' || preferredAvailable(names),
        parts: namePartsOf(names, type),
      })),
    };
  }

  async setDisplayName(opi: string, input: DisplayNameInput, version?: number | null): Promise<DisplayNameResult> {
    const decedent = await this.decedents.getActable(opi);
    const names = decedent as DecedentNames;
    let displayName: string;
    if (input.displayNameType != null) {
      const parsed = displayNameTypeRule.safeParse(input.displayNameType);
      if (!parsed.success) throw DomainError.invalid({ displayNameType: t(WEBSITE_MESSAGES, 'displayNameTypeInvalid') });
      const fields = input.fields ?? [];
      const errors = checkDisplayName(names, parsed.data, fields);
      if (errors) throw DomainError.invalid(errors);
      displayName = composeDisplayName(names, parsed.data, fields);
    } else if (input.displayName != null) {
      // The legacy call sends the text only: it is taken when some choice of the name parts makes it.
      const choice = choiceOfDisplayName(names, input.displayName);
      if (!choice) throw DomainError.invalid({ displayName: t(WEBSITE_MESSAGES, 'displayNameUnknown') });
      displayName = composeDisplayName(names, choice.type, choice.fields);
    } else {
      throw DomainError.invalid({ displayNameType: t(WEBSITE_MESSAGES, 'displayNameTypeInvalid') });
    }
    const saved = await this.claim('displayName', decedent, version);
    const em = this.ctx.em;
    await em.getConnection().execute(UPSERT_DISPLAY_NAME_SQL, [decedent.id, displayName], 'run', em.getTransactionContext());
    return { settings: this.settingsOf(decedent, displayName, saved), message: t(WEBSITE_MESSAGES, 'displayNameUpdated') };
  }

  /* ------------------------------------------------------------ donation links */

  /**
   * Saves the changed links and the deleted ones (4.5): an entry without id is new, one with id changes the stored
   * link, isDeleted removes it. The description is one for all links (the first kept entry's). At most five stay.
   */
  async saveDonationDetails(opi: string, data: DonationDetailInput[], version?: number | null): Promise<DonationDetailsResult> {
    const decedent = await this.decedents.getActable(opi);
    const next: DonationDetail[] = decedent.donationDetails.map((d) => ({ ...d }));
    const errors: FieldErrors = {};
    let description: string | null | undefined;
    let nextId = next.reduce((max, d) => Math.max(max, d.id), 0);
    data.forEach((entry, i) => {
      const at = entry.id == null ? -1 : next.findIndex((d) => d.id === entry.id);
      if (entry.id != null && at < 0) throw DomainError.notFound(t(WEBSITE_MESSAGES, 'donationMissing'));
      if (entry.isDeleted) {
        // A new tab removed before it was saved has nothing to delete.
        if (at >= 0) next.splice(at, 1);
        return;
      }
      const parsed = donationUrlRule.safeParse({
        donationUrlName: entry.donationUrlName ?? undefined,
        donationUrlSrc: entry.donationUrlSrc ?? undefined,
        donationUrlDescription: entry.donationUrlDescription,
      });
      if (!parsed.success) {
        for (const [field, message] of Object.entries(fieldErrorsOf(parsed.error))) errors[`${i}.${field}`] ??= message;
        return;
      }
      description ??= parsed.data.donationUrlDescription || null;
      const link = { donationUrlName: parsed.data.donationUrlName, donationUrlSrc: parsed.data.donationUrlSrc };
      if (at >= 0) next[at] = { ...next[at]!, ...link };
      else next.push({ id: ++nextId, ...link, donationUrlDescription: null });
    });
    if (Object.keys(errors).length > 0) throw DomainError.invalid(errors);
    if (next.length > DONATION_MAX) throw DomainError.invalid({ _: t(WEBSITE_MESSAGES, 'donationMax') });
    // A save with only deletions keeps the stored description.
    const shared = description !== undefined ? description : (next[0]?.donationUrlDescription ?? null);
    await this.claim('donations', decedent, version);
    decedent.donationDetails = next.map((d) => ({ ...d, donationUrlDescription: shared }));
    await this.ctx.em.flush();
    return { decedent, donationDetails: decedent.donationDetails, message: t(WEBSITE_MESSAGES, 'donationUpdated') };
  }

  async deleteDonationDetails(opi: string, version?: number | null): Promise<DonationDetailsResult> {
    const decedent = await this.decedents.getActable(opi);
    await this.claim('donations', decedent, version);
    decedent.donationDetails = [];
    await this.ctx.em.flush();
    return { decedent, donationDetails: [], message: t(WEBSITE_MESSAGES, 'donationDeleted') };
  }

  /* ------------------------------------------------------------ social links */

  /** Replaces the links: each checked against its network, empty ones dropped (5.4). */
  async saveSocialMediaLinks(opi: string, input: SocialMediaLinksInput, version?: number | null): Promise<SocialMediaLinksResult> {
    const decedent = await this.decedents.getActable(opi);
    const valid = validInput(socialLinksRule, { ...input });
    await this.claim('socialLinks', decedent, version);
    decedent.socialMediaLinks = keptSocialLinks(valid) as SocialMediaLinks;
    await this.ctx.em.flush();
    return { decedent, socialMediaLinks: decedent.socialMediaLinks, message: t(WEBSITE_MESSAGES, 'socialUpdated') };
  }

  /* ------------------------------------------------------------ page language */

  /**
   * Sets the memorial page's language (issue 31): en or es, or null (or empty) for each visitor's own. The page's
   * change notice (the decedent row's trigger) drops the kept copies, so the next render is in the new language.
   */
  async setPageLanguage(opi: string, language: string | null | undefined): Promise<PageLanguageResult> {
    const decedent = await this.decedents.getActable(opi);
    const chosen = language == null || language === '' ? null : language;
    if (chosen !== null && !isLocale(chosen)) throw DomainError.invalid({ language: t(LANGUAGE_TEXTS, 'languageInvalid') });
    decedent.pageLanguage = chosen;
    await this.ctx.em.flush();
    return { decedent, pageLanguage: decedent.pageLanguage, message: t(LANGUAGE_TEXTS, 'pageLanguageSaved') };
  }
}

/**
 * The summary's Customize Family Website step (2.2). Started when any card the family fills has data (a chosen
 * display name, a donation link, a social link); complete when the display name is chosen and at least one
 * donation or social link is set. Messages and reminders are the visitors', not the family's work.
 */
export function websiteProgress(decedent: Pick<DecedentLike, 'donationDetails' | 'socialMediaLinks'>, displayNameChosen: boolean) {
  const donations = decedent.donationDetails.length;
  const social = Object.values(decedent.socialMediaLinks ?? {}).filter(Boolean).length;
  const isStarted = displayNameChosen || donations > 0 || social > 0;
  const isComplete = displayNameChosen && (donations > 0 || social > 0);
  const progress = isStarted
    ? t(WEBSITE_MESSAGES, 'progress', { named: String(displayNameChosen), donations, social })
    : t(STEP_STATUS, 'notStarted');
  return { isStarted, isComplete, progress };
}
