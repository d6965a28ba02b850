import { Text } from '@mantine/core';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { REPORT_PAGE_SIZE, REPORT_TEXTS } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { graphql } from '../../gql';
import type { UserReportPageQuery } from '../../gql/graphql';
import { browserTimeZone } from '../../app/timezone';
import { ReportFilterFields, ReportScaffold, useReportFilters, type ReportColumn, type ReportFilters } from './ReportScaffold';
import { downloadText, formatDate, formatDateTime, roleLabel } from './reports';

const UserReportQuery = graphql(`
  query UserReportPage($from: String, $to: String, $role: String, $user: String, $timeZone: String, $page: Int, $pageSize: Int) {
    userReport(from: $from, to: $to, role: $role, user: $user, timeZone: $timeZone, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      users {
        id
        email
        firstName
        lastName
        roles
        cases
        createdAt
        lastLoginAt
      }
    }
  }
`);

const UserReportCsvQuery = graphql(`
  query UserReportCsv($from: String, $to: String, $role: String, $user: String, $timeZone: String) {
    userReportCsv(from: $from, to: $to, role: $role, user: $user, timeZone: $timeZone) {
      fileName
      content
    }
  }
`);

const roles = (list: string[]) => list.map(roleLabel).join(', ');

/** /admin/userReport: users with their roles, cases, creation and last sign-in; filtered, paged, and as CSV. */
export function UserReportPage() {
  const t = useT();
  const { filters, update, page, setPage, typed, setTyped } = useReportFilters<ReportFilters>({
    from: null,
    to: null,
    role: null,
    user: '',
  });
  const variables = { from: filters.from, to: filters.to, role: filters.role, user: filters.user || null, timeZone: browserTimeZone() };
  const { data, previousData, loading } = useQuery(UserReportQuery, {
    variables: { ...variables, page, pageSize: REPORT_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [fetchCsv, { loading: exporting }] = useLazyQuery(UserReportCsvQuery, { fetchPolicy: 'network-only' });
  const result = (data ?? previousData)?.userReport;

  const download = async () => {
    const { data: csv } = await fetchCsv({ variables });
    if (csv) downloadText(csv.userReportCsv.fileName, csv.userReportCsv.content);
  };

  return (
    <ReportScaffold
      title={t(REPORT_TEXTS, 'userReport')}
      lead={t(REPORT_TEXTS, 'userLead')}
      filters={
        <ReportFilterFields
          fromLabel={t(REPORT_TEXTS, 'createdFrom')}
          toLabel={t(REPORT_TEXTS, 'createdTo')}
          cols={4}
          filters={filters}
          update={update}
          typed={typed}
          setTyped={setTyped}
        />
      }
      label={t(REPORT_TEXTS, 'users')}
      count={(total) => t(REPORT_TEXTS, 'userCount', { count: total })}
      emptyText={t(REPORT_TEXTS, 'noUsers')}
      result={result}
      rows={result?.users ?? []}
      loading={loading}
      exporting={exporting}
      onDownload={() => void download()}
      page={page}
      onPage={setPage}
      listLabel={t(REPORT_TEXTS, 'usersNewestFirst')}
      columns={USER_COLUMNS}
      card={(u) => <UserCard user={u} />}
    />
  );
}

type User = UserReportPageQuery['userReport']['users'][number];

/** The table's columns: each heading with a user's cell. */
const USER_COLUMNS: ReadonlyArray<ReportColumn<User>> = [
  {
    heading: 'user',
    cell: (u) => (
      <>
        <Text fw={600} size="sm">{`${u.firstName} ${u.lastName}`}</Text>
        <Text size="sm" c="stone.8" className="break-anywhere">
          {u.email}
        </Text>
      </>
    ),
  },
  { heading: 'role', cell: (u) => roles(u.roles) },
  { heading: 'cases', cell: (u) => u.cases },
  { heading: 'created', cell: (u) => formatDate(u.createdAt) },
  { heading: 'lastSignIn', cell: (u, t) => (u.lastLoginAt ? formatDateTime(u.lastLoginAt) : t(REPORT_TEXTS, 'never')) },
];

/** A user's card on a phone. */
function UserCard({ user: u }: { user: User }) {
  const t = useT();
  return (
    <>
      <Text fw={600} size="sm">{`${u.firstName} ${u.lastName}`}</Text>
      <Text size="sm" className="break-anywhere">
        {u.email}
      </Text>
      <Text size="sm" c="stone.7">
        {roles(u.roles)} · {t(REPORT_TEXTS, 'caseCount', { count: u.cases })}
      </Text>
      <Text size="sm" c="stone.7">
        {t(REPORT_TEXTS, 'createdAndLastSignIn', {
          created: formatDate(u.createdAt),
          last: u.lastLoginAt ? formatDateTime(u.lastLoginAt) : t(REPORT_TEXTS, 'neverLower'),
        })}
      </Text>
    </>
  );
}
