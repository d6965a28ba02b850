import { ARRANGEMENTS_TEXTS, CERTIFICATE_SECTIONS, STEP_STATUS, cardDateIn, funeralHomeFor, t } from '@memorial/schema';
import { pageSlug, type DecedentLike } from '../decedent/index.js';
import type { ServiceOffer } from '../offer/index.js';
import { websiteProgress } from '../website/index.js';
import { ArrangementStepState, type ArrangementStep } from './arrangement.types.js';

const SECTION_COUNT = CERTIFICATE_SECTIONS.length;

/** Who edited a card last and when (staff see it as the card's stamp). */
export interface Stamp {
  at: Date | null;
  by: string | null;
}
/** The cards with a stored state, as the summary and the staff list show them (ArrangementCards reads them). */
export interface CardStates {
  certificate: Stamp & { savedSections: number; submittedAt: Date | null };
  prayer: (Stamp & { templateName: string; submittedAt: Date | null }) | null;
  program: (Stamp & { templateName: string; fileUrl: string | null; submittedAt: Date | null }) | null;
  /** written: it has text; hasDisplayName: the website's display name is chosen. */
  obituary: { written: boolean; submittedAt: Date | null; hasDisplayName: boolean };
}

/** What the step cards are made of: the summary's row (ArrangementService.summary), or a staff list row's cards. */
export interface StepsInput {
  opi: string;
  staff: boolean;
  decedent: DecedentLike;
  cards: CardStates;
  services: ServiceOffer[];
}

type Step = ArrangementStep & { staffCard: boolean; familyCard: boolean };

const { NOT_STARTED, STARTED, SUBMITTED, COMPLETE } = ArrangementStepState;

/** A date as on cards, on the funeral home's calendar. */
const dayOf = (decedent: DecedentLike, at: Date) => cardDateIn(at, funeralHomeFor(decedent.locationCode).timeZone);

/**
 * The one rule of a step that is sent to the arranger: submitted (and not changed since) says so with its day; the
 * prayer card's and the program's lock (the arranger has taken the card, `lockIsDone`) makes it done too; otherwise
 * started or not, in the step's own words.
 */
function sentState(
  decedent: DecedentLike,
  v: { submittedAt: Date | null; locked: boolean; lockIsDone?: boolean; started: boolean; progress: string },
): Pick<ArrangementStep, 'state' | 'isStarted' | 'isComplete' | 'progress' | 'submittedAt' | 'isLocked'> {
  const submittedAt = v.submittedAt;
  const state = submittedAt ? SUBMITTED : v.locked && v.lockIsDone ? COMPLETE : v.started ? STARTED : NOT_STARTED;
  return {
    state,
    isLocked: v.locked,
    isStarted: v.started || !!submittedAt,
    isComplete: state === SUBMITTED || state === COMPLETE,
    progress: submittedAt ? t(STEP_STATUS, 'submitted', { date: dayOf(decedent, submittedAt) }) : v.progress,
    submittedAt,
  };
}

/** The certificate: submitted unless a section was saved after it was sent (then the change is not the arranger's yet). */
function certificateState(decedent: DecedentLike, certificate: CardStates['certificate']) {
  const saved = certificate.savedSections;
  const sent = certificate.submittedAt;
  const changedSince = !!sent && !!certificate.at && certificate.at.getTime() > sent.getTime();
  return sentState(decedent, {
    submittedAt: changedSince ? null : sent,
    locked: decedent.isFreeze,
    started: saved > 0,
    progress:
      sent && changedSince
        ? t(STEP_STATUS, 'changedSinceSubmitted', { saved, total: SECTION_COUNT, date: dayOf(decedent, sent) })
        : t(STEP_STATUS, 'sectionsSaved', { saved, total: SECTION_COUNT }),
  });
}

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
  const answered = services.filter((s) => s.isInterested !== null).length;
  return [
    {
      key: 'whatToExpect',
      step: 1,
      title: t(ARRANGEMENTS_TEXTS, 'titleWhatToExpect'),
      route: `/app/${opi}/whatToExpect`,
      isLocked: false,
      isStarted: false,
      isComplete: false,
      state: NOT_STARTED,
      staffCard: false,
      familyCard: true,
      external: false,
    },
    {
      key: 'whatToBring',
      step: 2,
      title: t(ARRANGEMENTS_TEXTS, 'titleWhatToBring'),
      route: `/app/${opi}/whatToBring`,
      isLocked: false,
      isStarted: false,
      isComplete: false,
      state: NOT_STARTED,
      staffCard: false,
      familyCard: true,
      external: false,
    },
    {
      key: 'certificateDetails',
      step: 2,
      title: t(ARRANGEMENTS_TEXTS, 'titleCertificateDetails'),
      route: `${area}/${opi}/certificateDetails`,
      ...certificateState(decedent, certificate),
      staffCard: true,
      familyCard: true,
      external: false,
      ...stamp(certificate),
    },
    {
      key: 'servicesDetails',
      step: 3,
      title: t(ARRANGEMENTS_TEXTS, 'titleServicesDetails'),
      route: `/app/${opi}/servicesDetails`,
      isLocked: false,
      isStarted: answered > 0,
      isComplete: services.length > 0 && answered === services.length,
      state: services.length > 0 && answered === services.length ? COMPLETE : answered > 0 ? STARTED : NOT_STARTED,
      progress: t(STEP_STATUS, 'answered', { answered, total: services.length }),
      staffCard: false,
      familyCard: true,
      external: false,
    },
  ];
}

