import { REPORT_PAGE_SIZE, REPORT_PAGE_SIZE_MAX, REPORT_USER_MAX, ROLE_LABELS, ROLES } from '@memorial/schema';
import type { QueryParam, RestRoute } from '../route.js';
import { str } from '../route.js';

/** A present, non-empty query value, else null (the legacy client sends empty filters). */
const given = (v: unknown) => str(v)?.trim() || null;
/** Digits become a number; anything else becomes 0, which the rule refuses in words (GraphQL would in its own). */
const int = (v: unknown) => {
  const s = given(v);
  return s === null ? null : /^\d{1,7}$/.test(s) ? Number(s) : 0;
};

const FILTERS = ({ query }: { query: Record<string, unknown> }) => ({
  from: given(query['from']),
  to: given(query['to']),
  role: given(query['role']),
  user: given(query['user']),
  timeZone: given(query['timeZone']),
  page: int(query['page']),
  pageSize: int(query['pageSize']),
});

const EMPTY = 'Empty or absent: no filter.';
const ROLE_NAMES = ROLES.map((r) => `${r} (${ROLE_LABELS[r]})`).join(', ');
/** The filters both reports read (FILTERS), as the document names them; `what` is what from and to bound. */
const filterQuery = (what: string, role: string): Record<string, QueryParam> => ({
  from: { schema: { type: 'string', format: 'date' }, description: `The first day of ${what}, YYYY-MM-DD, in timeZone. ${EMPTY}` },
  to: {
    schema: { type: 'string', format: 'date' },
    description: `The last day of ${what} (included), YYYY-MM-DD, in timeZone; not before from. ${EMPTY}`,
  },
  role: { schema: { type: 'string', enum: [...ROLES] }, description: `${role}: ${ROLE_NAMES}. ${EMPTY}` },
  user: {
    schema: { type: 'string', maxLength: REPORT_USER_MAX },
    description: `Part of the user's e-mail or full name (at most ${REPORT_USER_MAX} characters), any case. ${EMPTY}`,
  },
  timeZone: {
    schema: { type: 'string' },
    description: 'The IANA time zone the days of from and to are in (e.g. America/New_York); UTC when empty or absent.',
  },
  page: { schema: { type: 'integer', minimum: 1, default: 1 }, description: 'The page, from 1; 1 when empty or absent.' },
  pageSize: {
    schema: { type: 'integer', minimum: 1, maximum: REPORT_PAGE_SIZE_MAX, default: REPORT_PAGE_SIZE },
    description: `Rows a page, 1 to ${REPORT_PAGE_SIZE_MAX}; ${REPORT_PAGE_SIZE} when empty or absent.`,
  },
});

export const reportRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/loginList',
    roles: ['admin', 'cl-arranger'],
    summary:
      'Login Report: query from, to (YYYY-MM-DD), role, user, result (succeeded or failed), timeZone, page, pageSize; empty filters are dropped. data: events, total, page, pageSize.',
    operation: `query LoginList($from: String, $to: String, $role: String, $user: String, $result: String, $timeZone: String, $page: Int, $pageSize: Int) {
      loginReport(from: $from, to: $to, role: $role, user: $user, result: $result, timeZone: $timeZone, page: $page, pageSize: $pageSize) {
        total page pageSize events { id at email name role ip succeeded } } }`,
    query: {
      ...filterQuery('sign-ins', 'The role the sign-in was made with'),
      result: {
        schema: { type: 'string', enum: ['succeeded', 'failed'] },
        description: `succeeded (signed in) or failed (refused). ${EMPTY}`,
      },
    },
    variables: (req) => ({ ...FILTERS(req), result: given(req.query['result']) }),
  },
  {
    method: 'GET',
    path: '/admin/adminReport',
    roles: ['admin', 'cl-arranger'],
    summary:
      'User Report: query from, to (created, YYYY-MM-DD), role, user, timeZone, page, pageSize; empty filters are dropped. data: users, total, page, pageSize.',
    operation: `query AdminReport($from: String, $to: String, $role: String, $user: String, $timeZone: String, $page: Int, $pageSize: Int) {
      userReport(from: $from, to: $to, role: $role, user: $user, timeZone: $timeZone, page: $page, pageSize: $pageSize) {
        total page pageSize users { id email firstName lastName roles cases createdAt lastLoginAt } } }`,
    query: filterQuery('creation (the account made)', 'A role the user has'),
    variables: FILTERS,
  },
];
