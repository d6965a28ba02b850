import type { DomainModule } from '../module.js';
import { EventReminder, Subscriber } from './subscriber.entity.js';
import { SubscriptionResolver } from './subscription.resolver.js';
import { subscriptionRoutes } from './subscription.rest.js';
import { SubscriptionService } from './subscription.service.js';

export const subscriptionModule: DomainModule = {
  name: 'subscription',
  resolvers: [SubscriptionResolver],
  entities: [Subscriber, EventReminder],
  routes: subscriptionRoutes,
  services: [SubscriptionService],
};
