import type { DomainModule } from '../module.js';
import { PageViewDay } from './pageview.entity.js';
import { DecedentPageViewResolver, PageViewResolver, PageViewStatsResolver } from './pageview.resolver.js';
import { PageViewService } from './pageview.service.js';

/** Page views of the public page, counted per decedent and day on this server (no legacy REST path). */
export const pageviewModule: DomainModule = {
  name: 'pageview',
  resolvers: [PageViewResolver, DecedentPageViewResolver, PageViewStatsResolver],
  entities: [PageViewDay],
  routes: [],
  services: [PageViewService],
};
