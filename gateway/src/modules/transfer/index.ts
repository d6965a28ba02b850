import type { DomainModule } from '../module.js';
import { AccountTransfer } from './transfer.entity.js';
import { TransferResolver } from './transfer.resolver.js';
import { TransferService } from './transfer.service.js';

/**
 * Transfer Loved Ones (arrangements-portal 4.8, 7.7): a family member hands a loved one's case to another person.
 * Above identity, case and decedent, which it uses; its legacy rows are identity's account rows (account.rest.ts),
 * which name only GraphQL operations.
 */
export const transferModule: DomainModule = {
  name: 'transfer',
  resolvers: [TransferResolver],
  entities: [AccountTransfer],
  routes: [],
  services: [TransferService],
};
