import { isStaff, requireViewer } from '../../request/access.js';
import type { RequestScope } from '../../request/scope.js';
import type { ArrangementSummary } from './arrangement.types.js';
import { summarySteps, type CardStates } from './arrangement.steps.js';
import { DecedentService } from '../decedent/index.js';
import { CaseAccessService, VIEWER_FLAGS_SQL, type ViewerFlags } from '../case/index.js';
import { viewColumns, type DecedentView } from '../decedent/index.js';
import { offersJsonSql } from '../offer/index.js';
import type { ServiceOffer } from '../offer/index.js';
import { preparedOnFirstUse, preparedRows } from '../../db/prepared.js';
import { ObituaryService } from '../obituary/index.js';

/**
 * The whole screen in one statement: the decedent (d.*, as DecedentService reads it) with the
 * family viewer's case and policy flags (parameters: the family viewer's id twice, null for
 * staff; then the opi), the certificate's progress and the prayer and program cards with the
 * name of each one's last editor, the obituary's text, display name and whether it was submitted
 * (the summary's obituary and its card read them), and the offers with this decedent's answers (OfferService's rows, as JSON). One row
 * whichever of them exist, none when there is no such decedent; no section, page or file is read.
 * The screen's own columns are prefixed summary_ (apart from the decedent's).
 */
const summarySql = (decedentColumns: string) => `select ${decedentColumns}, ${VIEWER_FLAGS_SQL},
    cardinality(c.saved_sections) as summary_certificate_saved, c.updated_at as summary_certificate_at, cu.first_name || ' ' || cu.last_name as summary_certificate_by,
    p.id as summary_prayer_id, p.template_name as summary_prayer_template, p.updated_at as summary_prayer_at, pu.first_name || ' ' || pu.last_name as summary_prayer_by,
    g.id as summary_program_id, g.template_name as summary_program_template, g.file_url as summary_program_file, g.submitted_at is not null as summary_program_submitted,
    g.updated_at as summary_program_at, gu.first_name || ' ' || gu.last_name as summary_program_by,
    o.id as summary_obituary_id, o.obituary as summary_obituary_text, o.display_name as summary_obituary_display_name,
    o.submitted_at is not null as summary_obituary_submitted,
    ${offersJsonSql('d.id')} as summary_services
  from decedent d
  left join obituary o on o.decedent_id = d.id
  left join certificate c on c.decedent_id = d.id left join app_user cu on cu.id = c.updated_by_id
  left join prayer_card p on p.decedent_id = d.id left join app_user pu on pu.id = p.updated_by_id
  left join program_card g on g.decedent_id = d.id left join app_user gu on gu.id = g.updated_by_id
  where d.opi = ?`;
/** summarySql with the decedent's columns as a DecedentView's (no entity is made: nothing on this screen is saved), prepared. */
const SUMMARY = preparedOnFirstUse((em) => summarySql(viewColumns(em, 'd')));

type DecedentOfRow = DecedentView & ViewerFlags;
type SummaryRow = DecedentOfRow & {
  summary_certificate_saved: number | null;
  summary_certificate_at: string | null;
  summary_certificate_by: string | null;
  summary_prayer_id: number | null;
  summary_prayer_template: string;
  summary_prayer_at: string | null;
  summary_prayer_by: string | null;
  summary_program_id: number | null;
  summary_program_template: string;
  summary_program_file: string | null;
  summary_program_submitted: boolean | null;
  summary_program_at: string | null;
  summary_program_by: string | null;
  summary_obituary_id: number | null;
  summary_obituary_text: string | null;
  summary_obituary_display_name: string | null;
  summary_obituary_submitted: boolean | null;
  summary_services: ServiceOffer[] | string;
};

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
    const steps = summarySteps({
      opi,
      staff,
      decedent,
      cards,
      services,
      obituary,
      obituarySubmitted: r.summary_obituary_submitted === true,
      hasDisplayName: !!obituaryRow?.displayName,
    });
    return { decedent, haveAcceptPolicy, obituary, steps, services };
  }

  /** The screen's columns of the summary's row apart from the decedent's own (undefined: no such decedent). */
  private screenOfRow(row: SummaryRow | undefined): {
    cards: CardStates;
    services: ServiceOffer[];
    decedentRow: DecedentOfRow | undefined;
  } {
    if (!row)
      return {
        cards: { certificate: { savedSections: 0, at: null, by: null }, prayer: null, program: null },
        services: [],
        decedentRow: undefined,
      };
    const decedentRow: Record<string, unknown> = {};
    for (const key in row) if (!key.startsWith('summary_')) decedentRow[key] = row[key as keyof SummaryRow];
    // timestamptz comes as PostgreSQL's text (the ORM's type parser); read as the ORM reads it.
    const platform = this.ctx.em.getPlatform();
    const at = (text: string | null) => (text === null ? null : (platform.parseDate(text) as Date));
    const r = row;
    const cards: CardStates = {
      certificate: { savedSections: r.summary_certificate_saved ?? 0, at: at(r.summary_certificate_at), by: r.summary_certificate_by },
      prayer:
        r.summary_prayer_id === null
          ? null
          : { templateName: r.summary_prayer_template, at: at(r.summary_prayer_at), by: r.summary_prayer_by },
      program:
        r.summary_program_id === null
          ? null
          : {
              templateName: r.summary_program_template,
              fileUrl: r.summary_program_file,
              submitted: r.summary_program_submitted === true,
              at: at(r.summary_program_at),
              by: r.summary_program_by,
            },
    };
    const services = typeof r.summary_services === 'string' ? (JSON.parse(r.summary_services) as ServiceOffer[]) : r.summary_services;
    return { cards, services, decedentRow: decedentRow as DecedentOfRow };
  }
}
