import { MESSAGES } from '@memorial/schema';
import { DomainError } from '../../errors.js';
import { columnsOf, entityOfRow } from '../../db/rows.js';
import { prepared, preparedOnFirstUse, preparedRows, type PreparedStatement } from '../../db/prepared.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { richTextToPlain, sanitizeRichText } from '../../html.js';
import type { RequestScope } from '../../request/scope.js';
import { isStaff, requireViewer } from '../../request/access.js';
import { ArrangerCase, Decedent, PolicyAcceptance, type Obituary } from './decedent.entity.js';
import type { DecedentPage, MyCases, ObituaryView, StaffDecedentArgs } from './decedent.types.js';
import { decedentLoaders, extrasColumns, type ExtrasColumns } from './decedent.loaders.js';
import { viewColumns, type DecedentColumn, type DecedentLike, type DecedentView } from './decedent.rows.js';
import { MediaAccessService } from './decedent.media.js';

export const fullName = (d: Pick<Decedent, 'prefix' | 'firstName' | 'middleName' | 'lastName'>) =>
  [d.prefix, d.firstName, d.middleName, d.lastName].filter(Boolean).join(' ');

/** The slug of the public page: firstname-lastname-obituary, or firstname-obituary. */
export const pageSlug = (d: Pick<Decedent, 'firstName' | 'lastName'>) =>
  [d.firstName, d.lastName, 'obituary']
    .filter(Boolean)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');

/** The official public page (/obituaries/name/{slug}/{opi}) under a site origin: the one address shared, mailed and printed. */
export const officialPageUrl = (origin: string, d: Pick<Decedent, 'firstName' | 'lastName' | 'opi'>) =>
  `${origin}/obituaries/name/${pageSlug(d)}/${encodeURIComponent(d.opi)}`;

/**
 * The obituary as shown and its plain-text description, per stored text. Stored obituaries
 * are sanitised when written; they are sanitised again on every read, in depth, which is two
 * HTML parses per decedent screen. Pure functions of the text, so the answers are remembered
 * (a few hundred texts, short enough ones only; the oldest goes first).
 */
const OBITUARY_TEXTS = new Map<string, { html: string; description: string }>();
const OBITUARY_TEXTS_MAX = 256;
const OBITUARY_TEXT_MAX_CHARS = 32_768;
function obituaryText(stored: string): { html: string; description: string } {
  const known = OBITUARY_TEXTS.get(stored);
  if (known) return known;
  const html = sanitizeRichText(stored);
  const text = { html, description: richTextToPlain(html).slice(0, 160) };
  if (stored.length <= OBITUARY_TEXT_MAX_CHARS) {
    if (OBITUARY_TEXTS.size >= OBITUARY_TEXTS_MAX) OBITUARY_TEXTS.delete(OBITUARY_TEXTS.keys().next().value!);
    OBITUARY_TEXTS.set(stored, text);
  }
  return text;
}

/** A decedent row as PostgreSQL returns it, with the family viewer's two flags when asked for. */
export type DecedentRow = Record<string, unknown> & ViewerFlags;
export type ViewerFlags = { viewer_has_case?: boolean | null; viewer_accepted_policy?: boolean | null };
/**
 * The family viewer's two flags as columns of a statement on `decedent d` (parameters: the viewer's
 * user id, twice): a case for the decedent? the policy accepted? Read by find() and by screens
 * that read the decedent within a statement of their own (DecedentService.actableFromView).
 */
export const VIEWER_FLAGS_SQL = `exists(select 1 from arranger_case a where a.decedent_id = d.id and a.user_id = ?) as viewer_has_case,
    exists(select 1 from policy_acceptance p where p.decedent_id = d.id and p.user_id = ?) as viewer_accepted_policy`;
