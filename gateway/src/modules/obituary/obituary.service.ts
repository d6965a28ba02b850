import { OBITUARY_MESSAGES, OBITUARY_LIMITS, t, funeralHomeFor, lifeOfRule, obituaryRule } from '@memorial/schema';
import { DomainError, validInput } from '../../errors.js';
import { richTextToPlain, sanitizeRichText } from '../../html.js';
import { isStaff, requireViewer } from '../../request/access.js';
import type { RequestScope } from '../../request/scope.js';
import { User } from '../identity/index.js';
import { CaseAccessService } from '../case/index.js';
import { RevisionService, recordKey } from '../revision/index.js';
import { DecedentService, MediaAccessService, decedentLoaders, fullName, type Decedent, type DecedentLike } from '../decedent/index.js';
import { pageDescription } from './obituary.description.js';
import { Obituary } from './obituary.entity.js';
import type { LifeOfInput, ObituaryLockResult, ObituaryStatus, ObituaryView, SaveObituaryResult } from './obituary.types.js';

/**
 * Text as the sanitiser leaves it, or the limit message before any parsing when the markup alone is past
 * what any obituary needs (the text limits are checked on what is kept).
 */
function cleanHtml(html: unknown): unknown {
  if (typeof html !== 'string') return html;
  if (html.length > OBITUARY_LIMITS.html) throw DomainError.invalid({ obituary: t(OBITUARY_MESSAGES, 'maxLimit') });
  return sanitizeRichText(html);
}

/**
 * The obituary as shown and its plain-text description, per stored text. Stored obituaries
 * are sanitised when written; they are sanitised again on every read, in depth, which is two
 * HTML parses per decedent screen. Pure functions of the text, so the answers are remembered
 * (a few hundred texts, short enough ones only; the oldest goes first).
 */
const TEXT_CACHE = new Map<string, { html: string; description: string }>();
const TEXT_CACHE_MAX = 256;
const OBITUARY_TEXT_MAX_CHARS = 32_768;
function obituaryText(stored: string): { html: string; description: string } {
  const known = TEXT_CACHE.get(stored);
  if (known) return known;
  const html = sanitizeRichText(stored);
  const text = { html, description: pageDescription(richTextToPlain(html)) };
  if (stored.length <= OBITUARY_TEXT_MAX_CHARS) {
    if (TEXT_CACHE.size >= TEXT_CACHE_MAX) TEXT_CACHE.delete(TEXT_CACHE.keys().next().value!);
    TEXT_CACHE.set(stored, text);
  }
  return text;
}

/**
 * The obituary editors (arrangements-portal 4.1, 4.6, 5.6; memorial-portal 4, 5): the arrangement flow's
 * SUBMIT TO ARRANGER, the family website dialog's obituary and life-of, and the staff's lock. The family with
 * a case for the decedent and staff may write; a locked obituary is read-only for everyone (6) until staff
 * unlock it.
 */
export class ObituaryService {
  constructor(private readonly ctx: RequestScope) {}

  private get decedents() {
    return this.ctx.service(DecedentService);
  }

  /** The decedent whose obituary the viewer may change now: refused to others, and to everyone while locked. */
  private async editable(opi: string): Promise<Decedent> {
    const viewer = requireViewer(this.ctx);
    const decedent = await this.decedents.getActable(opi);
    if (decedent.obituaryIsLocked)
      throw new DomainError('LOCKED', isStaff(viewer) ? t(OBITUARY_MESSAGES, 'lockedForStaff') : t(OBITUARY_MESSAGES, 'locked'));
    return decedent;
  }

  private async row(decedent: Decedent): Promise<Obituary | null> {
    return this.ctx.em.findOne(Obituary, { decedent: decedent.id });
  }

  /**
   * Claims the next version of the obituary (its text, headline and description: one record) for a save made from
   * `version`; last before the write, so a save refused as too old, or as invalid, changes nothing.
   */
  private claim(decedent: Decedent, version: number | null | undefined) {
    return this.ctx
      .service(RevisionService)
      .claim(recordKey('obituary', decedent.id), version, 'obituary', funeralHomeFor(decedent.locationCode).timeZone);
  }

  /** The obituary's current version (its text, headline and description), batched over a list of decedents. */
  version(decedent: DecedentLike): Promise<number> {
    return this.ctx.service(RevisionService).load(recordKey('obituary', decedent.id));
  }

  /** The stored row changed: the page's obituary is read again, not from this request's loader. */
  private forget(decedent: Decedent) {
    this.ctx.loaders(decedentLoaders).obituaryByDecedent.clear(decedent.id);
  }

