import { Badge, Group, Select, Table, Text } from '@mantine/core';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { REPORT_PAGE_SIZE, REPORT_TEXTS } from '@memorial/schema';
import { graphql } from '../../gql';
import type { LoginReportPageQuery } from '../../gql/graphql';
import { browserTimeZone } from '../../app/timezone';
import { ReportFilterFields, ReportScaffold, useReportFilters, type ReportFilters } from './ReportScaffold';
import { downloadText, formatDateTime, roleLabel } from './reports';

const LoginReportQuery = graphql(`
  query LoginReportPage($from: String, $to: String, $role: String, $user: String, $result: String, $timeZone: String, $page: Int, $pageSize: Int) {
    loginReport(from: $from, to: $to, role: $role, user: $user, result: $result, timeZone: $timeZone, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      events {
        id
        at
        email
        name
        role
        ip
        succeeded
      }
    }
  }
`);

const LoginReportCsvQuery = graphql(`
  query LoginReportCsv($from: String, $to: String, $role: String, $user: String, $result: String, $timeZone: String) {
    loginReportCsv(from: $from, to: $to, role: $role, user: $user, result: $result, timeZone: $timeZone) {
      fileName
      content
    }
  }
`);

const RESULTS = [
  { value: 'succeeded', label: REPORT_TEXTS.succeeded },
  { value: 'failed', label: REPORT_TEXTS.failed },
];

type LoginFilters = ReportFilters & { result: string | null };

function ResultBadge({ succeeded }: { succeeded: boolean }) {
  return (
    <Badge variant="light" color={succeeded ? 'sage' : 'red'} radius="sm">
      {succeeded ? REPORT_TEXTS.succeeded : REPORT_TEXTS.failed}
    </Badge>
  );
}

/** /admin/loginReport: every sign-in and failed attempt, filtered and paged on the server, and as CSV. */
export function LoginReportPage() {
  const { filters, update, page, setPage, typed, setTyped } = useReportFilters<LoginFilters>({
    from: null,
    to: null,
    role: null,
    user: '',
    result: null,
  });
  const variables = {
    from: filters.from,
    to: filters.to,
    role: filters.role,
    user: filters.user || null,
    result: filters.result,
    timeZone: browserTimeZone(),
  };
  const { data, previousData, loading } = useQuery(LoginReportQuery, {
    variables: { ...variables, page, pageSize: REPORT_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [fetchCsv, { loading: exporting }] = useLazyQuery(LoginReportCsvQuery, { fetchPolicy: 'network-only' });
  const result = (data ?? previousData)?.loginReport;

  const download = async () => {
    const { data: csv } = await fetchCsv({ variables });
    if (csv) downloadText(csv.loginReportCsv.fileName, csv.loginReportCsv.content);
  };

  return (
    <ReportScaffold
      title={REPORT_TEXTS.loginReport}
      lead="Every sign-in and failed attempt: who, as which role, when and from which address."
      filters={
        <ReportFilterFields fromLabel="From" toLabel="To" cols={5} filters={filters} update={update} typed={typed} setTyped={setTyped}>
          <Select
            label="Result"
            placeholder="All results"
            data={RESULTS}
            value={filters.result}
            onChange={(r) => update({ result: r })}
            clearable
          />
        </ReportFilterFields>
      }
      label="Sign-ins"
      count={(total) => (total === 1 ? '1 sign-in' : `${total} sign-ins`)}
      emptyText={REPORT_TEXTS.noLoginEvents}
      result={result}
      rows={result?.events ?? []}
      loading={loading}
      exporting={exporting}
      onDownload={() => void download()}
      page={page}
      onPage={setPage}
      listLabel="Sign-ins, newest first"
      columns={['Time', 'User', 'Role', 'Address', 'Result']}
      cells={(e) => <SignInCells event={e} />}
      card={(e) => <SignInCard event={e} />}
    />
  );
}

type SignIn = LoginReportPageQuery['loginReport']['events'][number];

/** A sign-in's cells in the table. */
function SignInCells({ event: e }: { event: SignIn }) {
  return (
    <>
      <Table.Td>{formatDateTime(e.at)}</Table.Td>
      <Table.Td>
        {e.name && (
          <Text fw={600} size="sm">
            {e.name}
          </Text>
        )}
        <Text size="sm" c="stone.8" className="break-anywhere">
          {e.email}
        </Text>
      </Table.Td>
      <Table.Td>{roleLabel(e.role)}</Table.Td>
      <Table.Td>{e.ip}</Table.Td>
      <Table.Td>
        <ResultBadge succeeded={e.succeeded} />
      </Table.Td>
    </>
  );
}

/** A sign-in's card on a phone. */
function SignInCard({ event: e }: { event: SignIn }) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} size="sm">
          {formatDateTime(e.at)}
        </Text>
        <ResultBadge succeeded={e.succeeded} />
      </Group>
      <Text size="sm" className="break-anywhere">
        {e.name ? `${e.name} · ${e.email}` : e.email}
      </Text>
      <Text size="sm" c="stone.7">
        {roleLabel(e.role)} · {e.ip}
      </Text>
    </>
  );
}
