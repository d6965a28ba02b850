import { useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { REPORT_PAGE_SIZE, REPORT_TEXTS } from '@memorial/schema';
import { graphql } from '../../gql';
import { CalendarIcon } from '../../app/icons';
import { SearchIcon } from '../../app/arrangement/icons';
import { ReportEmpty, ReportFrame, ReportLoading, ReportPager } from './ReportFrame';
import { type ReportFilters, useTyped } from './LoginReportPage';
import { downloadText, formatDate, formatDateTime, ROLE_OPTIONS, roleLabel } from './reports';
import { browserTimeZone } from '../../app/timezone';
import '@mantine/dates/styles.css';

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
  const [filters, setFilters] = useState<ReportFilters>({ from: null, to: null, role: null, user: '' });
  const [page, setPage] = useState(1);
  const update = (patch: Partial<ReportFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const [typed, setTyped] = useTyped(filters.user, (user) => update({ user }));
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
    <ReportFrame
      title={REPORT_TEXTS.userReport}
      lead="Every account: its roles, the cases it arranges, when it was created and when it last signed in."
      filters={
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          <DatePickerInput
            label="Created from"
            placeholder="Any day"
            valueFormat="MM/DD/YYYY"
            clearable
            leftSection={<CalendarIcon size={16} />}
            value={filters.from}
            maxDate={filters.to ?? undefined}
            onChange={(from) => update({ from })}
          />
          <DatePickerInput
            label="Created to"
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
      <section aria-label="Users" aria-busy={loading || undefined}>
        {!result ? (
          <ReportLoading />
        ) : (
          <Stack gap="md">
            <Group justify="space-between">
              <Text size="sm" c="stone.7" role="status">
                {result.total === 1 ? '1 user' : `${result.total} users`}
              </Text>
              <Button variant="outline" onClick={() => void download()} loading={exporting} disabled={result.total === 0}>
                {REPORT_TEXTS.downloadCsv}
              </Button>
            </Group>
            {result.users.length === 0 ? (
              <ReportEmpty text={REPORT_TEXTS.noUsers} />
            ) : (
              <>
                <Table.ScrollContainer minWidth={760} visibleFrom="sm">
                  <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" withTableBorder captionSide="top">
                    <Table.Caption className="visually-hidden">Users, newest first</Table.Caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>User</Table.Th>
                        <Table.Th>Role</Table.Th>
                        <Table.Th>Cases</Table.Th>
                        <Table.Th>Created</Table.Th>
                        <Table.Th>Last Sign-in</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {result.users.map((u) => (
                        <Table.Tr key={u.id}>
                          <Table.Td>
                            <Text fw={600} size="sm">{`${u.firstName} ${u.lastName}`}</Text>
                            <Text size="sm" c="stone.8" className="break-anywhere">
                              {u.email}
                            </Text>
                          </Table.Td>
                          <Table.Td>{roles(u.roles)}</Table.Td>
                          <Table.Td>{u.cases}</Table.Td>
                          <Table.Td>{formatDate(u.createdAt)}</Table.Td>
                          <Table.Td>{u.lastLoginAt ? formatDateTime(u.lastLoginAt) : 'Never'}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                <Stack gap="sm" hiddenFrom="sm" component="ul" className="plain-list" aria-label="Users, newest first">
                  {result.users.map((u) => (
                    <Paper key={u.id} component="li" withBorder p="md">
                      <Text fw={600} size="sm">{`${u.firstName} ${u.lastName}`}</Text>
                      <Text size="sm" className="break-anywhere">
                        {u.email}
                      </Text>
                      <Text size="sm" c="stone.7">
                        {roles(u.roles)} · {u.cases === 1 ? '1 case' : `${u.cases} cases`}
                      </Text>
                      <Text size="sm" c="stone.7">
                        Created {formatDate(u.createdAt)} · Last sign-in {u.lastLoginAt ? formatDateTime(u.lastLoginAt) : 'never'}
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
