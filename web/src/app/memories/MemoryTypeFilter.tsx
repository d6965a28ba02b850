import { Paper, Radio, Stack, Title } from '@mantine/core';
import { MEMORY_MEDIA_TEXTS as M, MEMORY_TYPES, memoryTypeLabel } from '@memorial/schema';
import { useT } from '../i18n';

export interface MemoryTypeFilterProps {
  value: number | null;
  onChange: (memoryType: number | null) => void;
  /** Unique per place the filter is shown (the right column, the phone's Filters modal). */
  idPrefix: string;
}

/** Browse memories by type: all, or one of the eight types. */
export function MemoryTypeFilter({ value, onChange, idPrefix }: MemoryTypeFilterProps) {
  const t = useT();
  const headingId = `${idPrefix}-memory-type`;
  return (
    <Paper withBorder p="lg" className="filter-panel" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} className="events-panel__title" mb="sm">
        {t(M, 'memoryType')}
      </Title>
      <Radio.Group
        value={value ? String(value) : 'all'}
        onChange={(v) => onChange(v === 'all' ? null : Number(v))}
        aria-labelledby={headingId}
      >
        <Stack gap={10}>
          <Radio value="all" label={t(M, 'allMemories')} />
          {MEMORY_TYPES.map((type) => (
            <Radio key={type.id} value={String(type.id)} label={memoryTypeLabel(t, type.id) ?? type.name} />
          ))}
        </Stack>
      </Radio.Group>
    </Paper>
  );
}
