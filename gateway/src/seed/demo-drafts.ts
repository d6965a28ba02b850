import type { EntityManager } from '@mikro-orm/postgresql';
import { obituaryDraftRule } from '@memorial/schema';
import type { Decedent } from '../modules/decedent/decedent.entity.js';
import type { User } from '../modules/identity/user.entity.js';
import { composeObituary } from '../modules/writer/writer.composer.js';
import { ObituaryDraft } from '../modules/writer/writer.entity.js';

/** The questionnaire as Eleanor's daughter-in-law answered it once: the writer's Draft button has a draft to open. */
export const DEMO_DRAFT_ANSWERS = {
  firstName: 'Eleanor',
  middleName: 'Grace',
  lastName: 'Whitmore',
  nickName: 'Nell',
  gender: 'female',
  dateOfBirth: '1941-06-02',
  dateOfDeath: '2026-03-14',
  dateOfCeremony: '2026-03-21',
  birthplace: 'Duluth, Minnesota',
  placeLived: ['Minneapolis, Minnesota', 'San Mateo, California'],
  education: ['Duluth Central High School', 'the University of Minnesota'],
  deathCause: '',
  familyMembers: [
    { name: 'Thomas', relationship: 'Husband', isDeceased: true },
    { name: 'Daniel', relationship: 'Son' },
    { name: 'Margaret', relationship: 'Daughter' },
    { name: 'Lily', relationship: 'Granddaughter' },
    { name: 'Owen', relationship: 'Grandson' },
    { name: 'Ada', relationship: 'Granddaughter' },
  ],
  lifeMoments: [
    'married Thomas Whitmore in 1963',
    'moved to San Mateo in 1971',
    'taught English at Aragon High School for thirty-one years',
  ],
  achievements: ["founded the school's poetry club", 'Teacher of the Year, 1994'],
  memories: ['the birthday letters she wrote by hand to every grandchild', 'how her garden always had tomatoes to give away'],
  hobbies: ['gardening', 'crossword puzzles', 'long walks by the bay'],
  personalityTraits: ['patient', 'curious', 'quietly funny'],
  ceremonyDetails:
    'A memorial service will be held at 11 a.m. in the Garden Chapel of Cypress Lawn Memorial Park, Colma, with a reception to follow.',
  writingTone: 'warm',
  length: 'medium',
  memorableQuote: 'Plant something every spring, even if it is only hope.',
};

export function seedDemoDrafts(em: EntityManager, decedent: Decedent, author: User): void {
  const answers = obituaryDraftRule.parse(DEMO_DRAFT_ANSWERS);
  const at = new Date('2026-03-17T15:05:00Z');
  em.create(ObituaryDraft, { decedent, author, answers, generatedText: composeObituary(answers), createdAt: at, updatedAt: at });
}