/** The cards the family makes: the prayer card, the program and the obituary. */
function cardSteps({ opi, staff, decedent, cards }: StepsInput): Step[] {
  const area = staff ? '/admin' : '/app';
  const stamp = stampFor(staff);
  const { prayer, program, obituary } = cards;
  return [
    {
      key: 'prayerCreation',
      step: 4,
      title: t(ARRANGEMENTS_TEXTS, 'titlePrayerCreation'),
      route: `${area}/${opi}/prayerCreation`,
      // Locked means the arranger has taken the card.
      ...sentState(decedent, {
        submittedAt: prayer?.submittedAt ?? null,
        locked: decedent.prayerStatus,
        lockIsDone: true,
        started: prayer !== null,
        progress: prayer ? t(STEP_STATUS, 'template', { name: prayer.templateName }) : t(STEP_STATUS, 'notStarted'),
      }),
      staffCard: true,
      familyCard: true,
      external: false,
      ...stamp(prayer),
    },
    {
      key: 'programCreation',
      step: 5,
      title: t(ARRANGEMENTS_TEXTS, 'titleProgramCreation'),
      badge: t(ARRANGEMENTS_TEXTS, 'betaVersion'),
      route: `${area}/${opi}/programCreation`,
      ...sentState(decedent, {
        submittedAt: program?.submittedAt ?? null,
        locked: decedent.programStatus,
        lockIsDone: true,
        started: program !== null,
        progress: !program
          ? t(STEP_STATUS, 'notStarted')
          : program.fileUrl
            ? t(STEP_STATUS, 'programUploaded', { name: program.templateName })
            : t(STEP_STATUS, 'template', { name: program.templateName }),
      }),
      staffCard: true,
      familyCard: true,
      external: false,
      ...stamp(program),
    },
    {
      key: 'obituary',
      step: 6,
      title: t(ARRANGEMENTS_TEXTS, 'titleObituary'),
      route: staff ? `/admin/memories-list/${opi}` : `/app/memories/${opi}`,
      // Submitted only when written and sent with SUBMIT TO ARRANGER (modules/obituary).
      ...sentState(decedent, {
        submittedAt: obituary.written ? obituary.submittedAt : null,
        locked: decedent.obituaryIsLocked,
        started: obituary.written,
        progress: obituary.written ? t(STEP_STATUS, 'written') : t(STEP_STATUS, 'notStarted'),
      }),
      staffCard: true,
      familyCard: true,
      external: false,
    },
  ];
}

/** The family website and the public page. */
function pageSteps({ opi, staff, decedent, cards }: StepsInput): Step[] {
  const website = websiteProgress(decedent, cards.obituary.hasDisplayName);
  const area = staff ? '/admin' : '/app';
  return [
    // Progress rule in websiteProgress: started with any card's data, complete with a display name and a donation or social link.
    {
      key: 'customizeFamilyWebsite',
      step: 7,
      title: t(ARRANGEMENTS_TEXTS, 'titleCustomizeFamilyWebsite'),
      route: `${area}/${opi}/customizeFamilyWebsite`,
      isLocked: false,
      ...website,
      state: website.isComplete ? COMPLETE : website.isStarted ? STARTED : NOT_STARTED,
      staffCard: true,
      familyCard: true,
      external: false,
    },
    {
      key: 'shareMemories',
      step: 8,
      title: t(ARRANGEMENTS_TEXTS, 'titleShareMemories'),
      route: `/name/${pageSlug(decedent)}/${opi}`,
      isLocked: false,
      isStarted: false,
      isComplete: false,
      state: NOT_STARTED,
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
