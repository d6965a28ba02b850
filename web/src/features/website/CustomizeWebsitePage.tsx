import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useParams } from 'react-router';
import { WEBSITE_TEXTS } from '@memorial/schema';
import { graphql } from '../../gql';
import { useT } from '../../app/i18n';
import { ArrangementFrame, DECEDENT_PAGE_STATES, DecedentError } from '../../app/arrangement/ArrangementFrame';
import { DecedentHeader } from '../../app/arrangement/DecedentHeader';
import { PolicyDialog, usePolicyGate } from '../../app/arrangement/PolicyDialog';
import { stepCrumbs, type Area } from '../../app/arrangement/paths';
import { FamilyMessagesTab } from '../../app/messages/FamilyMessagesTab';
import { DisplayNameCard } from './DisplayNameCard';
import { DonationCard } from './DonationCard';
import { SocialLinksCard } from './SocialLinksCard';
import { EventsVisibilityCard } from './EventsVisibilityCard';
import { PageViewsCard } from './PageViewsCard';
import { PageLanguageCard } from './PageLanguageCard';
import { CardHeading, WebsiteCard } from './WebsiteCard';
import { useUnsavedGuard } from './UnsavedChangesGuard';
import './website.css';

const CustomizeWebsiteQuery = graphql(`
  query CustomizeWebsitePage($opi: String!) {
    decedent(opi: $opi) {
      id
      opi
      slug
      haveAcceptPolicy
      funeralHome {
        code
        name
      }
      ...DecedentHeader_decedent
      ...DonationCard_decedent
      ...SocialLinksCard_decedent
      ...PageLanguageCard_decedent
    }
    displayNameSettings(opi: $opi) {
      ...DisplayNameCard_settings
    }
    subscriberCount(opi: $opi) {
      count
    }
  }
`);

/** /app/{opi}/customizeFamilyWebsite and /admin/{opi}/customizeFamilyWebsite (arrangements-portal 2.8, 4.5). */
export function CustomizeWebsitePage({ area }: { area: Area }) {
  const { opi = '' } = useParams();
  const { search } = useLocation();
  const { data, error, refetch } = useQuery(CustomizeWebsiteQuery, {
    variables: { opi },
    fetchPolicy: 'cache-and-network',
    context: { pageStates: DECEDENT_PAGE_STATES },
  });
  const policy = usePolicyGate(area, data?.decedent.haveAcceptPolicy);
  const guard = useUnsavedGuard();
  const t = useT();
  const title = t(WEBSITE_TEXTS, 'title');

  if (!data && error) return <DecedentError area={area} error={error} />;
  const decedent = data?.decedent;
  const count = data?.subscriberCount.count ?? 0;
  const publicPath = decedent ? `/name/${decedent.slug}/${encodeURIComponent(decedent.opi)}` : null;

  return (
    <ArrangementFrame
      title={title}
      crumbs={stepCrumbs(area, opi, search, title)}
      homeName={decedent?.funeralHome.name}
      lead={
        <>
          {t(WEBSITE_TEXTS, 'lead')}
          {publicPath && (
            <>
              {' '}
              <Anchor component={Link} to={publicPath} target="_blank" rel="noopener" underline="always">
                {t(WEBSITE_TEXTS, 'viewWebsite')}
              </Anchor>
            </>
          )}
        </>
      }
    >
      <DecedentHeader decedent={decedent} />
      {!data ? (
        <Stack gap="lg" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={220} radius="lg" />
          ))}
        </Stack>
      ) : (
        <Stack gap="xl" className="website-cards">
          <DisplayNameCard opi={opi} settings={data.displayNameSettings} onSaved={() => void refetch()} />
          <DonationCard opi={opi} decedent={data.decedent} registry={guard.registry} />
          <SocialLinksCard opi={opi} decedent={data.decedent} registry={guard.registry} />
          <WebsiteCard number={4} title={t(WEBSITE_TEXTS, 'messages')} id="messages" headless>
            <FamilyMessagesTab opi={opi} heading={(id) => <CardHeading number={4} title={t(WEBSITE_TEXTS, 'messages')} id={id} />} />
          </WebsiteCard>
          <WebsiteCard number={5} title={t(WEBSITE_TEXTS, 'reminders')} id="reminders">
            <Text size="xl" fw={700} data-testid="subscriber-count">
              {count}
            </Text>
            <Text c="stone.8">{t(WEBSITE_TEXTS, 'remindersAsked', { count })}</Text>
          </WebsiteCard>
          <EventsVisibilityCard opi={opi} number={6} />
          <PageViewsCard opi={opi} number={7} />
          <PageLanguageCard opi={opi} number={8} decedent={data.decedent} />
        </Stack>
      )}
      {guard.element}
      {decedent && (
        <PolicyDialog
          opi={opi}
          decedentId={decedent.id}
          homeName={decedent.funeralHome.name}
          opened={policy.opened}
          onAccepted={policy.onAccepted}
        />
      )}
    </ArrangementFrame>
  );
}
