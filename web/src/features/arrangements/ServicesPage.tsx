import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router';
import { ARRANGEMENTS_TEXTS, SERVICES_TEXTS as S } from '@memorial/schema';
import { graphql } from '../../gql';
import { useT } from '../../app/i18n';
import { ArrangementFrame, DECEDENT_PAGE_STATES, DecedentError } from '../../app/arrangement/ArrangementFrame';
import { DecedentHeader } from '../../app/arrangement/DecedentHeader';
import { PolicyDialog, usePolicyGate } from '../../app/arrangement/PolicyDialog';
import { ServiceCard } from './ServiceCard';
import { LeaveGuard, useDirtyForms } from './certificate/LeaveGuard';
import { stepCrumbs } from '../../app/arrangement/paths';

const ServicesPageQuery = graphql(`
  query ServicesPage($opi: String!) {
    decedent(opi: $opi) {
      id
      opi
      haveAcceptPolicy
      funeralHome {
        code
        name
      }
      ...DecedentHeader_decedent
    }
    services(opi: $opi) {
      id
      ...ServiceCard_service
    }
  }
`);

/** /app/{opi}/servicesDetails: the optional services, and the family's interest in each (arrangements-portal 2.10). */
export function ServicesPage() {
  const t = useT();
  const title = t(ARRANGEMENTS_TEXTS, 'titleServicesDetails');
  const { opi = '' } = useParams();
  const { search } = useLocation();
  const { data, error, refetch } = useQuery(ServicesPageQuery, {
    variables: { opi },
    fetchPolicy: 'cache-and-network',
    context: { pageStates: DECEDENT_PAGE_STATES },
  });
  const policy = usePolicyGate('app', data?.decedent.haveAcceptPolicy);
  // An answer chosen or a note written and not yet sent: leaving asks first, as on the certificate page.
  const dirtyForms = useDirtyForms();

  if (!data && error) return <DecedentError area="app" error={error} />;
  const decedent = data?.decedent;

  return (
    <ArrangementFrame
      title={title}
      crumbs={stepCrumbs('app', opi, search, title)}
      homeName={decedent?.funeralHome.name}
      lead={t(S, 'lead')}
    >
      <DecedentHeader decedent={decedent} />
      <section aria-labelledby="services-title">
        <Text component="h2" id="services-title" className="arr-section-title">
          {t(S, 'sectionTitle')}
        </Text>
        {!data ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={380} radius="lg" />
            ))}
          </SimpleGrid>
        ) : data.services.length === 0 ? (
          <Text c="stone.8">{t(S, 'none')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" className="plain-list">
            {data.services.map((service) => (
              <li key={service.id}>
                <ServiceCard opi={opi} service={service} onAnswered={() => refetch()} setDirty={dirtyForms.setDirty} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </section>
      <LeaveGuard forms={dirtyForms} />
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
