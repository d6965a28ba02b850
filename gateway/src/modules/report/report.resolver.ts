import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { ReportService } from './report.service.js';
import { LoginReportArgs, LoginReportPage, ReportCsv, UserReportArgs, UserReportPage } from './report.types.js';

@Resolver()
export class ReportResolver {
  @Query(() => LoginReportPage, { description: 'Staff Login Report: every sign-in and failed attempt, newest first, filtered and paged.' })
  @Allow('admin', 'cl-arranger')
  loginReport(@Args(() => LoginReportArgs) args: LoginReportArgs, @Ctx() ctx: RequestScope): Promise<LoginReportPage> {
    return ctx.service(ReportService).loginReport(args);
  }

  @Query(() => ReportCsv, { description: 'The Login Report for the same filters as CSV (every matching row, not one page).' })
  @Allow('admin', 'cl-arranger')
  loginReportCsv(@Args(() => LoginReportArgs) args: LoginReportArgs, @Ctx() ctx: RequestScope): Promise<ReportCsv> {
    return ctx.service(ReportService).loginReportCsv(args);
  }

  @Query(() => UserReportPage, {
    description: 'Staff User Report: users with their roles, cases, creation and last sign-in, newest first.',
  })
  @Allow('admin', 'cl-arranger')
  userReport(@Args(() => UserReportArgs) args: UserReportArgs, @Ctx() ctx: RequestScope): Promise<UserReportPage> {
    return ctx.service(ReportService).userReport(args);
  }

  @Query(() => ReportCsv, { description: 'The User Report for the same filters as CSV.' })
  @Allow('admin', 'cl-arranger')
  userReportCsv(@Args(() => UserReportArgs) args: UserReportArgs, @Ctx() ctx: RequestScope): Promise<ReportCsv> {
    return ctx.service(ReportService).userReportCsv(args);
  }
}
