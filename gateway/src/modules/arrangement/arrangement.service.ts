import { isStaff, requireViewer } from '../../request/access.js';
import type { RequestScope } from '../../request/scope.js';
import type { ArrangementStep, ArrangementSummary } from './arrangement.types.js';
import { summarySteps, type CardStates } from './arrangement.steps.js';
import { CARD_COLUMNS, CARD_JOINS, cardsOfRow, type CardColumns } from './arrangement.cards.js';
import { arrangementLoaders } from './arrangement.loaders.js';
import { DecedentService } from '../decedent/index.js';
import { CaseAccessService, VIEWER_FLAGS_SQL, type ViewerFlags } from '../case/index.js';
import { viewColumns, type DecedentLike, type DecedentView } from '../decedent/index.js';
import { offersJsonSql } from '../offer/index.js';
import type { ServiceOffer } from '../offer/index.js';
import { preparedOnFirstUse, preparedRows } from '../../db/prepared.js';
import { ObituaryService } from '../obituary/index.js';

/**
 * The whole screen in one statement: the decedent (d.*, as DecedentService reads it) with the
 * family viewer's case and policy flags (parameters: the family viewer's id twice, null for
 * staff; then the opi), the cards' states (CARD_COLUMNS: the certificate, the prayer and program
 * cards, the obituary), and the offers with this decedent's answers (OfferService's rows, as JSON). One row
 * whichever of them exist, none when there is no such decedent; no section, page or file is read.
 * The screen's own columns are prefixed summary_ (apart from the decedent's).
 */
const summarySql = (decedentColumns: string) => `select ${decedentColumns}, ${VIEWER_FLAGS_SQL},
    ${CARD_COLUMNS},
    ${offersJsonSql('d.id')} as summary_services
  from decedent d
  ${CARD_JOINS}
  where d.opi = ?`;
/** summarySql with the decedent's columns as a DecedentView's (no entity is made: nothing on this screen is saved), prepared. */
const SUMMARY = preparedOnFirstUse((em) => summarySql(viewColumns(em, 'd')));

type DecedentOfRow = DecedentView & ViewerFlags;
type SummaryRow = DecedentOfRow & CardColumns & { summary_services: ServiceOffer[] | string };

export class ArrangementService {
  constructor(private readonly ctx: RequestScope) {}

  /**
   * The arrangements summary: the decedent, the policy flag, the obituary, the
   * step cards with their states, and the services. One prepared statement (summarySql),
   * whatever the number of memories, events, next of kin or services; the rules
   * (who may act on the decedent, the policy flag, the obituary's text) are the case
   * and obituary modules', applied to the row it brings; the step cards: summarySteps.
   */
  async summary(opi: string): Promise<ArrangementSummary> {
    const viewer = requireViewer(this.ctx);
    const staff = isStaff(viewer);
    const em = this.ctx.em;
    const family = staff ? null : viewer.userId;
    const [row] = await preparedRows<SummaryRow>(em, SUMMARY(em), [family, family, opi]);
    const { cards, services, decedentRow } = this.screenOfRow(row);
    // The decedent as getActable gives it (not found, private, forbidden): the same rule on the row read here.
    const decedent = await this.ctx.service(DecedentService).actableFromView(decedentRow);
    // The obituary from the same row: no entity is made for it, and obituary() reads no statement.
    const r = row!;
    const obituaryRow =
      r.summary_obituary_id === null
        ? null
        : { obituary: r.summary_obituary_text ?? '', displayName: r.summary_obituary_display_name ?? null };
    const [haveAcceptPolicy, obituary] = await Promise.all([
      this.ctx.service(CaseAccessService).policyAccepted(decedent),
      this.ctx.service(ObituaryService).view(decedent, obituaryRow),
    ]);
    const steps = summarySteps({ opi, staff, decedent, cards, services });
    return { decedent, haveAcceptPolicy, obituary, steps, services };
  }

  /**
   * A decedent's staff step cards as the staff's summary shows them, for the staff's list of decedents (one statement
   * for the page's decedents, arrangementLoaders); null for anyone but staff (the family reads its summary).
   */
  async staffSteps(decedent: DecedentLike): Promise<ArrangementStep[] | null> {
    if (!this.ctx.viewer || !isStaff(this.ctx.viewer)) return null;
    const cards = await this.ctx.loaders(arrangementLoaders).cardsByDecedent.load(decedent.id);
    return summarySteps({ opi: decedent.opi, staff: true, decedent, cards, services: [] });
  }

  /** The screen's columns of the summary's row apart from the decedent's own (undefined: no such decedent). */
  private screenOfRow(row: SummaryRow | undefined): {
    cards: CardStates;
    services: ServiceOffer[];
    decedentRow: DecedentOfRow | undefined;
  } {
    const cards = cardsOfRow(this.ctx.em, row);
    if (!row) return { cards, services: [], decedentRow: undefined };
    const decedentRow: Record<string, unknown> = {};
    for (const key in row) if (!key.startsWith('summary_')) decedentRow[key] = row[key as keyof SummaryRow];
    const r = row;
    const services = typeof r.summary_services === 'string' ? (JSON.parse(r.summary_services) as ServiceOffer[]) : r.summary_services;
    return { cards, services, decedentRow: decedentRow as DecedentOfRow };
  }
}
