import { useEffect, useState } from 'react';
import { Button, Container, Group, Menu, Modal, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { MESSAGES } from '@memorial/schema';
import { graphql } from '../../gql';
import { errorCode } from '../../app/errors';
import { FilterIcon, MoreIcon } from '../../app/icons';
import { PageShell } from '../../app/layout/PageShell';
import { PageState } from '../../app/layout/PageState';
import { useSession } from '../../app/session';
import { BurialLocationDialog } from './BurialLocationDialog';
import { DonationLinks } from './DonationLinks';
import { LifeOfSection } from './LifeOfSection';
import { MemorialActions } from './MemorialActions';
import { MemorialHero } from './MemorialHero';
import { ObituaryDialog } from './ObituaryDialog';
import { ObituarySection } from './ObituarySection';
import { SocialLinks } from './SocialLinks';
import { UpcomingEvents } from './UpcomingEvents';

const MemorialPageQuery = graphql(`
  query MemorialPage($opi: String!) {
    decedent(opi: $opi) {
      id
      opi
      slug
      pageTitle
      fullName
      funeralHome {
        code
        name
      }
      obituary {
        displayName
        description
      }
      ...MemorialHero_decedent
      ...MemorialActions_decedent
      ...BurialLocationDialog_decedent
      ...ObituarySection_decedent
      ...ObituaryDialog_decedent
      ...LifeOfSection_decedent
      ...DonationLinks_decedent
      ...SocialLinks_decedent
    }
  }
`);

/** The page's own states: shown in place of the page, never as a dialog or notification. */
const PAGE_STATES = ['PRIVATE', 'NOT_FOUND'] as const;

type Dialog = 'obituary' | 'burial' | 'filters' | null;

/** The public memorial page: /name/{fullname}/{opi} and its variants. Anyone may view it. */
export function MemorialPage() {
  const { opi = '' } = useParams();
  const { role } = useSession();
  const { data, loading, error } = useQuery(MemorialPageQuery, { variables: { opi }, context: { pageStates: PAGE_STATES } });
  const [dialog, setDialog] = useState<Dialog>(null);
  const decedent = data?.decedent;

  // The page description is the first 160 characters of the obituary text.
  const description = decedent?.obituary.description;
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [description]);

  if (!decedent) {
    if (loading) {
      return (
        <PageShell title="Obituary">
          <Skeleton height={260} radius={0} />
          <Container size="lg" py="xl">
            <Stack align="center" gap="md" aria-busy="true" aria-label="Loading the memorial page">
              <Skeleton height={200} width={140} radius="md" />
              <Skeleton height={32} width="50%" />
              <Skeleton height={18} width="35%" />
            </Stack>
          </Container>
        </PageShell>
      );
    }
    const isPrivate = errorCode(error) === 'PRIVATE';
    return (
      <PageShell title="Obituary">
        <PageState kind={isPrivate ? 'private' : 'missing'} message={isPrivate ? MESSAGES.privatePage : MESSAGES.missingPage}>
          {!role && isPrivate && (
            <Button component={Link} to="/" variant="outline">
              Family Login
            </Button>
          )}
        </PageState>
      </PageShell>
    );
  }

  const name = decedent.obituary.displayName || decedent.fullName;
  const openObituary = () => setDialog('obituary');
  const openBurial = () => setDialog('burial');
  const close = () => setDialog(null);

  return (
    <PageShell title={decedent.pageTitle || `${name} Obituary`} homeName={decedent.funeralHome.name}>
      <MemorialHero decedent={decedent} />

      <div className="memorial-toolbar" role="toolbar" aria-label="Page tools">
        <Button variant="default" leftSection={<FilterIcon size={16} />} onClick={() => setDialog('filters')}>
          Filters
        </Button>
        <Menu position="bottom-end" width={260} shadow="md">
          <Menu.Target>
            <Button variant="default" leftSection={<MoreIcon size={16} />}>
              More
            </Button>
          </Menu.Target>
          <Menu.Dropdown aria-label="Actions">
            <Menu.Label>Actions</Menu.Label>
            <MemorialActions decedent={decedent} variant="menu" onObituary={openObituary} onBurialLocation={openBurial} />
          </Menu.Dropdown>
        </Menu>
      </div>

      <div className="memorial-layout">
        <aside className="memorial-layout__actions">
          <MemorialActions decedent={decedent} variant="list" onObituary={openObituary} onBurialLocation={openBurial} />
        </aside>
        <div className="memorial-layout__main">
          <ObituarySection decedent={decedent} />
          <LifeOfSection decedent={decedent} />
          <DonationLinks decedent={decedent} />
          <SocialLinks decedent={decedent} />
        </div>
        <aside className="memorial-layout__aside">
          <UpcomingEvents />
        </aside>
      </div>

      <ObituaryDialog decedent={decedent} opened={dialog === 'obituary'} onClose={close} />
      <BurialLocationDialog decedent={decedent} opened={dialog === 'burial'} onClose={close} />
      <Modal opened={dialog === 'filters'} onClose={close} title="Filters" size="md">
        <Group grow>
          <UpcomingEvents headingId="events-heading-filters" />
        </Group>
      </Modal>
    </PageShell>
  );
}
