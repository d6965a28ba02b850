import type { DomainModule } from '../module.js';
import { ReportResolver } from './report.resolver.js';
import { reportRoutes } from './report.rest.js';
import { ReportService } from './report.service.js';

/** The staff reports: Login Report (login_event: identity's LoginEvent, written by the sign-in) and User Report. */
export const reportModule: DomainModule = {
  name: 'report',
  resolvers: [ReportResolver],
  entities: [],
  routes: reportRoutes,
  services: [ReportService],
};
