import { isStaff, requireViewer } from '../../request/access.js';
import type { RequestScope } from '../../request/scope.js';
import { pageSlug } from '../decedent/decedent.service.js';
import type { ArrangementStep, ArrangementSummary } from './arrangement.types.js';
import { DecedentService } from '../decedent/decedent.service.js';
import { decedentLoaders } from '../decedent/decedent.loaders.js';
import { Obituary } from '../decedent/decedent.entity.js';
import { entityOfRow } from '../../db/rows.js';
import { ServicesService } from '../service/service.service.js';
import { websiteProgress } from '../website/website.service.js';

const SECTION_COUNT = 8;

/** Who edited a card last and when (staff see it as the card's stamp). */
interface Stamp { at: Date | null; by: string | null }
/** The three cards with a stored state, as the summary shows them. */
export interface CardStates {
  certificate: Stamp & { savedSections: number };
  prayer: (Stamp & { templateName: string }) | null;
  program: (Stamp & { templateName: string; fileUrl: string | null; submitted: boolean }) | null;
}

/**
 * The certificate's progress and the prayer and program cards, with the name of each one's
 * last editor, and the obituary's row (the summary's obituary and its card read it): one row,
 * one statement, whichever of them exist. No section, page or file is read.
 */
const CARD_STATES_SQL = `select
    cardinality(c.saved_sections) as certificate_saved, c.updated_at as certificate_at, cu.first_name || ' ' || cu.last_name as certificate_by,
    p.id as prayer_id, p.template_name as prayer_template, p.updated_at as prayer_at, pu.first_name || ' ' || pu.last_name as prayer_by,
    g.id as program_id, g.template_name as program_template, g.file_url as program_file, g.submitted_at is not null as program_submitted, g.updated_at as program_at, gu.first_name || ' ' || gu.last_name as program_by,
    row_to_json(o) as obituary_row
  from (select cast(? as integer) as decedent_id) x
  left join obituary o on o.decedent_id = x.decedent_id
  left join certificate c on c.decedent_id = x.decedent_id left join app_user cu on cu.id = c.updated_by_id
  left join prayer_card p on p.decedent_id = x.decedent_id left join app_user pu on pu.id = p.updated_by_id
  left join program_card g on g.decedent_id = x.decedent_id left join app_user gu on gu.id = g.updated_by_id`;

type CardStatesRow = {
  certificate_saved: number | null; certificate_at: string | null; certificate_by: string | null;
  prayer_id: number | null; prayer_template: string; prayer_at: string | null; prayer_by: string | null;
  program_id: number | null; program_template: string; program_file: string | null; program_submitted: boolean | null; program_at: string | null; program_by: string | null;
  obituary_row: Record<string, unknown> | string | null;
};

export class ArrangementService {
  constructor(private readonly ctx: RequestScope) {}

