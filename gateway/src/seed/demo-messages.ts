import type { EntityManager } from '@mikro-orm/postgresql';
import type { Decedent } from '../modules/decedent/decedent.entity.js';
import { FamilyMessage } from '../modules/message/message.entity.js';

/**
 * Two visitors' Contact Family messages on Thomas's page (the demo family's closed case), so the family's
 * Messages tab shows them, screened fine at arrival, and a spam message the screening held (issue 32: not mailed,
 * under Held). Eleanor's page starts without any: the browser journeys write hers.
 */
export function seedDemoMessages(em: EntityManager, decedent: Decedent, now = new Date()): void {
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  em.create(FamilyMessage, {
    decedent,
    email: 'harbor.sailing.club@example.org',
    createdAt: daysAgo(6),
    updatedAt: daysAgo(6),
    message:
      "Thomas taught half of our club to sail. We are naming this spring's first race after him, and the family is warmly invited to the start line.",
    ...CLEAR(0),
  });
  em.create(FamilyMessage, {
    decedent,
    email: 'j.alvarez@example.com',
    createdAt: daysAgo(2),
    updatedAt: daysAgo(2),
    message:
      'I worked with your father at the shipyard in the seventies. He was patient with every apprentice. I have a few photos from those years if you would like them.',
    ...CLEAR(0),
  });
  em.create(FamilyMessage, {
    decedent,
    email: 'promo@cheap-deals.example',
    createdAt: daysAgo(1),
    updatedAt: daysAgo(1),
    message:
      'Special offer for the family! Cash loans with no credit check and bitcoin that doubles: http://quick-money.example http://bitcoin-double.example http://loan-today.example',
    screeningScore: 100,
    screeningLevel: 'LIKELY_SPAM',
    screeningReasons: [
      { code: 'LINKS', count: 3, hosts: ['quick-money.example', 'bitcoin-double.example', 'loan-today.example'] },
      { code: 'SELLING', count: 4 },
      { code: 'CLASSIFIER' },
    ],
    held: true,
  });
}

/** A message screened at arrival and found fine (issue 32). */
const CLEAR = (score: number) => ({ screeningScore: score, screeningLevel: 'CLEAR' as const, screeningReasons: [], held: false });
