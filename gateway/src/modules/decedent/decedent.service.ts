import { DomainError } from '../../errors.js';
import { columnsOf, entityOfRow } from '../../db/rows.js';
import { prepared, preparedOnFirstUse, preparedRows, type PreparedStatement } from '../../db/prepared.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestScope } from '../../request/scope.js';
import { requireViewer } from '../../request/access.js';
import { CaseAccessService, VIEWER_FLAGS_SQL, type ViewerFlags } from '../case/index.js';
import { Decedent } from './decedent.entity.js';
import { decedentLoaders, extrasColumns, type ExtrasColumns } from './decedent.loaders.js';
import { viewColumns, type DecedentColumn, type DecedentView } from './decedent.rows.js';

/** A decedent row as PostgreSQL returns it, with the family viewer's two flags when asked for. */
export type DecedentRow = Record<string, unknown> & ViewerFlags;
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

/**
 * The decedent itself: read by opi once per request, as an entity (to change it) or a view (the read-only screens),
 * and only when the viewer may see it (getVisible) or change it (getActable): the case module says who may.
 */
export class DecedentService {
  constructor(private readonly ctx: RequestScope) {}

  private get access(): CaseAccessService {
    return this.ctx.service(CaseAccessService);
  }

  /** A decedent the viewer may see: missing is NOT_FOUND, private without access is PRIVATE. */
  async getVisible(opi: string): Promise<Decedent> {
    return this.access.visible(await this.find(opi));
  }

  /**
   * getVisible for the read-only screens (the decedent query, the public memories and events): the decedent as a
   * plain view, read once per request. With `extras` (the decedent query), what its page shows beside it (its
   * obituary, cemetery location, Related Profiles: extrasByDecedent) comes in the same statement.
   */
  async readVisible(opi: string, extras = false): Promise<DecedentView> {
    return this.access.visible((await this.viewRead(opi, extras).row).view);
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
    const known = this.access.knownAccess();
    const along = known === null ? undefined : column(known);
    const read = this.viewRead(opi, false, along);
    const { view, along: values } = await read.row;
    const decedent = await this.access.visible(view);
    const privileged = await this.access.canAct(decedent);
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
    const family = this.access.familyViewer();
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
    this.access.remember(view.id, hasCase, accepted);
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

  /** A decedent the viewer may change: staff, or an arranger with a case for it. */
  async getActable(opi: string): Promise<Decedent> {
    requireViewer(this.ctx);
    return this.access.actable(await this.find(opi));
  }

  /**
   * getActable for a decedent another service read in a statement of its own (viewColumns with VIEWER_FLAGS_SQL for
   * the viewer, undefined when no row): the same rule and flags, and a view, not an entity (a read-only screen).
   */
  async actableFromView(row: (DecedentView & ViewerFlags) | undefined): Promise<DecedentView> {
    requireViewer(this.ctx);
    if (!row) throw DomainError.notFound();
    const { viewer_has_case: hasCase, viewer_accepted_policy: accepted, ...view } = row;
    this.access.remember(view.id, hasCase, accepted);
    this.ctx.loaders(decedentLoaders).viewed.set(view.id, view);
    return this.access.actable(view);
  }

  /**
   * The decedent by opi, in one statement. For a family viewer the same statement
   * answers the two questions every screen of the decedent asks next (a case for it?
   * the policy accepted?), which CaseAccessService then remembers.
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
    const family = this.access.familyViewer();
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
    this.access.remember(decedent.id, hasCase, accepted);
    return decedent;
  }

  /** The other public pages of this decedent's family (Related Profiles); never a private one. */
  async relatedProfiles(decedent: Pick<Decedent, 'id'>): Promise<DecedentView[]> {
    return (await this.ctx.loaders(decedentLoaders).extrasByDecedent.load(decedent.id)).related;
  }

  async hasFamilyArranger(decedent: Pick<Decedent, 'id'>): Promise<boolean> {
    return (await this.ctx.loaders(decedentLoaders).extrasByDecedent.load(decedent.id)).caseCount > 0;
  }
}
