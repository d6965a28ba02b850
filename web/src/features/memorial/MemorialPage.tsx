import { lazy, Suspense } from 'react';
import { Button, Container, Skeleton, Stack } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { LAYOUT_TEXTS, MEMORIAL_TEXTS, MEMORY_TYPES, MESSAGES } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { errorCode } from '../../app/errors';
import { PageShell } from '../../app/layout/PageShell';
import { PageState } from '../../app/layout/PageState';
import { useServerPageState } from '../../app/serverRender';
import { DecedentCard } from './DecedentCard';
import { ContactFamilyForm } from './ContactFamilyForm';
import { MemorialActions } from './MemorialActions';
import { MemorialHero } from './MemorialHero';
import { MemorialLogin } from './MemorialLogin';
import { MemorialTabs } from './MemorialTabs';
import { MemorialFilters, MemorialToolbar } from './MemorialToolbar';
import { StayUpdated } from './StayUpdated';
import { UpcomingEvents } from './events/MemorialEvents';
import { SendFlowers } from './events/SendFlowers';
import { MemoryTypeFilter } from '../../app/memories/MemoryTypeFilter';
import { useMemorialPage } from './useMemorialPage';
import '../../app/memories/memories.css';

// The obituary's dialog (the family's editing form) and the burial location load when first opened (issue 15).
const ObituaryDialog = lazy(async () => ({ default: (await import('./ObituaryDialog')).ObituaryDialog }));
const BurialLocationDialog = lazy(async () => ({ default: (await import('./BurialLocationDialog')).BurialLocationDialog }));

// The page's query is started by the route's loader as the page's code arrives.
export { prefetchMemorialPage } from './memorialPageQuery';

/** No decedent to show: loading, else the page's own state (private or missing) in place of the page. */
function MemorialPageFallback({ loading, error, signedIn }: { loading: boolean; error: unknown; signedIn: boolean }) {
  // A state the server rendered stays while a visitor's browser asks again: no skeleton over the sentence already
  // shown. A signed-in person's answer may differ (the family sees their private page): they see the skeleton.
  const renderedState = useServerPageState(useLocation().pathname);
  const serverState = signedIn ? null : renderedState;
  const t = useT();
  if (loading && !serverState) {
    return (
      <PageShell>
        <Skeleton height={260} radius={0} />
        <Container size="lg" py="xl">
          <Stack align="center" gap="md" aria-busy="true" aria-label={t(MEMORIAL_TEXTS, 'loadingPage')}>
            <Skeleton height={200} width={140} radius="md" />
            <Skeleton height={32} width="50%" />
            <Skeleton height={18} width="35%" />
          </Stack>
        </Container>
      </PageShell>
    );
  }
  const isPrivate = (error ? errorCode(error) : serverState) === 'PRIVATE';
  return (
    <PageShell>
      <PageState kind={isPrivate ? 'private' : 'missing'} message={isPrivate ? t(MESSAGES, 'privatePage') : t(MESSAGES, 'missingPage')}>
        {!signedIn && isPrivate && (
          <Button component={Link} to="/" variant="outline">
            {t(LAYOUT_TEXTS, 'familyLogin')}
          </Button>
        )}
      </PageState>
    </PageShell>
  );
}

/** The public memorial page: /name/{fullname}/{opi} and its variants. Anyone may view it. */
export function MemorialPage() {
  const { opi = '' } = useParams();
  const { pathname } = useLocation();
  const page = useMemorialPage(opi);
  const t = useT();
  const { data, dialog, setDialog } = page;
  const decedent = data?.decedent;
  if (!data || !decedent) return <MemorialPageFallback loading={page.loading} error={page.error} signedIn={!!page.role} />;

  const sharePath = `${pathname.replace(/\/+$/, '')}/share`;
  const filterName = MEMORY_TYPES.find((type) => type.id === page.memoryType)?.name ?? null;
  const openObituary = () => setDialog('obituary');
  const openBurial = () => setDialog('burial');
  const close = () => setDialog(null);

  return (
    <PageShell
      homeName={decedent.funeralHome.name}
      homeCode={decedent.funeralHome.code}
      signOutTo={`/name/${decedent.slug}/${decedent.opi}`}
    >
      <MemorialHero decedent={decedent}>
        <MemorialLogin slug={decedent.slug} opi={decedent.opi} />
      </MemorialHero>
      <MemorialToolbar decedent={decedent} onFilters={() => setDialog('filters')} onObituary={openObituary} onBurialLocation={openBurial} />

      {page.restShown ? (
        <div className="memorial-layout">
          {/* The obituary and memories first in the document (a phone shows them right after the hero, a screen
              reader reaches them first); the grid puts the card's column on the left at 568 px and wider. */}
          <div className="memorial-layout__main">
            <MemorialTabs opi={opi} page={page} data={data} sharePath={sharePath} filterName={filterName} />
          </div>
          <aside className="memorial-layout__actions" aria-label={t(MEMORIAL_TEXTS, 'aboutMemorial')}>
            <MemorialActions decedent={decedent} variant="list" onObituary={openObituary} onBurialLocation={openBurial} />
            <DecedentCard
              decedent={decedent}
              sendFlowers={data.events?.tributeStore ? <SendFlowers opi={decedent.opi} /> : null}
              stayUpdated={<StayUpdated opi={decedent.opi} />}
              contactFamily={<ContactFamilyForm decedent={decedent} />}
            />
          </aside>
          <aside className="memorial-layout__aside" aria-label={t(MEMORIAL_TEXTS, 'eventsAndFilter')}>
            <UpcomingEvents opi={opi} events={data.events} />
            <MemoryTypeFilter idPrefix="aside" value={page.memoryType} onChange={page.setMemoryType} />
          </aside>
        </div>
      ) : (
        <div className="memorial-layout memorial-layout--pending" aria-busy="true" />
      )}

      <Suspense fallback={null}>
        {page.obituaryWanted && <ObituaryDialog decedent={decedent} opened={dialog === 'obituary'} onClose={close} />}
        {page.burialWanted && <BurialLocationDialog decedent={decedent} opened={dialog === 'burial'} onClose={close} />}
      </Suspense>
      <MemorialFilters opi={opi} page={page} events={data.events} />
    </PageShell>
  );
}