  /**
   * The arrangements summary: the decedent, the policy flag, the obituary, the
   * step cards with their states, and the services. A fixed number of
   * statements, whatever the number of memories, events, next of kin or services:
   * the decedent (with the family viewer's case and policy flags), then the obituary,
   * the offers and the card states together.
   */
  async summary(opi: string): Promise<ArrangementSummary> {
    const viewer = requireViewer(this.ctx);
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    const staff = isStaff(viewer);
    // The card states' statement brings the obituary's row too and puts it in the request's loader,
    // so obituary() below reads no statement of its own.
    const [services, cards] = await Promise.all([
      this.ctx.service(ServicesService).offersFor(decedent.id),
      this.cardStates(decedent.id),
    ]);
    const [haveAcceptPolicy, obituary] = await Promise.all([
      this.ctx.service(DecedentService).haveAcceptedPolicy(decedent),
      this.ctx.service(DecedentService).obituary(decedent),
    ]);
    const { certificate, prayer, program } = cards;
    // The row obituary() just read (the request's loader): no statement more.
    const obituaryRow = await this.ctx.loaders(decedentLoaders).obituaryByDecedent.load(decedent.id);
    const obituarySubmitted = !!obituaryRow?.submittedAt;
    const saved = certificate.savedSections;
    const answered = services.filter((s) => s.isInterested !== null).length;
    // The last-edited stamp is for staff only (2.2).
    const stamp = (card: Stamp | null) => ({ lastEditedBy: staff ? card?.by ?? null : null, lastEditedAt: staff ? card?.at ?? null : null });
    const area = staff ? '/admin' : '/app';
    const all: Array<ArrangementStep & { staffCard: boolean; familyCard: boolean }> = [
      { key: 'whatToExpect', step: 1, title: 'What to Expect', route: `/app/${opi}/whatToExpect`, isLocked: false, isStarted: false, isComplete: false, staffCard: false, familyCard: true, external: false },
      { key: 'whatToBring', step: 2, title: 'What to Bring', route: `/app/${opi}/whatToBring`, isLocked: false, isStarted: false, isComplete: false, staffCard: false, familyCard: true, external: false },
      {
        key: 'certificateDetails', step: 2, title: 'Biography and Death Certificate', route: `${area}/${opi}/certificateDetails`, isLocked: decedent.isFreeze,
        isStarted: saved > 0, isComplete: saved === SECTION_COUNT, progress: `${saved} of ${SECTION_COUNT} sections saved`, staffCard: true, familyCard: true, external: false,
        ...stamp(certificate),
      },
      {
        key: 'servicesDetails', step: 3, title: 'Available Services', route: `/app/${opi}/servicesDetails`, isLocked: false,
        isStarted: answered > 0, isComplete: services.length > 0 && answered === services.length, progress: `${answered} of ${services.length} answered`,
        staffCard: false, familyCard: true, external: false,
      },
      {
        key: 'prayerCreation', step: 4, title: 'Create Prayer Card', route: `${area}/${opi}/prayerCreation`, isLocked: decedent.prayerStatus,
        // Locked means the arranger has taken the finished card.
        isStarted: prayer !== null, isComplete: decedent.prayerStatus, progress: prayer ? `Template: ${prayer.templateName}` : 'Not started',
        staffCard: true, familyCard: true, external: false, ...stamp(prayer),
      },
      {
        key: 'programCreation', step: 5, title: 'Create Service Program', badge: 'Beta Version', route: `${area}/${opi}/programCreation`, isLocked: decedent.programStatus,
        isStarted: program !== null, isComplete: decedent.programStatus,
        progress: !program ? 'Not started' : program.fileUrl ? `Template: ${program.templateName}, program ${program.submitted ? 'submitted' : 'uploaded'}` : `Template: ${program.templateName}`,
        staffCard: true, familyCard: true, external: false, ...stamp(program),
      },
      {
        key: 'obituary', step: 6, title: 'Obituary', route: staff ? `/admin/memories-list/${opi}` : `/app/memories/${opi}`, isLocked: decedent.obituaryIsLocked,
        // Complete only when written and sent with SUBMIT TO ARRANGER (modules/obituary).
        isStarted: obituary.obituary.length > 0, isComplete: obituary.obituary.length > 0 && obituarySubmitted,
        progress: obituary.obituary.length === 0 ? 'Not started' : obituarySubmitted ? 'Submitted to arranger' : 'Written, not submitted',
        staffCard: true, familyCard: true, external: false,
      },
      // Progress rule in websiteProgress: started with any card's data, complete with a display name and a donation or social link.
      { key: 'customizeFamilyWebsite', step: 7, title: 'Customize Family Website', route: `${area}/${opi}/customizeFamilyWebsite`, isLocked: false, ...websiteProgress(decedent, !!obituaryRow?.displayName), staffCard: true, familyCard: true, external: false },
      { key: 'shareMemories', step: 8, title: 'Share Memories', route: `/name/${pageSlug(decedent)}/${opi}`, isLocked: false, isStarted: false, isComplete: false, staffCard: false, familyCard: true, external: true },
    ];
    const steps = all.filter((s) => (staff ? s.staffCard : s.familyCard)).map(({ staffCard: _s, familyCard: _f, ...step }) => step);
    return { decedent, haveAcceptPolicy, obituary, steps, services };
  }

  /**
   * The certificate's progress and the two cards, in one statement (CARD_STATES_SQL), which also
   * primes the request's obituary loader with the decedent's obituary (or its absence).
   */
  private async cardStates(decedentId: number): Promise<CardStates> {
    const em = this.ctx.em;
    const [row] = await em.getConnection().execute<CardStatesRow[]>(CARD_STATES_SQL, [decedentId], 'all', em.getTransactionContext());
    const obituaryRow = typeof row!.obituary_row === 'string' ? (JSON.parse(row!.obituary_row) as Record<string, unknown>) : row!.obituary_row;
    this.ctx.loaders(decedentLoaders).obituaryByDecedent.prime(decedentId, obituaryRow ? entityOfRow(em, Obituary, obituaryRow) : null);
    // timestamptz comes as PostgreSQL's text (the ORM's type parser); read as the ORM reads it.
    const at = (text: string | null) => (text === null ? null : (em.getPlatform().parseDate(text) as Date));
    const r = row!;
    return {
      certificate: { savedSections: r.certificate_saved ?? 0, at: at(r.certificate_at), by: r.certificate_by },
      prayer: r.prayer_id === null ? null : { templateName: r.prayer_template, at: at(r.prayer_at), by: r.prayer_by },
      program: r.program_id === null ? null : { templateName: r.program_template, fileUrl: r.program_file, submitted: r.program_submitted === true, at: at(r.program_at), by: r.program_by },
    };
  }
}
