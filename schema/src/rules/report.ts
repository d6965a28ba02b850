import { z } from 'zod';
import { NAMESPACE, says, type MessageKey } from '../i18n/index.js';
import { ROLES } from '../reference/index.js';
import { isCalendarDate } from './common.texts.js';
import { EVENT_MESSAGES, isTimeZone } from './event.texts.js';

/** The staff reports (Login Report, User Report): their filters, paging, texts and CSV columns, written once. */
export const REPORT_TEXTS = {
  [NAMESPACE]: 'report',
  loginReport: 'Login Report',
  userReport: 'User Report',
  noLoginEvents: 'No sign-ins match these filters.',
  noUsers: 'No users match these filters.',
  downloadCsv: 'Download CSV',
  succeeded: 'Signed in',
  failed: 'Failed',
  // The screens of the reports (issue 31: written once here, in both languages).
  filters: 'Filters',
  anyDay: 'Any day',
  role: 'Role',
  allRoles: 'All roles',
  user: 'User',
  nameOrEmail: 'Name or e-mail',
  page: 'Page {page}',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  firstPage: 'First page',
  lastPage: 'Last page',
  arranger: 'Family (arranger)',
  admin: 'Administrator',
  'cl-arranger': 'Staff arranger',
  loginLead: 'Every sign-in and failed attempt: who, as which role, when and from which address.',
  from: 'From',
  to: 'To',
  result: 'Result',
  allResults: 'All results',
  signIns: 'Sign-ins',
  signInCount: '{count, plural, one {# sign-in} other {# sign-ins}}',
  signInsNewestFirst: 'Sign-ins, newest first',
  time: 'Time',
  address: 'Address',
  userLead: 'Every account: its roles, the cases it arranges, when it was created and when it last signed in.',
  createdFrom: 'Created from',
  createdTo: 'Created to',
  users: 'Users',
  userCount: '{count, plural, one {# user} other {# users}}',
  usersNewestFirst: 'Users, newest first',
  cases: 'Cases',
  created: 'Created',
  lastSignIn: 'Last Sign-in',
  never: 'Never',
  caseCount: '{count, plural, one {# case} other {# cases}}',
  createdAndLastSignIn: 'Created {created} · Last sign-in {last}',
  neverLower: 'never',
  // The CSV's column headings (the role, address, result and cases columns share the screen's words).
  csvTime: 'Time (UTC)',
  csvEmail: 'E-mail',
  csvName: 'Name',
  csvFirstName: 'First Name',
  csvLastName: 'Last Name',
  csvCreated: 'Created (UTC)',
  csvLastSignIn: 'Last Sign-in (UTC)',
  /** The Login Report CSV's result cells: whether the attempt signed in (the spec's words, lower case). */
  csvSucceeded: 'succeeded',
  csvFailed: 'failed',
} as const;

/** The staff landing (/admin): its title and the staff sections it leads to (arrangements-portal 2.3). */
export const STAFF_HOME_TEXTS = {
  [NAMESPACE]: 'staffHome',
  title: 'Staff Area',
  signedInAs: 'Signed in as {role}.',
  sections: 'Staff sections',
  pageNotFound: 'Page not found',
  memories: 'Memories',
  memoriesText: 'Review, approve and moderate the memories visitors share.',
  decedents: 'Arrangements Summary',
  decedentsText: 'Every decedent record and where its arrangements stand.',
  loginReport: 'Login Report',
  loginReportText: 'Every sign-in and failed attempt: who, when and from where.',
  userReport: 'User Report',
  userReportText: 'Every account with its roles, cases and last sign-in.',
  userProfile: 'Profile',
  userProfileText: 'Your own staff profile.',
} as const;

export const REPORT_PAGE_SIZE = 20;
export const REPORT_PAGE_SIZE_MAX = 100;
/** A CSV holds at most this many rows; a wider range is asked to be narrowed. */
export const REPORT_CSV_MAX_ROWS = 50_000;

/** The refusals of the report filters (both doors). The numbers are written as the rules hold them. */
export const REPORT_MESSAGES = {
  [NAMESPACE]: 'reportMessages',
  fromDateInvalid: 'From date must be a date (YYYY-MM-DD)',
  toDateInvalid: 'To date must be a date (YYYY-MM-DD)',
  pageInvalid: 'Page must be a whole number from 1',
  pageSizeInvalid: 'Page size must be a whole number from 1 to 100',
  roleInvalid: 'Role must be arranger, admin or cl-arranger',
  userNotText: 'User must be text',
  userTooLong: 'User must be at most 254 characters',
  rangeInvalid: 'To date must be on or after the From date',
  resultInvalid: 'Result must be succeeded or failed',
} as const;

type ReportMessage = MessageKey<typeof REPORT_MESSAGES>;
const refuse = (key: ReportMessage) => says(REPORT_MESSAGES, key);

const date = (key: ReportMessage) =>
  z
    .string(refuse(key))
    .regex(/^\d{4}-\d{2}-\d{2}$/, refuse(key))
    .refine(isCalendarDate, refuse(key));

const paging = {
  page: z.number(refuse('pageInvalid')).int(refuse('pageInvalid')).min(1, refuse('pageInvalid')).optional().nullable(),
  pageSize: z
    .number(refuse('pageSizeInvalid'))
    .int(refuse('pageSizeInvalid'))
    .min(1, refuse('pageSizeInvalid'))
    .max(REPORT_PAGE_SIZE_MAX, refuse('pageSizeInvalid'))
    .optional()
    .nullable(),
};

const role = z.enum(ROLES, refuse('roleInvalid')).optional().nullable();
/** The longest user filter (part of an e-mail or a full name). */
export const REPORT_USER_MAX = 254;
const user = z.string(refuse('userNotText')).trim().max(REPORT_USER_MAX, refuse('userTooLong')).optional().nullable();

const timeZone = z
  .string(says(EVENT_MESSAGES, 'timeZoneInvalid'))
  .refine(isTimeZone, says(EVENT_MESSAGES, 'timeZoneInvalid'))
  .optional()
  .nullable();

const range = <T extends { from?: string | null; to?: string | null }>(v: T) => !v.from || !v.to || v.from <= v.to;
const RANGE_MESSAGE = { ...refuse('rangeInvalid'), path: ['to'] };

/** Login Report filters: a date range (days, both ends included), role, user (name or e-mail, partial), result, paging. */
export const loginReportFilterRule = z
  .object({
    from: date('fromDateInvalid').optional().nullable(),
    to: date('toDateInvalid').optional().nullable(),
    role,
    user,
    timeZone,
    result: z.enum(['succeeded', 'failed'], refuse('resultInvalid')).optional().nullable(),
    ...paging,
  })
  .refine(range, RANGE_MESSAGE);

/** User Report filters: created between two days, role, user (name or e-mail, partial), paging. */
export const userReportFilterRule = z
  .object({
    from: date('fromDateInvalid').optional().nullable(),
    to: date('toDateInvalid').optional().nullable(),
    role,
    user,
    timeZone,
    ...paging,
  })
  .refine(range, RANGE_MESSAGE);

export type LoginReportFilter = z.input<typeof loginReportFilterRule>;
export type UserReportFilter = z.input<typeof userReportFilterRule>;
