import {
  loginReportFilterRule,
  REPORT_CSV_MAX_ROWS,
  REPORT_PAGE_SIZE,
  REPORT_TEXTS,
  ROLE_LABELS,
  t,
  type Role,
  userReportFilterRule,
} from '@memorial/schema';
import { DomainError, validInput } from '../../errors.js';
import type { RequestScope } from '../../request/scope.js';
import { isStaff, requireViewer } from '../../request/access.js';
import type {
  LoginReportArgs,
  LoginReportPage,
  LoginReportRow,
  ReportCsv,
  UserReportArgs,
  UserReportPage,
  UserReportRow,
} from './report.types.js';
import { toCsv, type CsvColumn } from './report.csv.js';

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** SQL conditions and their parameters, built from filters that are present only (empty ones are dropped). */
class Where {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];
  add(sql: string, ...params: unknown[]) {
    this.parts.push(sql);
    this.params.push(...params);
  }
  get sql() {
    return this.parts.length ? `where ${this.parts.join(' and ')}` : '';
  }
}

/** Days are whole days in the staff's time zone: from its first instant to the next day's first instant. */
function dayRange(where: Where, column: string, f: { from?: string | null; to?: string | null; timeZone?: string | null }) {
  const tz = f.timeZone || 'UTC';
  if (f.from) where.add(`${column} >= (cast(? as date)::timestamp at time zone ?)`, f.from, tz);
  if (f.to) where.add(`${column} < ((cast(? as date) + 1)::timestamp at time zone ?)`, f.to, tz);
}

/** A role as the staff screens name it (a spreadsheet is read by the same people), in the request's language. */
const roleInWords = (role: string) => (role in ROLE_LABELS ? t(REPORT_TEXTS, role as Role) : role);

/** The Login Report CSV's columns, in order: each heading with its cell. */
const LOGIN_COLUMNS: readonly CsvColumn<LoginReportRow>[] = [
  { heading: 'csvTime', value: (r) => r.at },
  { heading: 'csvEmail', value: (r) => r.email },
  { heading: 'csvName', value: (r) => r.name ?? '' },
  { heading: 'role', value: (r) => roleInWords(r.role) },
  { heading: 'address', value: (r) => r.ip },
  { heading: 'result', value: (r) => t(REPORT_TEXTS, r.succeeded ? 'csvSucceeded' : 'csvFailed') },
];
/** The User Report CSV's columns, in order: each heading with its cell. */
const USER_COLUMNS: readonly CsvColumn<UserReportRow>[] = [
  { heading: 'csvEmail', value: (r) => r.email },
  { heading: 'csvFirstName', value: (r) => r.firstName },
  { heading: 'csvLastName', value: (r) => r.lastName },
  { heading: 'role', value: (r) => r.roles.map(roleInWords).join(', ') },
  { heading: 'cases', value: (r) => r.cases },
  { heading: 'csvCreated', value: (r) => r.createdAt },
  { heading: 'csvLastSignIn', value: (r) => r.lastLoginAt ?? '' },
];

/** The staff Login Report and User Report: filtered, paged on the server, and as CSV. */
export class ReportService {
  constructor(private readonly ctx: RequestScope) {}

  private staffOnly() {
    if (!isStaff(requireViewer(this.ctx))) throw DomainError.forbidden();
  }

