import { useCallback } from 'react';
import { Anchor, Avatar, Button, Container, Paper, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useParams } from 'react-router';
import { APP_TEXTS, LAYOUT_TEXTS, MEMORIAL_TEXTS, MESSAGES, OBITUARY_TEXTS, t as say } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { graphql } from '../../gql';
import type { ObituaryPageQuery as ObituaryPageData } from '../../gql/graphql';
import { errorCode } from '../../app/errors';
import { decedentInitials, decedentName } from '../../app/decedentName';
import { LifeDates } from '../../app/LifeDates';
import { PageBreadcrumbs, type Crumb } from '../../app/layout/PageBreadcrumbs';
import { PageShell } from '../../app/layout/PageShell';
import { PageState } from '../../app/layout/PageState';
import { useSession } from '../../app/session';
import { ObituarySection } from '../../app/memorial/ObituarySection';
import { ObituaryWriterLauncher } from './writer/ObituaryWriterLauncher';
import { ObituaryEditor, type ObituaryEditorProps } from './ObituaryEditor';
import { usePagePrivacy } from '../../app/memorial/usePagePrivacy';
import { MemoryCards, MemoryList } from '../../app/memories/MemoryList';
import { useModeration } from '../../app/memories/moderation/useModeration';
import { dashboardCrumb, summaryPath, type Area } from '../../app/arrangement/paths';
import '../../app/memories/memories.css';
import './obituary.css';

const ObituaryPageQuery = graphql(`
  query ObituaryPage($opi: String!) {
    # Only signed-in people come here: a tampered or expired token fails on me (Session Expiry) instead of reading as a visitor.
    me {
      id
    }
    decedent(opi: $opi) {
      id
      opi
      slug
      fullName
      ...DecedentName_decedent
      ...LifeDates_decedent
      pictureUrl
      isPrivate
      hasAccess
      funeralHome {
        code
        name
      }
      obituary {
        displayName
      }
      ...ObituarySection_decedent
      ...ObituaryEditor_decedent
      obituaryStatus {
        canEdit
      }
    }
    memories(opi: $opi) {
      id
      ...MemoryCard_memory
    }
  }
`);

/** Missing or private: the page shows its own not-found screen (memorial-portal 2). */
const PAGE_STATES = ['NOT_FOUND', 'PRIVATE', 'FORBIDDEN'] as const;

/** The obituary page's own address: /app/memories/{opi}; staff moderate the memories at /admin/memories/{opi}. */
export const obituaryPath = (area: Area, opi: string): string => `/${area}/memories/${encodeURIComponent(opi)}`;

/** Dashboard > Arrangements Summary > Obituary, with the targets of arrangements-portal 2.9 for each role. */
export function obituaryCrumbs(area: Area, opi: string, search: string): Crumb[] {
  return [
    dashboardCrumb(area, search),
    { label: say(LAYOUT_TEXTS, 'arrangementsSummary'), to: summaryPath(area, opi, search) },
    { label: say(APP_TEXTS, 'obituary'), to: obituaryPath(area, opi), current: true },
  ];
}

export interface ObituaryPageProps {
  /** The family's /app/memories/{opi} or the staff's /admin/memories-list/{opi}. */
  area: Area;
}

/** The assisted obituary writer in the editor's header; no drafts are offered while the obituary is locked. */
const writerFor =
  (opi: string): ObituaryEditorProps['writer'] =>
  ({ onUseDraft, canEdit }) =>
    canEdit ? <ObituaryWriterLauncher opi={opi} onUseDraft={onUseDraft} /> : null;

type PageDecedent = ObituaryPageData['decedent'];

/** No decedent yet: loading, else the page's own state (private or missing) with the way back. */
function ObituaryPageFallback({ loading, error, staff, crumbs }: { loading: boolean; error: unknown; staff: boolean; crumbs: Crumb[] }) {
  const t = useT();
  if (loading || !error) {
    return (
      <PageShell>
        <Container size="lg" py={{ base: 20, sm: 36 }}>
          <Stack gap="xl" aria-busy="true" aria-label={t(OBITUARY_TEXTS, 'loading')}>
            <PageBreadcrumbs items={crumbs} />
            <Skeleton height={36} width="40%" />
            <Skeleton height={320} radius="lg" />
          </Stack>
        </Container>
      </PageShell>
    );
  }
  const isPrivate = errorCode(error) === 'PRIVATE';
  return (
    <PageShell>
      <PageState kind={isPrivate ? 'private' : 'missing'} message={t(MESSAGES, isPrivate ? 'privatePage' : 'missingPage')}>
        <Button component={Link} to={staff ? '/admin/decedents' : '/app'} variant="outline">
          {t(OBITUARY_TEXTS, staff ? 'backToDecedents' : 'backToArrangements')}
        </Button>
      </PageState>
    </PageShell>
  );
}

interface DetailsProps {
  decedent: PageDecedent;
  name: string;
  staff: boolean;
  signedIn: boolean;
  familyWebsite: string;
}

