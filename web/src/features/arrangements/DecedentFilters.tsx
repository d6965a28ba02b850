import { Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FUNERAL_HOMES } from '@memorial/schema';
import { SearchIcon } from '../../app/icons';
import type { Filters, UpdateFilter } from './useStaffDecedents';

const HOMES = FUNERAL_HOMES.map((h) => ({ value: h.code, label: h.name }));

interface DecedentFiltersProps {
  filters: Filters;
  update: UpdateFilter;
  /** The search as typed (the list follows once the typing pauses). */
  typed: string;
  setTyped: (typed: string) => void;
}

/** The search and filters above the staff's list of decedents. */
export function DecedentFilters({ filters, update, typed, setTyped }: DecedentFiltersProps) {
  return (
    <Paper withBorder p="md" className="guide-card" component="section" aria-label="Filters">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        <TextInput
          label="Search"
          placeholder="Name or case number"
          leftSection={<SearchIcon size={16} />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          type="search"
        />
        <Select
          label="Funeral Home"
          placeholder="All funeral homes"
          data={HOMES}
          value={filters.home || null}
          onChange={(value) => update('home', value ?? '')}
          clearable
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="privacy-filter">
            Website
          </Text>
          <SegmentedControl
            aria-labelledby="privacy-filter"
            value={filters.privacy}
            onChange={(value) => update('privacy', value)}
            data={[
              { value: '', label: 'All' },
              { value: 'no', label: 'Public' },
              { value: 'yes', label: 'Private' },
            ]}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="lock-filter">
            Certificate
          </Text>
          <SegmentedControl
            aria-labelledby="lock-filter"
            value={filters.lock}
            onChange={(value) => update('lock', value)}
            data={[
              { value: '', label: 'All' },
              { value: 'no', label: 'Open' },
              { value: 'yes', label: 'Locked' },
            ]}
          />
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