/** find()'s two statements, prepared: for anyone, and for a family viewer with its flags. */
const FIND = {
  anyone: preparedOnFirstUse((em) => `select ${columnsOf(em, Decedent, 'd')} from decedent d where d.opi = ?`),
  family: preparedOnFirstUse((em) => `select ${columnsOf(em, Decedent, 'd')}, ${VIEWER_FLAGS_SQL} from decedent d where d.opi = ?`),
};
/**
 * readVisible's statements, prepared: `select <columns>, json_build_array(<lists>) as along from decedent d where
 * <condition>`, by their parts (the view, the family viewer's flags, the page's extras; the lists read along:
 * DecedentColumn), which are a few fixed texts, so there are a few dozen statements at most. Kept in a tree of maps
 * keyed by the parts themselves: the same string objects every time, whose hashes are computed once, where the
 * statement's whole text would be built and hashed anew on every request.
 */
interface StatementNode {
  statement?: PreparedStatement;
  next: Map<string, StatementNode>;
}
const viewStatements: StatementNode = { next: new Map() };
const LISTS = '\0lists';
function viewStatement(columns: readonly string[], lists: readonly string[], condition: string): PreparedStatement {
  let node = viewStatements;
  for (const part of [...columns, LISTS, ...lists, condition]) {
    let next = node.next.get(part);
    if (!next) node.next.set(part, (next = { next: new Map() }));
    node = next;
  }
  const selected = [...columns, ...(lists.length ? [`json_build_array(${lists.join(', ')}) as along`] : [])];
  return (node.statement ??= prepared(`select ${selected.join(', ')} from decedent d where ${condition}`));
}
/** The view's and the extras' columns: made at first use (they need the ORM's metadata), the same for every statement. */
let columnsOfView: { view: string; extras: string } | undefined;
const viewParts = (em: EntityManager) => (columnsOfView ??= { view: viewColumns(em, 'd'), extras: extrasColumns(em) });

/** What the fields of a request ask of one decedent before it is read, then its answer (DecedentService.viewRead). */
interface ViewRead {
  pending: { extras: boolean; along: DecedentColumn<unknown>[] } | null;
  row: Promise<{ view: DecedentView; along: unknown[] }>;
}

export class DecedentService {
  constructor(private readonly ctx: RequestScope) {}

  /** A decedent the viewer may see: missing is NOT_FOUND, private without access is PRIVATE. */
  async getVisible(opi: string): Promise<Decedent> {
    return this.visible(await this.find(opi));
  }

  /**
   * getVisible for the read-only screens (the decedent query, the public memories and events): the decedent as a
   * plain view, read once per request. With `extras` (the decedent query), what its page shows beside it (its
   * obituary, cemetery location, Related Profiles: extrasByDecedent) comes in the same statement.
   */
  async readVisible(opi: string, extras = false): Promise<DecedentView> {
    return this.visible((await this.viewRead(opi, extras).row).view);
  }

  /**
   * readVisible and a list of the decedent, `column(privileged)` (privileged: the viewer may act for it, canAct).
   * When the viewer's access does not depend on the decedent (a visitor, staff) and the decedent is not read yet,
   * the list comes in the decedent's statement (the public page's decedent, memories and events: one statement);
   * otherwise in a statement of its own, once the decedent is known.
   */
  async readVisibleWith<T>(
    opi: string,
    column: (privileged: boolean) => DecedentColumn<T>,
  ): Promise<{ decedent: DecedentView; privileged: boolean; list: T }> {
    const known = this.knownAccess();
    const along = known === null ? undefined : column(known);
    const read = this.viewRead(opi, false, along);
    const { view, along: values } = await read.row;
    const decedent = await this.visible(view);
    const privileged = await this.canAct(decedent);
    if (along && read.index !== undefined && privileged === known) return { decedent, privileged, list: along.parse(values[read.index]) };
    const own = column(privileged);
    const [row] = await preparedRows<{ along: unknown[] }>(this.ctx.em, viewStatement([], [own.sql], 'd.id = ?'), [
      ...own.params,
      decedent.id,
    ]);
    return { decedent, privileged, list: own.parse(row!.along[0]) };
  }

