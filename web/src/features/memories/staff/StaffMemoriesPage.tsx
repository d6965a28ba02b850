import { useCallback, useEffect, useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ANNOUNCEMENTS,
  MEMORY_EVENT_TEXTS,
  MEMORY_NOTICES,
  MEMORY_SCREEN_TEXTS,
  MEMORY_TYPE_LABELS,
  MEMORY_TYPES,
  memoryTypeLabel,
  MESSAGES,
  SHARED_MEMORY_TYPE,
  STAFF_MEMORY_TEXTS as S,
  type Locale,
  type MessageKey,
} from '@memorial/schema';
import { useLocale, useT } from '../../../app/i18n';
import { graphql } from '../../../gql';
import type { MemoryStatus, StaffMemoriesQuery as StaffMemoriesQueryData } from '../../../gql/graphql';
import { announce } from '../../../app/Announcer';
import { displayName } from '../../../app/decedentName';
import { errorCode } from '../../../app/errors';
import { formatCardDateTime } from '../../../app/format';
import { CheckIcon, ExternalIcon, SearchIcon } from '../../../app/icons';
import { PageBreadcrumbs } from '../../../app/layout/PageBreadcrumbs';
import { PageShell } from '../../../app/layout/PageShell';
import { useFocusAfterRemoval } from '../../../app/memories/moderation/useFocusAfterRemoval';
import { useModeration } from '../../../app/memories/moderation/useModeration';
import { ModeratedCard } from '../../../app/memories/screening/ModeratedCard';
import { DEFAULT_VIEW, ModerationTools, type ModerationView } from '../../../app/memories/screening/ModerationTools';
import { ScreeningSummary } from '../../../app/memories/screening/ScreeningSummary';
import { useScreeningActions } from '../../../app/memories/screening/useScreeningActions';
import { useSelection } from '../../../app/memories/screening/useSelection';
import { useMemoryEvents, type MemoryEvent } from '../../../app/memories/useMemoryEvents';
import '../../../app/memories/memories.css';

const StaffMemoriesQuery = graphql(`
  query StaffMemories(
    $opi: String!
    $status: MemoryStatus
    $memoryType: Int
    $search: String
    $page: Int!
    $pageSize: Int!
    $sort: ModerationSort
    $level: ScreeningLevel
    $held: Boolean
  ) {
    decedent(opi: $opi) {
      id
      opi
      slug
      ...DisplayName_decedent
    }
    staffMemories(
      opi: $opi
      status: $status
      memoryType: $memoryType
      search: $search
      page: $page
      pageSize: $pageSize
      sort: $sort
      level: $level
      held: $held
    ) {
      total
      page
      pageSize
      memories {
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
  }
`);

const StaffMemoryDecedentsQuery = graphql(`
  query StaffMemoryDecedents($search: String) {
    staffDecedents(search: $search, page: 1, pageSize: 20) {
      total
      decedents {
        id
        opi
        fullName
        dateOfDeath
      }
    }
  }
`);

export const STAFF_PAGE_SIZE = 10;
const PAGE_STATES = ['NOT_FOUND', 'PRIVATE', 'BAD_USER_INPUT'] as const;

/** The status filter's choices, in the words of the memory cards. */
const STATUS_KEYS: ReadonlyArray<[string, MessageKey<typeof MEMORY_SCREEN_TEXTS>]> = [
  ['Pending', 'pendingForApproval'],
  ['Accepted', 'approved'],
  ['Rejected', 'rejected'],
];

// The day and the time on one clock, the staff member's (the day was the funeral home's, the time the browser's), in
// the screen's language.
const timeOf = (at: unknown, locale: Locale): string => formatCardDateTime(String(at), undefined, locale);

/** Live activity across every decedent, newest first, as long as the page is open. */
const ACTIVITY_LIMIT = 12;

/**
 * /admin/memories (and /admin/memories/{opi}, /admin/memories-list/{opi}): the
 * staff moderation dashboard. Choose a decedent, filter by status, type and
 * words, page through, and moderate with the family website's own components.
 * New submissions from every decedent arrive live.
 */
