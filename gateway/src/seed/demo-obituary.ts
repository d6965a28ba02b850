import type { EntityManager } from '@mikro-orm/postgresql';
import { Decedent } from '../modules/decedent/decedent.entity.js';
import { Obituary } from '../modules/obituary/obituary.entity.js';
import { User } from '../modules/identity/user.entity.js';

/**
 * The three states of the obituary editor (modules/obituary), on the seeded decedents: Eleanor's obituary was
 * submitted to the arranger by Catherine; Thomas's is a draft the family never submitted; Samuel Okafor's was
 * submitted by James and then locked by the arranger.
 */
export async function seedDemoObituaries(em: EntityManager): Promise<void> {
  const decedent = (opi: string) => em.findOneOrFail(Decedent, { opi });
  const user = (email: string) => em.findOneOrFail(User, { email });
  // One at a time: the seed is one transaction, one connection, and pg deprecates a query sent while another runs on it.
  const eleanor = await decedent('CS-1000-0001');
  const okafor = await decedent('CS-1000-0002');
  const catherine = await user('arranger@demo.test');
  const james = await user('family2@demo.test');
  await em.nativeUpdate(Obituary, { decedent: eleanor.id }, { submittedAt: new Date('2026-03-17T18:05:00Z'), submittedBy: catherine.id });
  await em.nativeUpdate(Obituary, { decedent: okafor.id }, { submittedAt: new Date('2026-09-02T16:40:00Z'), submittedBy: james.id });
  await em.nativeUpdate(Decedent, { id: okafor.id }, { obituaryIsLocked: true });
}
