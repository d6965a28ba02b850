import { useCallback } from 'react';
import { Alert, Button, Group, Select, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { ANNOUNCEMENTS, MEMORY_MODERATION_TEXTS as MO, MEMORY_NOTICES, MEMORY_SCREEN_TEXTS as S } from '@memorial/schema';
import { graphql } from '../../../gql';
import { announce } from '../../Announcer';
import { CheckIcon, InfoIcon } from '../../icons';
import { useT } from '../../i18n';
import { MemoryCard } from '../MemoryCard';
import { useFocusAfterRemoval } from '../moderation/useFocusAfterRemoval';
import { useModeration, type Moderation } from '../moderation/useModeration';
import { useMemoryEvents } from '../useMemoryEvents';

const ApproveMemoriesQuery = graphql(`
  query ApproveMemories($opi: String!, $status: Int!) {
    approvalMemories(opi: $opi, status: $status) {
      id
      status
      ...MemoryCard_memory
    }
  }
`);

const ApproveMemoryQuery = graphql(`
  query ApproveMemory($id: Int!) {
    memory(id: $id) {
      id
      status
      ...MemoryCard_memory
    }
  }
`);

/** The approval list filter: 1 Pending for Approval, 2 Rejected. */
const APPROVAL_FILTERS = [
  { value: '1', label: 'pendingForApproval' },
  { value: '2', label: 'rejected' },
] as const;

export interface ApproveMemoriesTabProps {
  opi: string;
  filter: 1 | 2;
  onFilter: (filter: 1 | 2) => void;
  /** memory=<id>: only that memory. */
  memoryId: number | null;
  onShowAll: () => void;
  /** Something changed that the public list shows too. */
  onPublicChange: () => void;
}

/**
 * The memories to approve: the filter's list, or the one memory from the e-mail (or that it is gone), kept up to
 * date over the memoryEvents subscription, with the moderation calls that reload it and the public list.
 */
function useApprovalMemories({
  opi,
  filter,
  memoryId,
  onPublicChange,
}: Pick<ApproveMemoriesTabProps, 'opi' | 'filter' | 'memoryId' | 'onPublicChange'>) {
  const list = useQuery(ApproveMemoriesQuery, {
    variables: { opi, status: filter },
    skip: memoryId !== null,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const single = useQuery(ApproveMemoryQuery, {
    variables: { id: memoryId ?? 0 },
    skip: memoryId === null,
    fetchPolicy: 'cache-and-network',
    // A memory from an old e-mail may be gone: the tab says so itself.
    context: { pageStates: ['NOT_FOUND'] },
  });
  const refetchList = list.refetch;
  const refetchSingle = single.refetch;

  const reload = useCallback(() => {
    if (memoryId === null) void refetchList();
    else void refetchSingle();
    onPublicChange();
  }, [memoryId, refetchList, refetchSingle, onPublicChange]);
  const moderation = useModeration(opi, reload);

  useMemoryEvents(opi, (event) => {
    // A new memory to moderate is said through the live region (the list changes under the reader).
    if (event.kind === 'SUBMITTED') announce(ANNOUNCEMENTS.memoryEvent(event.kind, event.title));
    if (memoryId === null) void refetchList();
    onPublicChange();
  });

  // The e-mail's memory is gone (deleted here, or before the e-mail was opened): its stale card must not stay with live buttons.
  const singleMissing = memoryId !== null && !!single.error;
  const memories =
    memoryId === null ? list.data?.approvalMemories : singleMissing ? [] : single.data?.memory ? [single.data.memory] : undefined;
  const loading = memoryId === null ? list.loading && !list.data : single.loading && !single.data;
  return { memories, loading, singleMissing, moderation };
}

type ApprovalMemory = NonNullable<ReturnType<typeof useApprovalMemories>['memories']>[number];

interface ApprovalListProps {
  /** Undefined while loading. */
  memories: readonly ApprovalMemory[] | undefined;
  singleMissing: boolean;
  filter: 1 | 2;
  moderation: Moderation;
}

/**
 * The memories as cards, or loading, or that the e-mail's memory is gone, or that there is none. A card that leaves
 * (approved, rejected, deleted) hands focus to the next card, or to the tab's heading.
 */
function ApprovalList({ memories, singleMissing, filter, moderation }: ApprovalListProps) {
  const t = useT();
  const { listRef, noteFocus } = useFocusAfterRemoval(
    memories?.map((m) => m.id),
    'approve-heading',
  );
  return !memories ? (
    <Stack gap="md" aria-busy="true" aria-label={t(MO, 'loadingToApprove')}>
      <Skeleton height={140} radius="lg" />
      <Skeleton height={140} radius="lg" />
    </Stack>
  ) : singleMissing ? (
    <Text c="stone.7" ta="center" py="xl">
      {t(MEMORY_NOTICES, 'memoryMissing')}
    </Text>
  ) : memories.length ? (
    <Stack gap="lg" ref={listRef}>
      {memories.map((m) => (
        <div key={m.id} onFocus={() => noteFocus(m.id)}>
          <MemoryCard memory={m} mode={m.status === 'Accepted' ? 'family' : 'approve'} moderation={moderation} />
        </div>
      ))}
    </Stack>
  ) : (
    <Stack align="center" gap="xs" py="xl" className="empty-state">
      <ThemeIcon variant="light" color="sage" size={48} radius="xl" aria-hidden>
        <CheckIcon size={22} />
      </ThemeIcon>
      {/* "No pending requests" suits the Pending filter only; an empty Rejected list has no memories. */}
      <Text c="stone.7">{filter === 1 ? t(MEMORY_NOTICES, 'noPending') : t(MEMORY_NOTICES, 'noMemories')}</Text>
    </Stack>
  );
}

/**
 * Approve Memories (family with access): pending or rejected memories, with
 * approve, reject, edit and delete. New submissions arrive over the memoryEvents
 * subscription and the list reloads without the page.
 */
export function ApproveMemoriesTab({ opi, filter, onFilter, memoryId, onShowAll, onPublicChange }: ApproveMemoriesTabProps) {
  const t = useT();
  const { memories, loading, singleMissing, moderation } = useApprovalMemories({ opi, filter, memoryId, onPublicChange });
  return (
    <section className="memorial-section" aria-labelledby="approve-heading">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Title order={2} id="approve-heading" className="memorial-section__title" mb={0}>
          {t(MO, 'approveMemories')}
        </Title>
        {memoryId === null && (
          <Select
            aria-label={t(MO, 'show')}
            data={APPROVAL_FILTERS.map((f) => ({ value: f.value, label: t(S, f.label) }))}
            value={String(filter)}
            onChange={(v) => onFilter(v === '2' ? 2 : 1)}
            allowDeselect={false}
            w={220}
            size="sm"
          />
        )}
      </Group>
      {memoryId !== null && (
        <Alert variant="light" color="sage" icon={<InfoIcon />} mb="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t(MO, 'fromEmail')}</Text>
            <Button variant="subtle" size="compact-sm" onClick={onShowAll}>
              {t(MO, 'showAllRequests')}
            </Button>
          </Group>
        </Alert>
      )}
      <ApprovalList memories={loading ? undefined : memories} singleMissing={singleMissing} filter={filter} moderation={moderation} />
    </section>
  );
}