export function StaffMemoriesPage() {
  const t = useT();
  const { opi: routeOpi } = useParams();
  const opi = routeOpi?.trim() || null;
  const navigate = useNavigate();
  const [activity, setActivity] = useState<MemoryEvent[]>([]);
  const [refreshKey, setRefreshKey] = useState(0);

  useMemoryEvents(null, (event) => {
    setActivity((list) => [event, ...list].slice(0, ACTIVITY_LIMIT));
    // Said through the app's live region: the activity list appears with its first event, too late to be one itself.
    announce(ANNOUNCEMENTS.memoryEvent(event.kind, event.title));
    if (event.opi === opi) setRefreshKey((n) => n + 1);
  });

  const open = (next: string) => navigate(`/admin/memories/${encodeURIComponent(next.trim())}`);

  return (
    <PageShell>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="xl">
          <PageBreadcrumbs
            items={[
              { label: t(S, 'staffArea'), to: '/admin' },
              ...(opi ? [{ label: t(S, 'memories'), to: '/admin/memories' }, { label: opi }] : [{ label: t(S, 'memories') }]),
            ]}
          />
          <div>
            <Title order={1}>{t(S, 'memories')}</Title>
            <Text c="stone.7" mt={4}>
              {t(S, 'lead')}
            </Text>
          </div>
          <div className="staff-memories">
            <div className="staff-memories__main">
              <Stack gap="lg">
                <DecedentChooser opi={opi} onOpen={open} />
                {opi ? <StaffMemoryList key={opi} opi={opi} refreshKey={refreshKey} /> : <ChooseHint />}
              </Stack>
            </div>
            <aside className="staff-memories__aside">
              <LiveActivity events={activity} current={opi} />
            </aside>
          </div>
        </Stack>
      </Container>
    </PageShell>
  );
}

function ChooseHint() {
  const t = useT();
  return (
    <Paper withBorder p="xl" ta="center" className="page-state">
      <Text c="stone.7">{t(S, 'chooseHint')}</Text>
    </Paper>
  );
}

function DecedentChooser({ opi, onOpen }: { opi: string | null; onOpen: (opi: string) => void }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [typed, setTyped] = useState(opi ?? '');
  useEffect(() => setTyped(opi ?? ''), [opi]);
  const { data } = useQuery(StaffMemoryDecedentsQuery, { variables: { search: debounced.trim() || null } });
  const decedents = [...new Map((data?.staffDecedents.decedents ?? []).map((d) => [d.opi, d])).values()];

  return (
    <Paper withBorder p="lg" className="staff-chooser">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t(S, 'decedent')}
          placeholder={t(S, 'searchDecedent')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={decedents.map((d) => ({ value: d.opi, label: `${d.fullName} · ${d.opi}` }))}
          value={decedents.some((d) => d.opi === opi) ? opi : null}
          onChange={(v) => v && onOpen(v)}
          nothingFoundMessage={t(S, 'noDecedent')}
          leftSection={<SearchIcon size={15} />}
          filter={({ options }) => options}
          maxDropdownHeight={360}
        />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (typed.trim()) onOpen(typed);
          }}
          aria-label={t(S, 'openByCase')}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t(S, 'caseNumber')}
              placeholder={t(S, 'casePlaceholder')}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="default">
              {t(S, 'open')}
            </Button>
          </Group>
        </form>
      </SimpleGrid>
    </Paper>
  );
}

type StaffDecedent = NonNullable<StaffMemoriesQueryData['decedent']>;

/** The decedent's name, the OPI and the count of memories, and the link to the memorial page. */
function StaffListHeading({ opi, decedent, total }: { opi: string; decedent: StaffDecedent | undefined; total: number | undefined }) {
  const t = useT();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={2} id="staff-list-heading" className="staff-memories__name">
          {decedent ? displayName(decedent) : <Skeleton height={28} width={240} />}
        </Title>
        <Text size="sm" c="stone.7">
          {opi}
          {total !== undefined && ` · ${t(S, 'count', { count: total })}`}
        </Text>
      </div>
      {decedent && (
        <Anchor component={Link} to={`/name/${decedent.slug}/${decedent.opi}`} size="sm" c="sage.8" target="_blank">
          {t(S, 'viewMemorialPage')} <ExternalIcon size={13} />
        </Anchor>
      )}
    </Group>
  );
}

