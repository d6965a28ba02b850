import { Table, Text } from '@mantine/core';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { REPORT_PAGE_SIZE, REPORT_TEXTS } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { graphql } from '../../gql';
import type { UserReportPageQuery } from '../../gql/graphql';
import { browserTimeZone } from '../../app/timezone';
import { ReportFilterFields, ReportScaffold, useReportFilters, type ReportFilters } from './ReportScaffold';
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
      columns={(['user', 'role', 'cases', 'created', 'lastSignIn'] as const).map((column) => t(REPORT_TEXTS, column))}
      cells={(u) => <UserCells user={u} />}
      card={(u) => <UserCard user={u} />}
    />
  );
}

type User = UserReportPageQuery['userReport']['users'][number];

/** A user's cells in the table. */
function UserCells({ user: u }: { user: User }) {
  const t = useT();
  return (
    <>
      <Table.Td>
        <Text fw={600} size="sm">{`${u.firstName} ${u.lastName}`}</Text>
        <Text size="sm" c="stone.8" className="break-anywhere">
          {u.email}
        </Text>
      </Table.Td>
      <Table.Td>{roles(u.roles)}</Table.Td>
      <Table.Td>{u.cases}</Table.Td>
      <Table.Td>{formatDate(u.createdAt)}</Table.Td>
      <Table.Td>{u.lastLoginAt ? formatDateTime(u.lastLoginAt) : t(REPORT_TEXTS, 'never')}</Table.Td>
    </>
  );
}

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
