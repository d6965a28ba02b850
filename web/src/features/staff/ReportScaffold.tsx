import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { REPORT_TEXTS, type MessageKey } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { useDatePickerLocale } from '../../app/dateInput';
import { CalendarIcon, SearchIcon } from '../../app/icons';
import { ReportEmpty, ReportFrame, ReportLoading, ReportPager } from './ReportFrame';
import { roleOptions } from './reports';
import '@mantine/dates/styles.css';

/** The filters every staff report has: a date range, a role and a user. */
export interface ReportFilters {
  from: string | null;
  to: string | null;
  role: string | null;
  user: string;
}

/** The typed user filter, once the typing pauses. */
function useTyped(value: string, onSettled: (v: string) => void) {
  const [typed, setTyped] = useState(value);
  const settle = useEffectEvent(onSettled);
  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = setTimeout(() => settle(typed.trim()), 350);
    return () => clearTimeout(timer);
  }, [typed, value]);
  return [typed, setTyped] as const;
}

/** A report's filters and page: a filter that changes takes the list back to page 1. */
export function useReportFilters<F extends ReportFilters>(initial: F) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const update = (patch: Partial<F>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const [typed, setTyped] = useTyped(filters.user, (user) => update({ user } as Partial<F>));
  return { filters, update, page, setPage, typed, setTyped };
}

interface ReportFilterFieldsProps {
  /** The labels of the date range. */
  fromLabel: string;
  toLabel: string;
  /** How many filters share a row on a wide screen. */
  cols: number;
  filters: ReportFilters;
  update(patch: Partial<ReportFilters>): void;
  typed: string;
  setTyped: (typed: string) => void;
  /** The report's own filters, between the role and the user. */
  children?: ReactNode;
}

/** The filters of a staff report: from, to, role, the report's own ones, then the user. */
export function ReportFilterFields({ fromLabel, toLabel, cols, filters, update, typed, setTyped, children }: ReportFilterFieldsProps) {
  const t = useT();
  const dateLocale = useDatePickerLocale();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: cols }} spacing="md">
      <DatePickerInput
        label={fromLabel}
        placeholder={t(REPORT_TEXTS, 'anyDay')}
        {...dateLocale}
        clearable
        leftSection={<CalendarIcon size={16} />}
        value={filters.from}
        maxDate={filters.to ?? undefined}
        onChange={(from) => update({ from })}
      />
      <DatePickerInput
        label={toLabel}
        placeholder={t(REPORT_TEXTS, 'anyDay')}
        {...dateLocale}
        clearable
        leftSection={<CalendarIcon size={16} />}
        value={filters.to}
        minDate={filters.from ?? undefined}
        onChange={(to) => update({ to })}
      />
      <Select
        label={t(REPORT_TEXTS, 'role')}
        placeholder={t(REPORT_TEXTS, 'allRoles')}
        data={roleOptions()}
        value={filters.role}
        onChange={(role) => update({ role })}
        clearable
      />
      {children}
      <TextInput
        label={t(REPORT_TEXTS, 'user')}
        placeholder={t(REPORT_TEXTS, 'nameOrEmail')}
        type="search"
        leftSection={<SearchIcon size={16} />}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
    </SimpleGrid>
  );
}

/** A column of a report's table: its heading (in REPORT_TEXTS) and the cell each row gives it (`t`: useT()'s). */
export interface ReportColumn<T> {
  heading: MessageKey<typeof REPORT_TEXTS>;
  cell: (row: T, t: ReturnType<typeof useT>) => ReactNode;
}

interface ReportListProps<T> {
  rows: T[];
  /** What the table's caption and the phone list say they hold. */
  listLabel: string;
  /** The table's columns, in order. */
  columns: ReadonlyArray<ReportColumn<T>>;
  /** A row's card on a phone. */
  card: (row: T) => ReactNode;
}

interface ReportScaffoldProps<T> extends ReportListProps<T> {
  title: string;
  lead: string;
  filters: ReactNode;
  /** What the section of results is called. */
  label: string;
  /** The count above the list ("2 users"). */
  count: (total: number) => string;
  emptyText: string;
  /** The page of results, undefined until the first one arrives. */
  result: { total: number; pageSize: number } | undefined;
  loading: boolean;
  exporting: boolean;
  onDownload: () => void;
  page: number;
  onPage: (page: number) => void;
}

/** A staff report: its frame and filters, then the count, the CSV download, the rows (a table, or cards on a phone) and the pages. */
export function ReportScaffold<T extends { id: string | number }>(props: ReportScaffoldProps<T>) {
  const { title, lead, filters, label, count, emptyText, result, loading, exporting, onDownload, page, onPage } = props;
  const t = useT();
  return (
    <ReportFrame title={title} lead={lead} filters={filters}>
      <section aria-label={label} aria-busy={loading || undefined}>
        {!result ? (
          <ReportLoading />
        ) : (
          <Stack gap="md">
            <Group justify="space-between">
              <Text size="sm" c="stone.7" role="status">
                {count(result.total)}
              </Text>
              <Button variant="outline" onClick={onDownload} loading={exporting} disabled={result.total === 0}>
                {t(REPORT_TEXTS, 'downloadCsv')}
              </Button>
            </Group>
            {props.rows.length === 0 ? <ReportEmpty text={emptyText} /> : <ReportList {...props} />}
            <ReportPager total={result.total} pageSize={result.pageSize} page={page} onChange={onPage} />
          </Stack>
        )}
      </section>
    </ReportFrame>
  );
}

/** The rows of a report: a table on a wide screen, one card each on a phone. */
function ReportList<T extends { id: string | number }>({ rows, listLabel, columns, card }: ReportListProps<T>) {
  const t = useT();
  return (
    <>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" withTableBorder captionSide="top">
          <Table.Caption className="visually-hidden">{listLabel}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.heading}>{t(REPORT_TEXTS, column.heading)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((column) => (
                  <Table.Td key={column.heading}>{column.cell(row, t)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm" component="ul" className="plain-list" aria-label={listLabel}>
        {rows.map((row) => (
          <Paper key={row.id} component="li" withBorder p="md">
            {card(row)}
          </Paper>
        ))}
      </Stack>
    </>
  );
}