interface StaffFiltersProps {
  status: string;
  onStatus: (status: string) => void;
  type: string;
  onType: (type: string) => void;
  search: string;
  onSearch: (search: string) => void;
}

/** Status, type and the search of the list. */
function StaffFilters({ status, onStatus, type, onType, search, onSearch }: StaffFiltersProps) {
  const t = useT();
  const statusOptions = [
    { value: 'all', label: t(S, 'allStatuses') },
    ...STATUS_KEYS.map(([value, key]) => ({ value, label: t(MEMORY_SCREEN_TEXTS, key) })),
  ];
  const typeOptions = [
    { value: 'all', label: t(S, 'allTypes') },
    ...MEMORY_TYPES.map((type) => ({ value: String(type.id), label: memoryTypeLabel(t, type.id) ?? type.name })),
    { value: String(SHARED_MEMORY_TYPE), label: t(MEMORY_TYPE_LABELS, 'type9') },
  ];
  return (
    <Paper withBorder p="md" className="staff-filters">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select label={t(S, 'status')} data={statusOptions} value={status} onChange={(v) => onStatus(v ?? 'all')} allowDeselect={false} />
        <Select label={t(S, 'type')} data={typeOptions} value={type} onChange={(v) => onType(v ?? 'all')} allowDeselect={false} />
        <TextInput
          label={t(S, 'search')}
          placeholder={t(S, 'searchPlaceholder')}
          value={search}
          onChange={(e) => onSearch(e.currentTarget.value)}
          leftSection={<SearchIcon size={15} />}
        />
      </SimpleGrid>
    </Paper>
  );
}

/** The list could not be read: a missing page, or the generic error. */
function StaffListError({ error }: { error: unknown }) {
  const t = useT();
  const code = errorCode(error);
  return (
    <Paper withBorder p="xl" ta="center" className="page-state" role="status">
      <Text c="stone.8">
        {code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' ? t(MESSAGES, 'missingPage') : t(MESSAGES, 'genericError')}
      </Text>
    </Paper>
  );
}

/** The pages of the list, their arrows named in the page's language. */
function StaffPagination({ pages, page, onChange }: { pages: number; page: number; onChange: (page: number) => void }) {
  const t = useT();
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        radius="xl"
        getControlProps={(c) => ({
          'aria-label': c === 'previous' ? t(S, 'previousPage') : c === 'next' ? t(S, 'nextPage') : undefined,
        })}
      />
    </Group>
  );
}

/** The list's query: status, type, words, page, and the screening's order and filters; the page goes back to 1 when a filter changes. */
function useStaffMemories(opi: string, refreshKey: number) {
  const [status, setStatus] = useState('all');
  const [type, setType] = useState('all');
  const [search, setSearch] = useState('');
  const [view, setView] = useState<ModerationView>(DEFAULT_VIEW);
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [status, type, debounced, view]);

  const variables = {
    opi,
    status: status === 'all' ? null : (status as MemoryStatus),
    memoryType: type === 'all' ? null : Number(type),
    search: debounced.trim() || null,
    page,
    pageSize: STAFF_PAGE_SIZE,
    ...view,
  };
  const query = useQuery(StaffMemoriesQuery, {
    variables,
    context: { pageStates: PAGE_STATES },
    fetchPolicy: 'cache-and-network',
  });
  const { refetch } = query;
  useEffect(() => {
    if (refreshKey) void refetch();
  }, [refreshKey, refetch]);
  const filters = { status, onStatus: setStatus, type, onType: setType, search, onSearch: setSearch };
  return { query, filters, view, setView, page, setPage };
}

/**
 * One decedent's memories for staff: filters, the screening's words, order and filters, the selection (Reject selected
 * as spam, Release selected), pages, moderation. A card that leaves the list hands focus to the next one, or to the
 * list's heading.
 */
