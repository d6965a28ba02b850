import { isStaff, requireViewer } from '../../graphql/access.js';
import type { Context } from '../../graphql/context.js';
import { pageSlug } from '../decedent/decedent.service.js';
import type { ArrangementStep, ArrangementSummary } from './arrangement.types.js';

const SECTION_COUNT = 8;

export class ArrangementService {
  constructor(private readonly ctx: Context) {}

  /**
   * The arrangements summary: the decedent, the policy flag, the obituary, the
   * step cards with their states, and the services. A fixed number of
   * statements, whatever the number of memories, events or next of kin: the
   * decedent (with the family viewer's case and policy flags), then the obituary,
   * the offers and the certificate progress together.
   */
  async summary(opi: string): Promise<ArrangementSummary> {
    const viewer = requireViewer(this.ctx);
    const decedent = await this.ctx.decedents.getActable(opi);
    const staff = isStaff(viewer);
    const [haveAcceptPolicy, obituary, services, certificate] = await Promise.all([
      this.ctx.decedents.haveAcceptedPolicy(decedent),
      this.ctx.decedents.obituary(decedent),
      this.ctx.services.offersFor(decedent.id),
      this.ctx.certificates.progress(decedent.id),
    ]);
    const saved = certificate.savedSections;
    const editor = certificate.editor;
    const area = staff ? '/admin' : '/app';
    const all: Array<ArrangementStep & { staffCard: boolean; familyCard: boolean }> = [
      { key: 'whatToExpect', step: 1, title: 'What to Expect', route: `/app/${opi}/whatToExpect`, isLocked: false, isComplete: false, staffCard: false, familyCard: true, external: false },
      { key: 'whatToBring', step: 2, title: 'What to Bring', route: `/app/${opi}/whatToBring`, isLocked: false, isComplete: false, staffCard: false, familyCard: true, external: false },
      {
        key: 'certificateDetails', step: 2, title: 'Biography and Death Certificate', route: `${area}/${opi}/certificateDetails`, isLocked: decedent.isFreeze,
        isComplete: saved === SECTION_COUNT, progress: `${saved} of ${SECTION_COUNT} sections saved`, staffCard: true, familyCard: true, external: false,
        lastEditedBy: staff && editor ? `${editor.firstName} ${editor.lastName}` : null, lastEditedAt: staff ? certificate.updatedAt : null,
      },
      {
        key: 'servicesDetails', step: 3, title: 'Available Services', route: `/app/${opi}/servicesDetails`, isLocked: false,
        isComplete: services.length > 0 && services.every((s) => s.isInterested !== null), progress: `${services.filter((s) => s.isInterested !== null).length} of ${services.length} answered`,
        staffCard: false, familyCard: true, external: false,
      },
      { key: 'prayerCreation', step: 4, title: 'Create Prayer Card', route: `${area}/${opi}/prayerCreation`, isLocked: decedent.prayerStatus, isComplete: decedent.prayerStatus, staffCard: true, familyCard: true, external: false, lastEditedBy: null, lastEditedAt: null },
      { key: 'programCreation', step: 5, title: 'Create Service Program', badge: 'Beta Version', route: `${area}/${opi}/programCreation`, isLocked: decedent.programStatus, isComplete: decedent.programStatus, staffCard: true, familyCard: true, external: false, lastEditedBy: null, lastEditedAt: null },
      { key: 'obituary', step: 6, title: 'Obituary', route: staff ? `/admin/memories-list/${opi}` : `/app/memories/${opi}`, isLocked: decedent.obituaryIsLocked, isComplete: obituary.obituary.length > 0, staffCard: true, familyCard: true, external: false },
      { key: 'customizeFamilyWebsite', step: 7, title: 'Customize Family Website', route: `${area}/${opi}/customizeFamilyWebsite`, isLocked: false, isComplete: decedent.donationDetails.length > 0 || Object.keys(decedent.socialMediaLinks).length > 0, staffCard: true, familyCard: true, external: false },
      { key: 'shareMemories', step: 8, title: 'Share Memories', route: `/name/${pageSlug(decedent)}/${opi}`, isLocked: false, isComplete: false, staffCard: false, familyCard: true, external: true },
    ];
    const steps = all.filter((s) => (staff ? s.staffCard : s.familyCard)).map(({ staffCard: _s, familyCard: _f, ...step }) => step);
    return { decedent, haveAcceptPolicy, obituary, steps, services };
  }
}