  private readonly reads = new Map<string, ViewRead>();

  /**
   * The decedent's view, read once per request: what the request's fields ask of it in the same tick (a page's root
   * fields: its extras, lists read along) comes in one statement. `index`: where the list `along` is in its answer,
   * undefined when the statement was sent before it was asked.
   */
  private viewRead(opi: string, extras: boolean, along?: DecedentColumn<unknown>): { row: ViewRead['row']; index?: number } {
    let read = this.reads.get(opi);
    if (!read) {
      const pending = { extras: false, along: [] as DecedentColumn<unknown>[] };
      const entry: ViewRead = {
        pending,
        row: new Promise<void>((resolve) => process.nextTick(resolve)).then(() => {
          entry.pending = null;
          return this.readView(opi, pending.extras, pending.along);
        }),
      };
      this.reads.set(opi, (read = entry));
    }
    if (!read.pending) return { row: read.row };
    read.pending.extras ||= extras;
    return { row: read.row, index: along ? read.pending.along.push(along) - 1 : undefined };
  }

  private async readView(
    opi: string,
    extras: boolean,
    along: DecedentColumn<unknown>[],
  ): Promise<{ view: DecedentView; along: unknown[] }> {
    const family = this.familyViewer();
    const em = this.ctx.em;
    const columns = [viewParts(em).view, ...(family === null ? [] : [VIEWER_FLAGS_SQL]), ...(extras ? [viewParts(em).extras] : [])];
    const params = [...(family === null ? [] : [family, family]), ...along.flatMap((a) => a.params), opi];
    const [row] = await preparedRows<DecedentView & ViewerFlags & Partial<ExtrasColumns> & { along?: unknown[] }>(
      em,
      viewStatement(
        columns,
        along.map((a) => a.sql),
        'd.opi = ?',
      ),
      params,
    );
    if (!row) throw DomainError.notFound();
    const {
      viewer_has_case: hasCase,
      viewer_accepted_policy: accepted,
      extra_obituary,
      extra_location,
      extra_cases,
      extra_related,
      along: values,
      ...view
    } = row;
    this.rememberFlags(view.id, hasCase, accepted);
    const loaders = this.ctx.loaders(decedentLoaders);
    loaders.viewed.set(view.id, view);
    if (extra_related)
      loaders.primeExtras(view.id, {
        extra_obituary: extra_obituary ?? null,
        extra_location: extra_location ?? null,
        extra_cases: extra_cases ?? 0,
        extra_related,
      });
    return { view, along: values ?? [] };
  }

  private async visible<T extends DecedentLike>(decedent: T): Promise<T> {
    if (decedent.isPrivate && !(await this.canAct(decedent))) {
      // A stale token on a private page means "sign in again", not "this is private".
      if (this.ctx.authError) throw this.ctx.authError;
      throw new DomainError('PRIVATE', MESSAGES.privatePage);
    }
    return decedent;
  }

  /** A decedent the viewer may change: staff, or an arranger with a case for it. */
  async getActable(opi: string): Promise<Decedent> {
    requireViewer(this.ctx);
    return this.assertActable(await this.find(opi));
  }

  /**
   * getActable for a decedent another service read in a statement of its own (viewColumns with VIEWER_FLAGS_SQL for
   * the viewer, undefined when no row): the same rule and flags, and a view, not an entity (a read-only screen).
   */
  async actableFromView(row: (DecedentView & ViewerFlags) | undefined): Promise<DecedentView> {
    requireViewer(this.ctx);
    if (!row) throw DomainError.notFound();
    const { viewer_has_case: hasCase, viewer_accepted_policy: accepted, ...view } = row;
    this.rememberFlags(view.id, hasCase, accepted);
    this.ctx.loaders(decedentLoaders).viewed.set(view.id, view);
    return this.assertActable(view);
  }

