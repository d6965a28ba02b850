import { useCallback, useState } from 'react';
import { Alert, Button, Group, Select, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { ANNOUNCEMENTS, MEMORY_MODERATION_TEXTS as MO, MEMORY_NOTICES, MEMORY_SCREEN_TEXTS as S } from '@memorial/schema';
import { graphql } from '../../../gql';
import { announce } from '../../Announcer';
import { CheckIcon, InfoIcon } from '../../icons';
import { useT } from '../../i18n';
import { useFocusAfterRemoval } from '../moderation/useFocusAfterRemoval';
import { useModeration, type Moderation } from '../moderation/useModeration';
import { ModeratedCard } from '../screening/ModeratedCard';
import { DEFAULT_VIEW, ModerationTools, type ModerationView } from '../screening/ModerationTools';
import { useScreeningActions, type ScreeningActions } from '../screening/useScreeningActions';
import { useSelection, type Selection } from '../screening/useSelection';
import { useMemoryEvents } from '../useMemoryEvents';
import { HeldForReview } from './HeldForReview';

const ApproveMemoriesQuery = graphql(`
  query ApproveMemories($opi: String!, $status: Int!, $sort: ModerationSort, $level: ScreeningLevel) {
    approvalMemories(opi: $opi, status: $status, sort: $sort, level: $level) {
      id
      title
      status
      screening {
        held
        ...ScreeningSummary_screening
      }
      ...MemoryCard_memory
    }
  }
`);

const ApproveMemoryQuery = graphql(`
  query ApproveMemory($id: Int!) {
    memory(id: $id) {
      id
      title
      status
      screening {
        held
        ...ScreeningSummary_screening
      }
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
 * The memories to approve: the filter's list (in the order and at the risk level chosen), or the one memory from the
 * e-mail (or that it is gone), kept up to date over the memoryEvents subscription, with the moderation calls that
 * reload it and the public list.
 */
function useApprovalMemories({
  opi,
  filter,
  memoryId,
  onPublicChange,
  view,
}: Pick<ApproveMemoriesTabProps, 'opi' | 'filter' | 'memoryId' | 'onPublicChange'> & { view: ModerationView }) {
  const list = useQuery(ApproveMemoriesQuery, {
    variables: { opi, status: filter, sort: view.sort, level: view.level },
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
  const actions = useScreeningActions(opi, reload);

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
  return { memories, loading, singleMissing, moderation, actions };
}

type ApprovalMemory = NonNullable<ReturnType<typeof useApprovalMemories>['memories']>[number];

interface ApprovalListProps {
  /** Undefined while loading; without the held ones (they have their own group). */
  memories: readonly ApprovalMemory[] | undefined;
  singleMissing: boolean;
  filter: 1 | 2;
  moderation: Moderation;
  /** Checkboxes for Reject selected as spam (the pending list). */
  selection: Selection | undefined;
}

/**
 * The memories as cards with the screening's words, or loading, or that the e-mail's memory is gone, or that there is
 * none. A card that leaves (approved, rejected, deleted) hands focus to the next card, or to the tab's heading.
 */
function ApprovalList({ memories, singleMissing, filter, moderation, selection }: ApprovalListProps) {
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
          <ModeratedCard memory={m} mode={m.status === 'Accepted' ? 'family' : 'approve'} moderation={moderation} selection={selection} />
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

/** The Show filter (Pending for Approval or Rejected) beside the tab's heading. */
function ApprovalHeading({ filter, onFilter, single }: { filter: 1 | 2; onFilter: (filter: 1 | 2) => void; single: boolean }) {
  const t = useT();
  return (
    <Group justify="space-between" align="flex-end" mb="md" gap="sm">
      <Title order={2} id="approve-heading" className="memorial-section__title" mb={0}>
        {t(MO, 'approveMemories')}
      </Title>
      {!single && (
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
  );
}

interface ScreenedListsProps {
  memories: readonly ApprovalMemory[] | undefined;
  filter: 1 | 2;
  view: ModerationView;
  onView: (view: ModerationView) => void;
  moderation: Moderation;
  actions: ScreeningActions;
}

/**
 * The list with the screening's tools: sort and risk, the selection and Reject selected as spam (pending only), and the
 * held memories apart, under their collapsed group (whose memories are selectable only while it is open).
 */
function ScreenedLists({ memories, filter, view, onView, moderation, actions }: ScreenedListsProps) {
  const [heldOpen, setHeldOpen] = useState(false);
  const held = memories?.filter((m) => m.screening?.held) ?? [];
  const others = memories?.filter((m) => !m.screening?.held);
  const pending = filter === 1;
  const selection = useSelection(pending ? [...(others ?? []), ...(heldOpen ? held : [])].map((m) => m.id) : []);
  return (
    <Stack gap="lg">
      <ModerationTools view={view} onView={onView} selection={pending ? selection : undefined} actions={actions} />
      {held.length > 0 && (
        <HeldForReview
          memories={held}
          open={heldOpen}
          onOpen={setHeldOpen}
          moderation={moderation}
          actions={actions}
          selection={selection}
        />
      )}
      <ApprovalList
        memories={others}
        singleMissing={false}
        filter={filter}
        moderation={moderation}
        selection={pending ? selection : undefined}
      />
    </Stack>
  );
}

/**
 * Approve Memories (family with access): pending or rejected memories, with approve, reject, edit and delete, the
 * screening's words on each, sort and risk filter, Reject selected as spam, and the held memories under their own
 * collapsed group with Release. New submissions arrive over the memoryEvents subscription and the list reloads
 * without the page.
 */
export function ApproveMemoriesTab({ opi, filter, onFilter, memoryId, onShowAll, onPublicChange }: ApproveMemoriesTabProps) {
  const t = useT();
  const [view, setView] = useState<ModerationView>(DEFAULT_VIEW);
  const { memories, loading, singleMissing, moderation, actions } = useApprovalMemories({ opi, filter, memoryId, onPublicChange, view });
  return (
    <section className="memorial-section" aria-labelledby="approve-heading">
      <ApprovalHeading filter={filter} onFilter={onFilter} single={memoryId !== null} />
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
      {memoryId === null ? (
        <ScreenedLists
          memories={loading ? undefined : memories}
          filter={filter}
          view={view}
          onView={setView}
          moderation={moderation}
          actions={actions}
        />
      ) : (
        <ApprovalList
          memories={loading ? undefined : memories}
          singleMissing={singleMissing}
          filter={filter}
          moderation={moderation}
          selection={undefined}
        />
      )}
    </section>
  );
}
