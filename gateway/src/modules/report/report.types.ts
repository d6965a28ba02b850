import { ArgsType, Field, Int, ObjectType } from 'type-graphql';

@ArgsType()
export class LoginReportArgs {
  @Field(() => String, { nullable: true, description: 'First day (YYYY-MM-DD) in timeZone, included.' }) from?: string | null;
  @Field(() => String, { nullable: true, description: 'Last day (YYYY-MM-DD) in timeZone, included.' }) to?: string | null;
  @Field(() => String, { nullable: true, description: 'arranger, admin or cl-arranger.' }) role?: string | null;
  @Field(() => String, { nullable: true, description: 'Part of the e-mail or the name.' }) user?: string | null;
  @Field(() => String, { nullable: true, description: 'succeeded or failed.' }) result?: string | null;
  @Field(() => String, { nullable: true, description: 'IANA time zone the days are in; UTC when absent.' }) timeZone?: string | null;
  @Field(() => Int, { nullable: true }) page?: number | null;
  @Field(() => Int, { nullable: true }) pageSize?: number | null;
}

@ArgsType()
export class UserReportArgs {
  @Field(() => String, { nullable: true, description: 'Created on or after this day (YYYY-MM-DD) in timeZone.' }) from?: string | null;
  @Field(() => String, { nullable: true, description: 'Created on or before this day (YYYY-MM-DD) in timeZone.' }) to?: string | null;
  @Field(() => String, { nullable: true, description: 'arranger, admin or cl-arranger.' }) role?: string | null;
  @Field(() => String, { nullable: true, description: 'Part of the e-mail or the name.' }) user?: string | null;
  @Field(() => String, { nullable: true, description: 'IANA time zone the days are in; UTC when absent.' }) timeZone?: string | null;
  @Field(() => Int, { nullable: true }) page?: number | null;
  @Field(() => Int, { nullable: true }) pageSize?: number | null;
}

@ObjectType('LoginReportRow')
export class LoginReportRow {
  @Field(() => String) id!: string;
  @Field(() => String, { description: 'When, ISO 8601.' }) at!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true, description: "The account's name; null when the e-mail has no account." }) name!: string | null;
  @Field(() => String) role!: string;
  @Field(() => String, { description: 'The request address.' }) ip!: string;
  @Field(() => Boolean) succeeded!: boolean;
}

@ObjectType('LoginReportPage')
export class LoginReportPage {
  @Field(() => [LoginReportRow]) events!: LoginReportRow[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType('UserReportRow')
export class UserReportRow {
  @Field(() => Int) id!: number;
  @Field(() => String) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => [String]) roles!: string[];
  @Field(() => Int, { description: 'Cases the user arranges.' }) cases!: number;
  @Field(() => String, { description: 'ISO 8601.' }) createdAt!: string;
  @Field(() => String, { nullable: true, description: 'Last successful sign-in, ISO 8601.' }) lastLoginAt!: string | null;
}

@ObjectType('UserReportPage')
export class UserReportPage {
  @Field(() => [UserReportRow]) users!: UserReportRow[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType('ReportCsv')
export class ReportCsv {
  @Field(() => String) fileName!: string;
  @Field(() => String, {
    description: 'text/csv, UTF-8, header row first; cells that a spreadsheet would run as a formula are prefixed with an apostrophe.',
  })
  content!: string;
  @Field(() => Int) rows!: number;
}
