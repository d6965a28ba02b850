import { Paper, Radio, Stack, Title } from '@mantine/core';
import { MEMORY_TYPES } from '@memorial/schema';

export interface MemoryTypeFilterProps {
  value: number | null;
  onChange: (memoryType: number | null) => void;
  /** Unique per place the filter is shown (the right column, the phone's Filters modal). */
  idPrefix: string;
}

/** Browse memories by type: all, or one of the eight types. */
export function MemoryTypeFilter({ value, onChange, idPrefix }: MemoryTypeFilterProps) {
  const headingId = `${idPrefix}-memory-type`;
  return (
    <Paper withBorder p="lg" className="filter-panel" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} className="events-panel__title" mb="sm">
        Memory Type
      </Title>
      <Radio.Group
        value={value ? String(value) : 'all'}
        onChange={(v) => onChange(v === 'all' ? null : Number(v))}
        aria-labelledby={headingId}
      >
        <Stack gap={10}>
          <Radio value="all" label="All memories" />
          {MEMORY_TYPES.map((t) => (
            <Radio key={t.id} value={String(t.id)} label={t.name} />
          ))}
        </Stack>
      </Radio.Group>
    </Paper>
  );
}
