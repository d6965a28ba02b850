import type { ReactNode } from 'react';
import { Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { APP_TEXTS, REPORT_TEXTS } from '@memorial/schema';
import { ArrangementFrame } from '../../app/arrangement/ArrangementFrame';
import { useT } from '../../app/i18n';
import './staff.css';

/** The frame of a staff report: breadcrumbs from the staff dashboard, title, filters, then the result. */
export function ReportFrame({ title, lead, filters, children }: { title: string; lead: string; filters: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <ArrangementFrame
      title={title}
      crumbs={[
        { label: t(APP_TEXTS, 'dashboard'), to: '/admin/decedents' },
        { label: title, current: true },
      ]}
      lead={lead}
    >
      <Paper withBorder p="md" className="guide-card" component="section" aria-label={t(REPORT_TEXTS, 'filters')}>
        {filters}
      </Paper>
      {children}
    </ArrangementFrame>
  );
}

export function ReportLoading() {
  return (
    <Stack gap="sm">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={48} radius="md" />
      ))}
    </Stack>
  );
}

export function ReportEmpty({ text }: { text: string }) {
  return (
    <Paper withBorder p="xl" ta="center" className="guide-card">
      <Text c="stone.8">{text}</Text>
    </Paper>
  );
}

export function ReportPager({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        getItemProps={(p) => ({ 'aria-label': t(REPORT_TEXTS, 'page', { page: String(p) }) })}
        getControlProps={(control) => ({ 'aria-label': t(REPORT_TEXTS, `${control}Page`) })}
      />
    </Group>
  );
}