/** The decedent beside the obituary: portrait, name, dates, Website Private, and the way to the memories. */
function ObituaryDetails({ decedent, name, staff, signedIn, familyWebsite }: DetailsProps) {
  const t = useT();
  return (
    <aside className="obituary-page__details" aria-label={t(OBITUARY_TEXTS, 'details')}>
      <Paper withBorder p="lg" className="obituary-details">
        <Stack gap="md" align="center" ta="center">
          <Avatar
            src={decedent.pictureUrl}
            alt={decedent.pictureUrl ? t(MEMORIAL_TEXTS, 'portraitOf', { name }) : ''}
            size={132}
            radius={132}
            color="stone"
          >
            {decedentInitials(decedent)}
          </Avatar>
          <Title order={2} className="obituary-details__name">
            {name}
          </Title>
          <LifeDates className="obituary-details__dates" decedent={decedent} />
          {signedIn && (
            <PrivacySwitch
              opi={decedent.opi}
              decedentId={decedent.id}
              isPrivate={decedent.isPrivate}
              disabled={!staff && !decedent.hasAccess}
            />
          )}
          {!staff && (
            <Anchor component={Link} to={familyWebsite} size="sm">
              {t(OBITUARY_TEXTS, 'viewFamilyWebsite')}
            </Anchor>
          )}
          {staff && (
            <Anchor component={Link} to={obituaryPath('admin', decedent.opi)} size="sm">
              {t(OBITUARY_TEXTS, 'moderateAll')}
            </Anchor>
          )}
        </Stack>
      </Paper>
    </aside>
  );
}

/**
 * The obituary page of a decedent for the family and staff (memorial-portal 2,
 * arrangements-portal 2.9): the decedent on the left, the obituary and the
 * memories beside it, and the Website Private switch.
 */
export function ObituaryPage({ area }: ObituaryPageProps) {
  const { opi = '' } = useParams();
  const { search } = useLocation();
  const t = useT();
  const { role } = useSession();
  const staff = area === 'admin';
  const { data, loading, error, refetch } = useQuery(ObituaryPageQuery, {
    variables: { opi },
    fetchPolicy: 'cache-and-network',
    context: { pageStates: PAGE_STATES },
  });
  const reload = useCallback(() => void refetch(), [refetch]);
  const moderation = useModeration(opi, reload);
  const crumbs = obituaryCrumbs(area, opi, search);
  const decedent = data?.decedent;

  if (!decedent) return <ObituaryPageFallback loading={loading} error={error} staff={staff} crumbs={crumbs} />;

  const name = decedent.obituary.displayName || decedentName(decedent, t) || decedent.fullName;
  const familyWebsite = `/app/memories/${decedent.slug}/${encodeURIComponent(decedent.opi)}`;

  return (
    <PageShell homeName={decedent.funeralHome.name}>
      <Container size="lg" py={{ base: 20, sm: 36 }} className="obituary-page">
        <Stack gap="xl">
          <PageBreadcrumbs items={crumbs} />
          <Title order={1}>{t(APP_TEXTS, 'obituary')}</Title>
          <div className="obituary-page__layout">
            <ObituaryDetails decedent={decedent} name={name} staff={staff} signedIn={!!role} familyWebsite={familyWebsite} />
            <div className="obituary-page__main">
              {/* The family with access and staff edit here; anyone else sees the obituary as the public page shows it. */}
              {decedent.obituaryStatus ? (
                <ObituaryEditor decedent={decedent} writer={writerFor(opi)} />
              ) : (
                <ObituarySection decedent={decedent} />
              )}
              {staff ? (
                <StaffMemories memories={data.memories} moderation={moderation} />
              ) : (
                <MemoryList
                  memories={data.memories}
                  mode={decedent.hasAccess ? 'family' : 'public'}
                  moderation={decedent.hasAccess ? moderation : undefined}
                  sharePath={`${familyWebsite}/share`}
                  loading={loading}
                />
              )}
            </div>
          </div>
        </Stack>
      </Container>
    </PageShell>
  );
}

/** Website Private: turns the family website's privacy on or off, with the spec's 'Privacy turned On/Off.' from the gateway. */
function PrivacySwitch({
  opi,
  decedentId,
  isPrivate,
  disabled,
}: {
  opi: string;
  decedentId: number;
  isPrivate: boolean;
  disabled: boolean;
}) {
  const privacy = usePagePrivacy(decedentId, opi);
  const t = useT();
  return (
    <Switch
      label={t(OBITUARY_TEXTS, 'websitePrivate')}
      checked={isPrivate}
      disabled={disabled || privacy.saving}
      onChange={(event) => privacy.set(event.currentTarget.checked)}
      color="sage"
      size="md"
    />
  );
}

/** The approved memories of the decedent, with the staff's moderation (the whole list is at /admin/memories/{opi}). */
function StaffMemories({
  memories,
  moderation,
}: {
  memories: Parameters<typeof MemoryList>[0]['memories'];
  moderation: ReturnType<typeof useModeration>;
}) {
  const t = useT();
  return (
    <section className="memorial-section memories" aria-labelledby="memories-heading">
      <Title order={2} id="memories-heading" className="memorial-section__title">
        {t(LAYOUT_TEXTS, 'memories')}
      </Title>
      <MemoryCards memories={memories} mode="staff" moderation={moderation} />
    </section>
  );
}
