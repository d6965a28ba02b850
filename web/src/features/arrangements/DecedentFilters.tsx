import { Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FUNERAL_HOMES, STAFF_DECEDENTS_TEXTS as S } from '@memorial/schema';
import { useT } from '../../app/i18n';
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
  const t = useT();
  return (
    <Paper withBorder p="md" className="guide-card" component="section" aria-label={t(S, 'filters')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        <TextInput
          label={t(S, 'search')}
          placeholder={t(S, 'searchPlaceholder')}
          leftSection={<SearchIcon size={16} />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          type="search"
        />
        <Select
          label={t(S, 'funeralHome')}
          placeholder={t(S, 'allHomes')}
          data={HOMES}
          value={filters.home || null}
          onChange={(value) => update('home', value ?? '')}
          clearable
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="privacy-filter">
            {t(S, 'website')}
          </Text>
          <SegmentedControl
            aria-labelledby="privacy-filter"
            value={filters.privacy}
            onChange={(value) => update('privacy', value)}
            data={[
              { value: '', label: t(S, 'all') },
              { value: 'no', label: t(S, 'public') },
              { value: 'yes', label: t(S, 'private') },
            ]}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="lock-filter">
            {t(S, 'certificate')}
          </Text>
          <SegmentedControl
            aria-labelledby="lock-filter"
            value={filters.lock}
            onChange={(value) => update('lock', value)}
            data={[
              { value: '', label: t(S, 'all') },
              { value: 'no', label: t(S, 'open') },
              { value: 'yes', label: t(S, 'locked') },
            ]}
          />
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
