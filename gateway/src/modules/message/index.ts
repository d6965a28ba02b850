import type { DomainModule } from '../module.js';
import { FamilyMessage } from './message.entity.js';
import { DecedentContactResolver, FamilyMessageFieldsResolver, FamilyMessageResolver } from './message.resolver.js';
import { familyMessageRoutes } from './message.rest.js';
import { FamilyMessageService } from './message.service.js';

export const messageModule: DomainModule = {
  name: 'message',
  resolvers: [FamilyMessageResolver, FamilyMessageFieldsResolver, DecedentContactResolver],
  entities: [FamilyMessage],
  routes: familyMessageRoutes,
  services: [FamilyMessageService],
};
