import type { RestRoute } from '../route.js';
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
    variables: FILTERS,
  },
];