  private run<T>(sql: string, params: unknown[]): Promise<T[]> {
    const em = this.ctx.em;
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  private loginWhere(args: LoginReportArgs) {
    const f = validInput(loginReportFilterRule, args);
    const where = new Where();
    dayRange(where, 'e.created_at', f);
    if (f.role) where.add('e.role = ?', f.role);
    if (f.result) where.add('e.succeeded = ?', f.result === 'succeeded');
    if (f.user) where.add(`(e.email ilike ? or (u.first_name || ' ' || u.last_name) ilike ?)`, like(f.user), like(f.user));
    return { f, where };
  }

  private async loginRows(where: Where, limit: number, offset: number): Promise<LoginReportRow[]> {
    const rows = await this.run<{
      id: number | string;
      created_at: Date | string;
      email: string;
      role: string;
      ip: string;
      succeeded: boolean;
      first_name: string | null;
      last_name: string | null;
    }>(
      `select e.id, e.created_at, e.email, e.role, e.ip, e.succeeded, u.first_name, u.last_name
         from login_event e left join app_user u on u.id = e.user_id ${where.sql}
         order by e.created_at desc, e.id desc limit ? offset ?`,
      [...where.params, limit, offset],
    );
    return rows.map((r) => ({
      id: String(r['id']),
      at: iso(r['created_at']),
      email: r['email'],
      role: r['role'],
      ip: r['ip'],
      succeeded: r['succeeded'],
      name: r['first_name'] ? `${r['first_name']} ${r['last_name']}` : null,
    }));
  }

  async loginReport(args: LoginReportArgs): Promise<LoginReportPage> {
    this.staffOnly();
    const { f, where } = this.loginWhere(args);
    const page = f.page ?? 1;
    const pageSize = f.pageSize ?? REPORT_PAGE_SIZE;
    const [count] = await this.run<{ n: string }>(
      `select count(*) as n from login_event e left join app_user u on u.id = e.user_id ${where.sql}`,
      where.params,
    );
    return { events: await this.loginRows(where, pageSize, (page - 1) * pageSize), total: Number(count?.n ?? 0), page, pageSize };
  }

  async loginReportCsv(args: LoginReportArgs): Promise<ReportCsv> {
    this.staffOnly();
    const { where } = this.loginWhere({ ...args, page: null, pageSize: null });
    const rows = await this.loginRows(where, REPORT_CSV_MAX_ROWS, 0);
    const content = toCsv(LOGIN_COLUMNS, rows);
    return { fileName: `login-report-${today()}.csv`, content, rows: rows.length };
  }

  private userWhere(args: UserReportArgs) {
    const f = validInput(userReportFilterRule, args);
    const where = new Where();
    dayRange(where, 'u.created_at', f);
    if (f.role) where.add('? = any(u.roles)', f.role);
    if (f.user) where.add(`(u.email ilike ? or (u.first_name || ' ' || u.last_name) ilike ?)`, like(f.user), like(f.user));
    return { f, where };
  }

  private async userRows(where: Where, limit: number, offset: number): Promise<UserReportRow[]> {
    const rows = await this.run<{
      id: number;
      email: string;
      first_name: string;
      last_name: string;
      roles: string[];
      created_at: Date | string;
      last_login_at: Date | string | null;
      cases: number | string;
    }>(
      `select u.id, u.email, u.first_name, u.last_name, u.roles, u.created_at, u.last_login_at,
              (select count(*) from arranger_case c where c.user_id = u.id) as cases
         from app_user u ${where.sql}
         order by u.created_at desc, u.id desc limit ? offset ?`,
      [...where.params, limit, offset],
    );
    return rows.map((r) => ({
      id: r['id'],
      email: r['email'],
      firstName: r['first_name'],
      lastName: r['last_name'],
      roles: r['roles'],
      cases: Number(r['cases']),
      createdAt: iso(r['created_at']),
      lastLoginAt: r['last_login_at'] ? iso(r['last_login_at']) : null,
    }));
  }

  async userReport(args: UserReportArgs): Promise<UserReportPage> {
    this.staffOnly();
    const { f, where } = this.userWhere(args);
    const page = f.page ?? 1;
    const pageSize = f.pageSize ?? REPORT_PAGE_SIZE;
    const [count] = await this.run<{ n: string }>(`select count(*) as n from app_user u ${where.sql}`, where.params);
    return { users: await this.userRows(where, pageSize, (page - 1) * pageSize), total: Number(count?.n ?? 0), page, pageSize };
  }

  async userReportCsv(args: UserReportArgs): Promise<ReportCsv> {
    this.staffOnly();
    const { where } = this.userWhere({ ...args, page: null, pageSize: null });
    const rows = await this.userRows(where, REPORT_CSV_MAX_ROWS, 0);
    const content = toCsv(USER_COLUMNS, rows);
    return { fileName: `user-report-${today()}.csv`, content, rows: rows.length };
  }
}

const today = () => new Date().toISOString().slice(0, 10);
