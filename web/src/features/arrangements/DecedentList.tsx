import { Anchor, Badge, Group, Pagination, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { StaffDecedentsPageQuery } from '../../gql/graphql';
import { formatCardDate } from '../../app/format';
import { decedentName } from '../../app/decedentName';
import { STAFF_DECEDENTS_TEXTS as S, STEP_STATUS, type MessageKey } from '@memorial/schema';
import { useLocale, useT } from '../../app/i18n';
import { LockIcon } from '../../app/icons';

type DecedentPage = StaffDecedentsPageQuery['staffDecedents'];
type Decedent = DecedentPage['decedents'][number];

interface RowsProps {
  decedents: Decedent[];
  /** The administrator also sets each one's cemetery location. */
  isAdmin: boolean;
  /** Where a decedent's name leads: its arrangements, with the list's filters kept. */
  link: (opi: string) => string;
}

interface DecedentListProps extends Omit<RowsProps, 'decedents'> {
  /** The page of decedents, undefined until the first one arrives. */
  result: DecedentPage | undefined;
  loading: boolean;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** The staff's list of decedents: a table on a wide screen, cards on a phone, and the pages below. */
export function DecedentList({ result, loading, page, pages, onPage, isAdmin, link }: DecedentListProps) {
  const t = useT();
  return (
    <section aria-label={t(S, 'decedents')} aria-busy={loading || undefined}>
      {!result ? (
        <Stack gap="sm">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={48} radius="md" />
          ))}
        </Stack>
      ) : result.decedents.length === 0 ? (
        <Paper withBorder p="xl" ta="center" className="guide-card">
          <Text c="stone.8">{t(S, 'noMatch')}</Text>
        </Paper>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="stone.7" role="status">
            {t(S, 'count', { count: result.total })}
          </Text>
          <DecedentTable decedents={result.decedents} isAdmin={isAdmin} link={link} />
          <DecedentCards decedents={result.decedents} isAdmin={isAdmin} link={link} />
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={onPage}
                getItemProps={(p) => ({ 'aria-label': t(S, 'page', { page: String(p) }) })}
                getControlProps={(control) => ({ 'aria-label': t(S, 'control', { control }) })}
              />
            </Group>
          )}
        </Stack>
      )}
    </section>
  );
}

const eventsPath = (opi: string) => `/admin/${encodeURIComponent(opi)}/events`;
const locationPath = (opi: string) => `/admin/${encodeURIComponent(opi)}/location`;

