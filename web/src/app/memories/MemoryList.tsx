import { Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MEMORY_SCREEN_TEXTS as S, MEMORY_TYPES, memoryTypeLabel, MESSAGES } from '@memorial/schema';
import type { FragmentType } from '../../gql';
import { HeartIcon, QuoteIcon } from '../icons';
import { useT } from '../i18n';
import { MemoryCard, type MemoryCardFragment, type MemoryCardMode } from './MemoryCard';
import type { Moderation } from './moderation/useModeration';

export interface MemoryListProps {
  memories: ReadonlyArray<{ id: number } & FragmentType<typeof MemoryCardFragment>>;
  mode: MemoryCardMode;
  moderation?: Moderation;
  /** Where Share a Memory leads. */
  sharePath: string;
  /** The chosen type's name (MEMORY_TYPES, in English), when filtered: shown in the page's language. */
  filterName?: string | null;
  loading?: boolean;
}

/** The memories of the memorial page, newest first, with the spec's empty state. */
export function MemoryList({ memories, mode, moderation, sharePath, filterName, loading }: MemoryListProps) {
  const t = useT();
  const filterType = MEMORY_TYPES.find((type) => type.name === filterName);
  const filterWord = filterType ? memoryTypeLabel(t, filterType.id) : filterName;
  return (
    <section className="memorial-section memories" aria-labelledby="memories-heading" aria-busy={loading || undefined}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <div>
          <Title order={2} id="memories-heading" className="memorial-section__title" mb={0}>
            {t(S, 'memories')}
          </Title>
          {filterWord && (
            <Text size="sm" c="stone.7">
              {t(S, 'showingType', { type: filterWord })}
            </Text>
          )}
        </div>
        <Group gap="xs">
          {loading && <Loader size="xs" color="sage" aria-label={t(S, 'loadingMemories')} />}
          <Button component={Link} to={sharePath} variant="light" size="compact-md" leftSection={<HeartIcon size={15} />}>
            {t(S, 'shareAMemory')}
          </Button>
        </Group>
      </Group>
      <MemoryCards memories={memories} mode={mode} moderation={moderation} />
    </section>
  );
}

/** The cards, or the spec's empty state when there are none. */
export function MemoryCards({ memories, mode, moderation }: Pick<MemoryListProps, 'memories' | 'mode' | 'moderation'>) {
  const t = useT();
  if (!memories.length) {
    return (
      <Stack align="center" gap="xs" py="xl" className="empty-state">
        <ThemeIcon variant="light" color="stone" size={48} radius="xl" aria-hidden>
          <QuoteIcon size={22} />
        </ThemeIcon>
        <Text c="stone.7">{t(MESSAGES, 'noMemories')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {memories.map((m) => (
        <MemoryCard key={m.id} memory={m} mode={mode} moderation={moderation} />
      ))}
    </Stack>
  );
}
