import { Button, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useParams } from 'react-router';
import { ARRANGEMENTS_TEXTS, t as translateNow } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { graphql } from '../../gql';
import { ArrangementFrame, DECEDENT_PAGE_STATES, DecedentError } from '../../app/arrangement/ArrangementFrame';
import { DecedentHeader } from '../../app/arrangement/DecedentHeader';
import { PolicyDialog, usePolicyGate } from '../../app/arrangement/PolicyDialog';
import { StepCard } from './StepCard';
import { dashboardCrumb, type Area } from '../../app/arrangement/paths';

const ArrangementsSummaryPageQuery = graphql(`
  query ArrangementsSummaryPage($opi: String!) {
    arrangementSummary(opi: $opi) {
      haveAcceptPolicy
      decedent {
        id
        opi
        slug
        funeralHome {
          code
          name
        }
        ...DecedentHeader_decedent
      }
      obituary {
        description
      }
      services {
        id
        name
        isInterested
      }
      steps {
        key
        ...StepCard_step
      }
    }
  }
`);

export interface ArrangementsSummaryPageProps {
  /** The family's /app/{opi}/arrangements or the staff's /admin/{opi}/arrangements. */
  area: Area;
}

/** The Available Services card's line: what the family said so far, from the summary's own services. */
export function servicesPreview(services: ReadonlyArray<{ name: string; isInterested?: boolean | null }>): string | null {
  if (services.length === 0) return null;
  const interested = services.filter((s) => s.isInterested === true).map((s) => s.name);
  if (interested.length > 0) return translateNow(ARRANGEMENTS_TEXTS, 'interestedIn', { names: interested.join(', ') });
  const open = services.filter((s) => s.isInterested == null).length;
  return open === 0
    ? translateNow(ARRANGEMENTS_TEXTS, 'notInterested')
    : translateNow(ARRANGEMENTS_TEXTS, 'toChooseFrom', { count: services.length });
}

/**
 * The numbered arrangement steps of one decedent (arrangements-portal 2.2),
 * from one arrangementSummary query. An arranger accepts the copyright
 * disclaimer and privacy policy first.
 */
export function ArrangementsSummaryPage({ area }: ArrangementsSummaryPageProps) {
  const t = useT();
  const { opi = '' } = useParams();
  const { search } = useLocation();
  const staff = area === 'admin';
  const { data, error } = useQuery(ArrangementsSummaryPageQuery, {
    variables: { opi },
    fetchPolicy: 'cache-and-network',
    context: { pageStates: DECEDENT_PAGE_STATES },
  });
  const summary = data?.arrangementSummary;
  const policy = usePolicyGate(area, summary?.haveAcceptPolicy);

  if (!summary && error) return <DecedentError area={area} error={error} />;

  const decedent = summary?.decedent;
  // Lines under two cards' text, from the same query: the start of the obituary, the services answered.
  const previews: Record<string, string | null> = summary
    ? { obituary: summary.obituary.description, servicesDetails: servicesPreview(summary.services) }
    : {};
  const homeName = decedent?.funeralHome.name;
  const memorialPath = decedent ? `/name/${decedent.slug}/${encodeURIComponent(decedent.opi)}` : '';

  const title = t(ARRANGEMENTS_TEXTS, 'summaryTitle');

  return (
    <ArrangementFrame
      title={title}
      crumbs={[dashboardCrumb(area, search), { label: title }]}
      homeName={homeName}
      lead={t(ARRANGEMENTS_TEXTS, staff ? 'staffLead' : 'familyLead')}
    >
      <DecedentHeader
        decedent={decedent}
        whole
        actions={
          decedent && (
            <Button component={Link} to={memorialPath} variant="outline">
              {t(ARRANGEMENTS_TEXTS, 'viewMemorial')}
            </Button>
          )
        }
      />

      <section aria-labelledby="steps-title">
        <Text component="h2" id="steps-title" className="arr-section-title">
          {t(ARRANGEMENTS_TEXTS, staff ? 'staffSteps' : 'familySteps')}
        </Text>
        {!summary ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={190} radius="lg" />
            ))}
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ol" className="plain-list step-grid">
            {summary.steps.map((step) => (
              <li key={step.key}>
                <StepCard step={step} staff={staff} search={search} preview={previews[step.key]} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </section>

      {summary && decedent && (
        <PolicyDialog opi={opi} decedentId={decedent.id} homeName={homeName ?? ''} opened={policy.opened} onAccepted={policy.onAccepted} />
      )}
    </ArrangementFrame>
  );
}