/** The decedents on a wide screen. */
function DecedentTable({ decedents, isAdmin, link }: RowsProps) {
  const t = useT();
  const views = useViews();
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={760} visibleFrom="sm">
      {/* Fits the 1,108 px of a 1280 px screen (it ran 11 px past, the Cemetery column cut off): narrower gutters, and
          the name and the funeral home may wrap (decedent-table__wrap) where the other columns stay on one line. */}
      <Table className="decedent-table" highlightOnHover verticalSpacing="sm" horizontalSpacing="sm" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(S, 'name')}</Table.Th>
            <Table.Th>{t(S, 'case')}</Table.Th>
            <Table.Th>{t(S, 'dateOfBirth')}</Table.Th>
            <Table.Th>{t(S, 'dateOfDeath')}</Table.Th>
            <Table.Th>{t(S, 'funeralHome')}</Table.Th>
            <Table.Th>{t(S, 'status')}</Table.Th>
            <Table.Th ta="right">
              {t(S, 'views')}
              <Text component="span" display="block" size="xs" fw={400} c="stone.7">
                {t(S, 'last30Days')}
              </Text>
            </Table.Th>
            <Table.Th>{t(S, 'events')}</Table.Th>
            {isAdmin && <Table.Th>{t(S, 'cemetery')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {decedents.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td className="decedent-table__wrap">
                <Anchor component={Link} to={link(d.opi)} fw={600} c="sage.8">
                  {decedentName(d) || d.opi}
                </Anchor>
              </Table.Td>
              <Table.Td>{d.opi}</Table.Td>
              <Table.Td>{formatCardDate(d.dateOfBirth, locale)}</Table.Td>
              <Table.Td>{formatCardDate(d.dateOfDeath, locale)}</Table.Td>
              <Table.Td className="decedent-table__wrap">{d.funeralHome.name}</Table.Td>
              <Table.Td>
                <StatusBadges isPrivate={d.isPrivate} isFreeze={d.isFreeze} />
                <StepStates steps={d.arrangementSteps} />
              </Table.Td>
              <Table.Td ta="right" data-testid="page-views">
                {views(d.pageViews)}
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={eventsPath(d.opi)} c="sage.8">
                  {t(S, 'events')}
                  <span className="visually-hidden"> {t(S, 'ofName', { name: decedentName(d) || d.opi })}</span>
                </Anchor>
              </Table.Td>
              {isAdmin && (
                <Table.Td>
                  <Anchor component={Link} to={locationPath(d.opi)} c="sage.8">
                    {t(S, 'location')}
                    <span className="visually-hidden"> {t(S, 'ofName', { name: decedentName(d) || d.opi })}</span>
                  </Anchor>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The decedents on a phone, one card each. */
function DecedentCards({ decedents, isAdmin, link }: RowsProps) {
  const t = useT();
  const views = useViews();
  const locale = useLocale();
  return (
    <Stack gap="sm" hiddenFrom="sm" component="ul" className="plain-list">
      {decedents.map((d) => (
        <Paper key={d.id} component="li" withBorder p="md" className="decedent-row-card">
          <Anchor component={Link} to={link(d.opi)} fw={600} c="sage.8" className="stretched-link">
            {decedentName(d) || d.opi}
          </Anchor>
          <Text size="sm" c="stone.7">
            {d.opi} · {formatCardDate(d.dateOfBirth, locale)} – {formatCardDate(d.dateOfDeath, locale)}
          </Text>
          <Text size="sm" c="stone.7">
            {d.funeralHome.name}
          </Text>
          <Text size="sm" c="stone.7">
            {t(S, 'viewsLine', { views: views(d.pageViews), count: d.pageViews?.last30Days ?? 0 })}
          </Text>
          <StepStates steps={d.arrangementSteps} />
          <Group mt={6}>
            <StatusBadges isPrivate={d.isPrivate} isFreeze={d.isFreeze} />
            <Anchor component={Link} to={eventsPath(d.opi)} c="sage.8" size="sm" className="above-stretched-link">
              {t(S, 'events')}
              <span className="visually-hidden"> {t(S, 'ofName', { name: decedentName(d) || d.opi })}</span>
            </Anchor>
            {isAdmin && (
              <Anchor component={Link} to={locationPath(d.opi)} c="sage.8" size="sm" className="above-stretched-link">
                {t(S, 'location')}
                <span className="visually-hidden"> {t(S, 'ofName', { name: decedentName(d) || d.opi })}</span>
              </Anchor>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** The page views of the last 30 days (the staff read every decedent's; an unreadable count shows as a dash). */
function useViews() {
  const locale = useLocale();
  return (stats: { last30Days: number } | null | undefined) => (stats ? stats.last30Days.toLocaleString(locale) : '–');
}

function StatusBadges({ isPrivate, isFreeze }: { isPrivate: boolean; isFreeze: boolean }) {
  const t = useT();
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color={isPrivate ? 'stone' : 'sage'} radius="sm" miw="max-content">
        {t(S, isPrivate ? 'private' : 'public')}
      </Badge>
      {isFreeze && (
        <Badge variant="light" color="red" radius="sm" miw="max-content" leftSection={<LockIcon size={11} />}>
          {t(S, 'locked')}
        </Badge>
      )}
    </Group>
  );
}

type StepState = NonNullable<Decedent['arrangementSteps']>[number];

/**
 * The staff steps under way, as the staff's summary shows them (the gateway's one rule): 'Certificate: Submitted',
 * 'Prayer card: Submitted, locked'; the steps not started are left out.
 */
type StepStatusKey = MessageKey<typeof STEP_STATUS>;
/** Each staff step's short title, and each state's word, in STEP_STATUS. */
const SHORT_TITLE: Readonly<Record<string, StepStatusKey>> = {
  certificateDetails: 'shortCertificateDetails',
  prayerCreation: 'shortPrayerCreation',
  programCreation: 'shortProgramCreation',
  obituary: 'shortObituary',
  customizeFamilyWebsite: 'shortCustomizeFamilyWebsite',
};
const STATE_WORD: Readonly<Record<string, StepStatusKey>> = {
  NOT_STARTED: 'stateNotStarted',
  STARTED: 'stateStarted',
  SUBMITTED: 'stateSubmitted',
  COMPLETE: 'stateComplete',
};

function StepStates({ steps }: { steps: readonly StepState[] | null | undefined }) {
  const t = useT();
  const shown = (steps ?? []).filter((s) => s.state !== 'NOT_STARTED' || s.isLocked);
  const word = (keys: Readonly<Record<string, StepStatusKey>>, value: string) => {
    const key = keys[value];
    return key ? t(STEP_STATUS, key) : value;
  };
  const line = (s: StepState) =>
    t(STEP_STATUS, 'listItem', { step: word(SHORT_TITLE, s.key), state: word(STATE_WORD, s.state), locked: s.isLocked });
  return (
    <Text component="ul" size="xs" c="stone.8" className="plain-list decedent-steps" aria-label={t(STEP_STATUS, 'listHeading')} mt={4}>
      {shown.length === 0 ? (
        <li>{t(STEP_STATUS, 'notStarted')}</li>
      ) : (
        shown.map((s) => (
          <li key={s.key} data-state={s.state}>
            {line(s)}
          </li>
        ))
      )}
    </Text>
  );
}