  private async assertActable<T extends DecedentLike>(decedent: T): Promise<T> {
    if (!(await this.canAct(decedent)))
      throw new DomainError(
        decedent.isPrivate ? 'PRIVATE' : 'FORBIDDEN',
        decedent.isPrivate ? MESSAGES.privatePage : MESSAGES.unauthorizedForbidden,
      );
    return decedent;
  }

  /**
   * The decedent by opi, in one statement. For a family viewer the same statement
   * answers the two questions every screen of the decedent asks next (a case for it?
   * the policy accepted?), which canAct and haveAcceptedPolicy then remember.
   */
  private async find(opi: string): Promise<Decedent> {
    // A page's root fields (the decedent, its memories, its events) each ask for it at once: read once per request,
    // as long as it is the entity this request's EntityManager holds (a cleared one is read again).
    const known = this.byOpi.get(opi);
    if (known) {
      const decedent = await known;
      if (this.ctx.em.getUnitOfWork().getById(Decedent.name, decedent.id) === decedent) return decedent;
    }
    const reading = this.read(opi);
    this.byOpi.set(opi, reading);
    return reading;
  }

  private readonly byOpi = new Map<string, Promise<Decedent>>();

  private async read(opi: string): Promise<Decedent> {
    const family = this.familyViewer();
    const em = this.ctx.em;
    const [row] = await preparedRows<DecedentRow>(
      em,
      family === null ? FIND.anyone(em) : FIND.family(em),
      family === null ? [opi] : [family, family, opi],
    );
    return this.fromRow(row);
  }

  /** The entity of a decedent row; a family viewer's flags, when the row has them, remembered for the request. */
  private fromRow(row: DecedentRow | undefined): Decedent {
    if (!row) throw DomainError.notFound();
    const { viewer_has_case: hasCase, viewer_accepted_policy: accepted, ...columns } = row;
    const decedent = entityOfRow(this.ctx.em, Decedent, columns);
    this.rememberFlags(decedent.id, hasCase, accepted);
    return decedent;
  }

  /** canAct's answer when it does not depend on the decedent: none for a visitor, all for staff; null for the family (per decedent). */
  private knownAccess(): boolean | null {
    const viewer = this.ctx.viewer;
    if (!viewer) return false;
    return isStaff(viewer) ? true : null;
  }

  /** The signed-in family member's user id (not staff), else null. */
  private familyViewer(): number | null {
    const viewer = this.ctx.viewer;
    return viewer && !isStaff(viewer) ? viewer.userId : null;
  }

  /** A family viewer's flags (VIEWER_FLAGS_SQL), when a row has them, remembered for the request. */
  private rememberFlags(decedentId: number, hasCase: boolean | null | undefined, accepted: boolean | null | undefined) {
    if (this.familyViewer() === null || hasCase === undefined) return;
    if (!this.actable.has(decedentId)) this.actable.set(decedentId, Promise.resolve(hasCase === true));
    if (!this.accepted.has(decedentId)) this.accepted.set(decedentId, accepted === true);
  }

  /** Remembered for the request: lists ask it once per decedent, not once per row. */
  private readonly actable = new Map<number, Promise<boolean>>();
  /** The family viewer's policy acceptance per decedent, when find() has read it. */
  private readonly accepted = new Map<number, boolean>();

  canAct(decedent: Pick<Decedent, 'id'>): Promise<boolean> {
    const known = this.knownAccess();
    if (known !== null) return Promise.resolve(known);
    let answer = this.actable.get(decedent.id);
    if (!answer) {
      answer = this.ctx.em.count(ArrangerCase, { user: this.familyViewer()!, decedent: decedent.id }).then((n) => n > 0);
      this.actable.set(decedent.id, answer);
    }
    return answer;
  }

  async hasWebsiteAccess(opi: string): Promise<boolean> {
    requireViewer(this.ctx);
    const decedent = await this.ctx.em.findOne(Decedent, { opi });
    return !!decedent && this.canAct(decedent);
  }