function StaffMemoryList({ opi, refreshKey }: { opi: string; refreshKey: number }) {
  const t = useT();
  const { query, filters, view, setView, page, setPage } = useStaffMemories(opi, refreshKey);
  const { data: current, previousData, loading, error, refetch } = query;
  const data = current ?? previousData;
  const reload = useCallback(() => void refetch(), [refetch]);
  const moderation = useModeration(opi, reload);
  const actions = useScreeningActions(opi, reload);
  const memories = data?.staffMemories.memories;
  const { listRef, noteFocus } = useFocusAfterRemoval(
    memories?.map((m) => m.id),
    'staff-list-heading',
  );
  const selection = useSelection(memories?.map((m) => m.id));
  const releasable = memories?.filter((m) => m.screening?.held && selection.has(m.id)).map((m) => m.id) ?? [];

  if (!data && error) return <StaffListError error={error} />;

  const result = data?.staffMemories;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  return (
    <section aria-labelledby="staff-list-heading">
      <Stack gap="md">
        <StaffListHeading opi={opi} decedent={data?.decedent} total={result?.total} />
        <StaffFilters {...filters} />
        <ModerationTools view={view} onView={setView} heldFilter selection={selection} actions={actions} releasable={releasable} />
        {!result ? (
          <Stack gap="md" aria-busy="true" aria-label={t(S, 'loadingMemories')}>
            <Skeleton height={160} radius="lg" />
            <Skeleton height={160} radius="lg" />
          </Stack>
        ) : result.memories.length ? (
          <Stack gap="lg" aria-busy={loading || undefined} ref={listRef}>
            {result.memories.map((m) => (
              <div key={m.id} onFocus={() => noteFocus(m.id)}>
                <ModeratedCard
                  memory={m}
                  mode="staff"
                  moderation={moderation}
                  selection={selection}
                  onRelease={() => void actions.release([m.id])}
                  showHeld
                />
              </div>
            ))}
          </Stack>
        ) : (
          <Paper withBorder p="xl" ta="center">
            <Text c="stone.7">{filters.status === 'Pending' ? t(MEMORY_NOTICES, 'noPending') : t(MESSAGES, 'noMemories')}</Text>
          </Paper>
        )}
        {pages > 1 && <StaffPagination pages={pages} page={page} onChange={setPage} />}
      </Stack>
    </section>
  );
}

function LiveActivity({ events, current }: { events: readonly MemoryEvent[]; current: string | null }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="live-heading" className="live-activity">
      <Group justify="space-between" mb="sm">
        <Title order={2} id="live-heading" className="events-panel__title">
          {t(S, 'liveActivity')}
        </Title>
        <Badge variant="dot" color="sage" size="sm">
          {t(S, 'live')}
        </Badge>
      </Group>
      {events.length === 0 ? (
        <Stack align="center" gap={6} py="md">
          <ThemeIcon variant="light" color="stone" radius="xl" size={40} aria-hidden visibleFrom="sm">
            <CheckIcon size={18} />
          </ThemeIcon>
          <Text size="sm" c="stone.7" ta="center">
            {t(S, 'liveEmpty')}
          </Text>
        </Stack>
      ) : (
        <ul className="plain-list live-activity__list">
          {events.map((e) => (
            <li key={`${e.memoryId}-${String(e.at)}-${e.kind}`} className="live-activity__item">
              <Text size="xs" c="stone.7" tt="uppercase" fw={700} lts="0.06em">
                {t(MEMORY_EVENT_TEXTS, e.kind)} · {timeOf(e.at, locale)}
              </Text>
              <Text size="sm" fw={600} lineClamp={2}>
                {e.title || t(MEMORY_SCREEN_TEXTS, 'untitled')}
              </Text>
              {e.screening && <ScreeningSummary screening={e.screening} compact />}
              {e.opi === current ? (
                <Text size="xs" c="stone.7">
                  {e.opi}
                </Text>
              ) : (
                <Anchor component={Link} to={`/admin/memories/${e.opi}`} size="xs" c="sage.8">
                  {e.opi}
                </Anchor>
              )}
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}
