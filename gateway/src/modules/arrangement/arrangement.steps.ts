import { pageSlug, type DecedentView } from '../decedent/index.js';
import type { ObituaryView } from '../obituary/index.js';
import type { ServiceOffer } from '../offer/index.js';
import { websiteProgress } from '../website/index.js';
import type { ArrangementStep } from './arrangement.types.js';

const SECTION_COUNT = 8;

/** Who edited a card last and when (staff see it as the card's stamp). */
export interface Stamp {
  at: Date | null;
  by: string | null;
}
/** The three cards with a stored state, as the summary shows them. */
export interface CardStates {
  certificate: Stamp & { savedSections: number };
  prayer: (Stamp & { templateName: string }) | null;
  program: (Stamp & { templateName: string; fileUrl: string | null; submitted: boolean }) | null;
}

/** What the summary's step cards are made of: the screen's row, read by ArrangementService.summary. */
export interface StepsInput {
  opi: string;
  staff: boolean;
  decedent: DecedentView;
  cards: CardStates;
  services: ServiceOffer[];
  obituary: ObituaryView;
  obituarySubmitted: boolean;
  hasDisplayName: boolean;
}

type Step = ArrangementStep & { staffCard: boolean; familyCard: boolean };

/** The last-edited stamp is for staff only (2.2). */
const stampFor = (staff: boolean) => (card: Stamp | null) => ({
  lastEditedBy: staff ? (card?.by ?? null) : null,
  lastEditedAt: staff ? (card?.at ?? null) : null,
});

/** The steps before the cards: the guide pages, the certificate and the services. */
function preparationSteps({ opi, staff, decedent, cards, services }: StepsInput): Step[] {
  const area = staff ? '/admin' : '/app';
  const stamp = stampFor(staff);
  const { certificate } = cards;
  const saved = certificate.savedSections;
  const answered = services.filter((s) => s.isInterested !== null).length;
  return [
    {
      key: 'whatToExpect',
      step: 1,
      title: 'What to Expect',
      route: `/app/${opi}/whatToExpect`,
      isLocked: false,
      isStarted: false,
      isComplete: false,
      staffCard: false,
      familyCard: true,
      external: false,
    },
    {
      key: 'whatToBring',
      step: 2,
      title: 'What to Bring',
      route: `/app/${opi}/whatToBring`,
      isLocked: false,
      isStarted: false,
      isComplete: false,
      staffCard: false,
      familyCard: true,
      external: false,
    },
    {
      key: 'certificateDetails',
      step: 2,
      title: 'Biography and Death Certificate',
      route: `${area}/${opi}/certificateDetails`,
      isLocked: decedent.isFreeze,
      isStarted: saved > 0,
      isComplete: saved === SECTION_COUNT,
      progress: `${saved} of ${SECTION_COUNT} sections saved`,
      staffCard: true,
      familyCard: true,
      external: false,
      ...stamp(certificate),
    },
    {
      key: 'servicesDetails',
      step: 3,
      title: 'Available Services',
      route: `/app/${opi}/servicesDetails`,
      isLocked: false,
      isStarted: answered > 0,
      isComplete: services.length > 0 && answered === services.length,
      progress: `${answered} of ${services.length} answered`,
      staffCard: false,
      familyCard: true,
      external: false,
    },
  ];
}

/** The cards the family makes: the prayer card, the program and the obituary. */
function cardSteps({ opi, staff, decedent, cards, obituary, obituarySubmitted }: StepsInput): Step[] {
  const area = staff ? '/admin' : '/app';
  const stamp = stampFor(staff);
  const { prayer, program } = cards;
  return [
    {
      key: 'prayerCreation',
      step: 4,
      title: 'Create Prayer Card',
      route: `${area}/${opi}/prayerCreation`,
      isLocked: decedent.prayerStatus,
      // Locked means the arranger has taken the finished card.
      isStarted: prayer !== null,
      isComplete: decedent.prayerStatus,
      progress: prayer ? `Template: ${prayer.templateName}` : 'Not started',
      staffCard: true,
      familyCard: true,
      external: false,
      ...stamp(prayer),
    },
    {
      key: 'programCreation',
      step: 5,
      title: 'Create Service Program',
      badge: 'Beta Version',
      route: `${area}/${opi}/programCreation`,
      isLocked: decedent.programStatus,
      isStarted: program !== null,
      isComplete: decedent.programStatus,
      progress: !program
        ? 'Not started'
        : program.fileUrl
          ? `Template: ${program.templateName}, program ${program.submitted ? 'submitted' : 'uploaded'}`
          : `Template: ${program.templateName}`,
      staffCard: true,
      familyCard: true,
      external: false,
      ...stamp(program),
    },
    {
      key: 'obituary',
      step: 6,
      title: 'Obituary',
      route: staff ? `/admin/memories-list/${opi}` : `/app/memories/${opi}`,
      isLocked: decedent.obituaryIsLocked,
      // Complete only when written and sent with SUBMIT TO ARRANGER (modules/obituary).
      isStarted: obituary.obituary.length > 0,
      isComplete: obituary.obituary.length > 0 && obituarySubmitted,
      progress: obituary.obituary.length === 0 ? 'Not started' : obituarySubmitted ? 'Submitted to arranger' : 'Written, not submitted',
      staffCard: true,
      familyCard: true,
      external: false,
    },
  ];
}

/** The family website and the public page. */
function pageSteps({ opi, staff, decedent, hasDisplayName }: StepsInput): Step[] {
  const area = staff ? '/admin' : '/app';
  return [
    // Progress rule in websiteProgress: started with any card's data, complete with a display name and a donation or social link.
    {
      key: 'customizeFamilyWebsite',
      step: 7,
      title: 'Customize Family Website',
      route: `${area}/${opi}/customizeFamilyWebsite`,
      isLocked: false,
      ...websiteProgress(decedent, hasDisplayName),
      staffCard: true,
      familyCard: true,
      external: false,
    },
    {
      key: 'shareMemories',
      step: 8,
      title: 'Share Memories',
      route: `/name/${pageSlug(decedent)}/${opi}`,
      isLocked: false,
      isStarted: false,
      isComplete: false,
      staffCard: false,
      familyCard: true,
      external: true,
    },
  ];
}

/** The summary's step cards, as the viewer (staff or the family) is shown them, in order. */
export function summarySteps(input: StepsInput): ArrangementStep[] {
  const all = [...preparationSteps(input), ...cardSteps(input), ...pageSteps(input)];
  return all.filter((s) => (input.staff ? s.staffCard : s.familyCard)).map(({ staffCard: _s, familyCard: _f, ...step }) => step);
}