  /**
   * SUBMIT TO ARRANGER (5.6): the sanitised HTML, required, at most 50000 characters of text; who sent it and
   * when are recorded. The same text sent again after a submission writes nothing.
   */
  async submit(opi: string, html: string, version?: number | null): Promise<SaveObituaryResult> {
    const viewer = requireViewer(this.ctx);
    const decedent = await this.editable(opi);
    const { obituary } = this.valid(() => validInput(obituaryRule(), { obituary: cleanHtml(html) }));
    const em = this.ctx.em;
    const row = await this.row(decedent);
    if (row && row.obituary === obituary && row.submittedAt)
      return { changed: false, message: t(OBITUARY_MESSAGES, 'unchanged'), decedent };
    await this.claim(decedent, version);
    const target = row ?? em.create(Obituary, { decedent });
    target.obituary = obituary;
    target.submittedAt = new Date();
    target.submittedBy = em.getReference(User, viewer.userId) as never;
    await em.flush();
    this.forget(decedent);
    return { changed: true, message: t(OBITUARY_MESSAGES, 'submitted'), decedent };
  }

  /** Over the arrangement flow's limit, the notification says 'Error. Text Limit Exceeded.' and the field its own text (5.6). */
  private valid<T>(check: () => T): T {
    try {
      return check();
    } catch (error) {
      if (error instanceof DomainError && error.fieldErrors?.['obituary'] === t(OBITUARY_MESSAGES, 'maxLimit')) {
        throw new DomainError('BAD_USER_INPUT', t(OBITUARY_MESSAGES, 'textLimitExceeded'), error.fieldErrors);
      }
      throw error;
    }
  }

  /**
   * The family website dialog (memorial-portal 5): the obituary (at most 20000 characters of text) with the
   * life-of headline and description. It does not submit to the arranger; a submitted obituary stays submitted.
   */
  async saveLifeOf(opi: string, input: LifeOfInput, version?: number | null): Promise<SaveObituaryResult> {
    const decedent = await this.editable(opi);
    const valid = validInput(lifeOfRule, {
      obituary: cleanHtml(input.obituary),
      lifeOfTitle: input.lifeOfTitle,
      lifeOfDescription: input.lifeOfDescription,
    });
    const text = (v: string | null | undefined, kept: string | null | undefined) => (v === undefined ? (kept ?? null) : v?.trim() || null);
    const title = text(valid.lifeOfTitle, decedent.lifeOfTitle);
    const description = text(valid.lifeOfDescription, decedent.lifeOfDescription);
    const em = this.ctx.em;
    const row = await this.row(decedent);
    if (
      row?.obituary === valid.obituary &&
      title === (decedent.lifeOfTitle ?? null) &&
      description === (decedent.lifeOfDescription ?? null)
    ) {
      return { changed: false, message: t(OBITUARY_MESSAGES, 'unchanged'), decedent };
    }
    await this.claim(decedent, version);
    (row ?? em.create(Obituary, { decedent })).obituary = valid.obituary;
    decedent.lifeOfTitle = title;
    decedent.lifeOfDescription = description;
    await em.flush();
    this.forget(decedent);
    return { changed: true, message: t(OBITUARY_MESSAGES, 'updated'), decedent };
  }

  /** Staff lock and unlock the obituary (4.1); the family's editing and uploads follow the flag. */
  async setLock(opi: string, locked: boolean): Promise<ObituaryLockResult> {
    const viewer = requireViewer(this.ctx);
    if (!isStaff(viewer)) throw DomainError.forbidden();
    const decedent = await this.decedents.getActable(opi);
    decedent.obituaryIsLocked = locked;
    await this.ctx.em.flush();
    return { obituaryIsLocked: locked, message: locked ? t(OBITUARY_MESSAGES, 'lockSet') : t(OBITUARY_MESSAGES, 'lockCleared') };
  }

  /** Where the obituary stands; null for viewers who may not manage this decedent (visitors, other families). */
  async status(decedent: DecedentLike): Promise<ObituaryStatus | null> {
    if (!(await this.ctx.service(CaseAccessService).canAct(decedent))) return null;
    const staff = isStaff(this.ctx.viewer);
    const row = await this.ctx.loaders(decedentLoaders).obituaryByDecedent.load(decedent.id);
    const by = row?.submittedBy ? await this.ctx.em.findOne(User, { id: row.submittedBy.id }, { fields: ['firstName', 'lastName'] }) : null;
    return {
      isSubmitted: !!row?.submittedAt,
      submittedAt: row?.submittedAt ?? null,
      submittedBy: by ? [by.firstName, by.lastName].filter(Boolean).join(' ') : null,
      canEdit: !decedent.obituaryIsLocked,
      canLock: staff,
    };
  }

  /** The obituary as shown; `stored`: its text and display name when the caller has read them already (null: none written). */
  async view(decedent: DecedentLike, stored?: Pick<Obituary, 'obituary' | 'displayName'> | null): Promise<ObituaryView> {
    const row = stored !== undefined ? stored : await this.ctx.loaders(decedentLoaders).obituaryOf(decedent.id);
    const { html, description } = obituaryText(row?.obituary ?? '');
    return {
      obituary: html,
      displayName: row?.displayName || fullName(decedent),
      description,
      prefix: decedent.prefix,
      firstName: decedent.firstName,
      middleName: decedent.middleName,
      lastName: decedent.lastName,
      dateOfBirth: decedent.dateOfBirth,
      dateOfDeath: decedent.dateOfDeath,
      audioFileUrl: await this.ctx.service(MediaAccessService).pageFileUrl(decedent, decedent.audioFileUrl),
    };
  }
}