  async myCases(): Promise<MyCases> {
    const viewer = requireViewer(this.ctx);
    const cases = await this.ctx.em.find(
      ArrangerCase,
      { user: viewer.userId },
      { populate: ['decedent'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return { activeCases: cases.filter((c) => c.status === 'active'), closedCases: cases.filter((c) => c.status === 'closed') };
  }

  /** The staff list of decedents: search, filters (empty ones are ignored) and paging, newest death first. */
  async staffList(args: StaffDecedentArgs): Promise<DecedentPage> {
    const viewer = requireViewer(this.ctx);
    if (!isStaff(viewer)) throw DomainError.forbidden();
    const pageSize = Math.min(Math.max(1, args.pageSize), 100);
    const page = Math.max(1, args.page);
    const search = args.search?.trim();
    const like = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : null;
    const [decedents, total] = await this.ctx.em.findAndCount(
      Decedent,
      {
        ...(like
          ? {
              $or: [
                { opi: { $ilike: like } },
                { firstName: { $ilike: like } },
                { lastName: { $ilike: like } },
                { preferredFirstName: { $ilike: like } },
              ],
            }
          : {}),
        ...(args.locationCode ? { locationCode: args.locationCode } : {}),
        ...(args.isPrivate != null ? { isPrivate: args.isPrivate } : {}),
        ...(args.isFreeze != null ? { isFreeze: args.isFreeze } : {}),
      },
      { orderBy: { dateOfDeath: 'desc nulls last', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize },
    );
    return { decedents, total, page, pageSize };
  }

  async setPrivacy(opi: string, isPrivate: boolean): Promise<{ isPrivate: boolean; message: string }> {
    const decedent = await this.getActable(opi);
    decedent.isPrivate = isPrivate;
    await this.ctx.em.flush();
    return { isPrivate, message: MESSAGES.privacy(isPrivate) };
  }

  /** Staff are never policy-gated; an arranger has accepted once per decedent. */
  async haveAcceptedPolicy(decedent: Pick<Decedent, 'id'>): Promise<boolean> {
    const viewer = this.ctx.viewer;
    if (!viewer) return false;
    if (isStaff(viewer)) return true;
    const known = this.accepted.get(decedent.id);
    if (known !== undefined) return known;
    return (await this.ctx.em.count(PolicyAcceptance, { user: viewer.userId, decedent: decedent.id })) > 0;
  }

  async acceptPolicy(opi: string): Promise<boolean> {
    const viewer = requireViewer(this.ctx);
    const decedent = await this.getActable(opi);
    if (!isStaff(viewer)) {
      await this.ctx.em.upsert(
        PolicyAcceptance,
        { user: viewer.userId, decedent: decedent.id, acceptedAt: new Date() },
        { onConflictFields: ['user', 'decedent'], onConflictAction: 'ignore' },
      );
      this.accepted.set(decedent.id, true);
    }
    return true;
  }

  /** The obituary as shown; `stored`: its text and display name when the caller has read them already (null: none written). */
  async obituary(decedent: DecedentLike, stored?: Pick<Obituary, 'obituary' | 'displayName'> | null): Promise<ObituaryView> {
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

  /** The other public pages of this decedent's family (Related Profiles); never a private one. */
  async relatedProfiles(decedent: Pick<Decedent, 'id'>): Promise<DecedentView[]> {
    return (await this.ctx.loaders(decedentLoaders).extrasByDecedent.load(decedent.id)).related;
  }

  async hasFamilyArranger(decedent: Pick<Decedent, 'id'>): Promise<boolean> {
    return (await this.ctx.loaders(decedentLoaders).extrasByDecedent.load(decedent.id)).caseCount > 0;
  }

  async location(decedent: DecedentLike) {
    const id = decedent.cemeteryLocation?.id;
    if (!id) return null;
    const loaders = this.ctx.loaders(decedentLoaders);
    // The page's own batch has it; a location changed in this request after that batch is read by its id.
    const { location } = await loaders.extrasByDecedent.load(decedent.id);
    return location?.id === id ? location : loaders.locationById.load(id);
  }
}
