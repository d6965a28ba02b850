import { Badge, Group, Select, Text } from '@mantine/core';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { REPORT_PAGE_SIZE, REPORT_TEXTS } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { graphql } from '../../gql';
import type { LoginReportPageQuery } from '../../gql/graphql';
import { browserTimeZone } from '../../app/timezone';
import { ReportFilterFields, ReportScaffold, useReportFilters, type ReportColumn, type ReportFilters } from './ReportScaffold';
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

const RESULTS = ['succeeded', 'failed'] as const;

type LoginFilters = ReportFilters & { result: string | null };

function ResultBadge({ succeeded }: { succeeded: boolean }) {
  const t = useT();
  return (
    <Badge variant="light" color={succeeded ? 'sage' : 'red'} radius="sm">
      {t(REPORT_TEXTS, succeeded ? 'succeeded' : 'failed')}
    </Badge>
  );
}

/** /admin/loginReport: every sign-in and failed attempt, filtered and paged on the server, and as CSV. */
export function LoginReportPage() {
  const t = useT();
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
      title={t(REPORT_TEXTS, 'loginReport')}
      lead={t(REPORT_TEXTS, 'loginLead')}
      filters={
        <ReportFilterFields
          fromLabel={t(REPORT_TEXTS, 'from')}
          toLabel={t(REPORT_TEXTS, 'to')}
          cols={5}
          filters={filters}
          update={update}
          typed={typed}
          setTyped={setTyped}
        >
          <Select
            label={t(REPORT_TEXTS, 'result')}
            placeholder={t(REPORT_TEXTS, 'allResults')}
            data={RESULTS.map((value) => ({ value, label: t(REPORT_TEXTS, value) }))}
            value={filters.result}
            onChange={(r) => update({ result: r })}
            clearable
          />
        </ReportFilterFields>
      }
      label={t(REPORT_TEXTS, 'signIns')}
      count={(total) => t(REPORT_TEXTS, 'signInCount', { count: total })}
      emptyText={t(REPORT_TEXTS, 'noLoginEvents')}
      result={result}
      rows={result?.events ?? []}
      loading={loading}
      exporting={exporting}
      onDownload={() => void download()}
      page={page}
      onPage={setPage}
      listLabel={t(REPORT_TEXTS, 'signInsNewestFirst')}
      columns={SIGN_IN_COLUMNS}
      card={(e) => <SignInCard event={e} />}
    />
  );
}

type SignIn = LoginReportPageQuery['loginReport']['events'][number];

/** The table's columns: each heading with a sign-in's cell. */
const SIGN_IN_COLUMNS: ReadonlyArray<ReportColumn<SignIn>> = [
  { heading: 'time', cell: (e) => formatDateTime(e.at) },
  {
    heading: 'user',
    cell: (e) => (
      <>
        {e.name && (
          <Text fw={600} size="sm">
            {e.name}
          </Text>
        )}
        <Text size="sm" c="stone.8" className="break-anywhere">
          {e.email}
        </Text>
      </>
    ),
  },
  { heading: 'role', cell: (e) => roleLabel(e.role) },
  { heading: 'address', cell: (e) => e.ip },
  { heading: 'result', cell: (e) => <ResultBadge succeeded={e.succeeded} /> },
];

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
