import { useEffect, useState } from 'react';
import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { REPORT_PAGE_SIZE, REPORT_TEXTS } from '@memorial/schema';
import { graphql } from '../../gql';
import { CalendarIcon } from '../../app/icons';
import { SearchIcon } from '../../app/arrangement/icons';
import { ReportEmpty, ReportFrame, ReportLoading, ReportPager } from './ReportFrame';
import { downloadText, formatDateTime, ROLE_OPTIONS, roleLabel } from './reports';
import { browserTimeZone } from '../../app/timezone';
import '@mantine/dates/styles.css';

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

export interface ReportFilters {
  from: string | null;
  to: string | null;
  role: string | null;
  user: string;
}

/** The typed user filter, once the typing pauses. */
export function useTyped(value: string, onSettled: (v: string) => void) {
  const [typed, setTyped] = useState(value);
  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = setTimeout(() => onSettled(typed.trim()), 350);
    return () => clearTimeout(timer);
  }, [typed, value]);
  return [typed, setTyped] as const;
}

function ResultBadge({ succeeded }: { succeeded: boolean }) {
  return (
    <Badge variant="light" color={succeeded ? 'sage' : 'red'} radius="sm">
      {succeeded ? REPORT_TEXTS.succeeded : REPORT_TEXTS.failed}
    </Badge>
  );
}

/** /admin/loginReport: every sign-in and failed attempt, filtered and paged on the server, and as CSV. */
export function LoginReportPage() {
  const [filters, setFilters] = useState<ReportFilters & { result: string | null }>({
    from: null,
    to: null,
    role: null,
    user: '',
    result: null,
  });
  const [page, setPage] = useState(1);
  const update = (patch: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const [typed, setTyped] = useTyped(filters.user, (user) => update({ user }));
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
    <ReportFrame
      title={REPORT_TEXTS.loginReport}
      lead="Every sign-in and failed attempt: who, as which role, when and from which address."
      filters={
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="md">
          <DatePickerInput
            label="From"
            placeholder="Any day"
            valueFormat="MM/DD/YYYY"
            clearable
            leftSection={<CalendarIcon size={16} />}
            value={filters.from}
            maxDate={filters.to ?? undefined}
            onChange={(from) => update({ from })}
          />
          <DatePickerInput
            label="To"
            placeholder="Any day"
            valueFormat="MM/DD/YYYY"
            clearable
            leftSection={<CalendarIcon size={16} />}
            value={filters.to}
            minDate={filters.from ?? undefined}
            onChange={(to) => update({ to })}
          />
          <Select
            label="Role"
            placeholder="All roles"
            data={ROLE_OPTIONS}
            value={filters.role}
            onChange={(role) => update({ role })}
            clearable
          />
          <Select
            label="Result"
            placeholder="All results"
            data={RESULTS}
            value={filters.result}
            onChange={(r) => update({ result: r })}
            clearable
          />
          <TextInput
            label="User"
            placeholder="Name or e-mail"
            type="search"
            leftSection={<SearchIcon size={16} />}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
        </SimpleGrid>
      }
    >
      <section aria-label="Sign-ins" aria-busy={loading || undefined}>
        {!result ? (
          <ReportLoading />
        ) : (
          <Stack gap="md">
            <Group justify="space-between">
              <Text size="sm" c="stone.7" role="status">
                {result.total === 1 ? '1 sign-in' : `${result.total} sign-ins`}
              </Text>
              <Button variant="outline" onClick={() => void download()} loading={exporting} disabled={result.total === 0}>
                {REPORT_TEXTS.downloadCsv}
              </Button>
            </Group>
            {result.events.length === 0 ? (
              <ReportEmpty text={REPORT_TEXTS.noLoginEvents} />
            ) : (
              <>
                <Table.ScrollContainer minWidth={760} visibleFrom="sm">
                  <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" withTableBorder captionSide="top">
                    <Table.Caption className="visually-hidden">Sign-ins, newest first</Table.Caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Time</Table.Th>
                        <Table.Th>User</Table.Th>
                        <Table.Th>Role</Table.Th>
                        <Table.Th>Address</Table.Th>
                        <Table.Th>Result</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {result.events.map((e) => (
                        <Table.Tr key={e.id}>
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
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                <Stack gap="sm" hiddenFrom="sm" component="ul" className="plain-list" aria-label="Sign-ins, newest first">
                  {result.events.map((e) => (
                    <Paper key={e.id} component="li" withBorder p="md">
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
                    </Paper>
                  ))}
                </Stack>
              </>
            )}
            <ReportPager total={result.total} pageSize={result.pageSize} page={page} onChange={setPage} />
          </Stack>
        )}
      </section>
    </ReportFrame>
  );
}
