import type { EntityManager } from '@mikro-orm/postgresql';
import type { Decedent } from '../modules/decedent/decedent.entity.js';
import { User } from '../modules/identity/user.entity.js';
import { AccountTransfer } from '../modules/transfer/transfer.entity.js';

/**
 * Transfer Loved Ones' history: Thomas Whitmore's arrangements were first David's (his son), who handed them to
 * his sister Catherine, the demo arranger. David keeps an account without cases (he signs in with the demo password).
 */
export function seedDemoAccounts(em: EntityManager, passwordHash: string, to: { arranger: User; thomas: Decedent }) {
  const david = em.create(User, {
    email: 'david.whitmore@demo.test',
    passwordHash,
    firstName: 'David',
    lastName: 'Whitmore',
    title: 'Mr',
    roles: ['arranger'],
    isNewUser: false,
  });
  em.create(AccountTransfer, {
    decedent: to.thomas,
    fromUser: david,
    toUser: to.arranger,
    fromName: 'David Whitmore',
    fromEmail: david.email,
    toName: `${to.arranger.firstName} ${to.arranger.lastName}`,
    toEmail: to.arranger.email,
    receiverCreated: false,
    ip: null,
    createdAt: new Date('2025-11-02T18:30:00Z'),
  });
}
