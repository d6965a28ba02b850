import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router';
import { graphql } from '../../gql';
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

const TITLE = 'Available Services';

/** /app/{opi}/servicesDetails: the optional services, and the family's interest in each (arrangements-portal 2.10). */
export function ServicesPage() {
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
      title={TITLE}
      crumbs={stepCrumbs('app', opi, search, TITLE)}
      homeName={decedent?.funeralHome.name}
      lead="Beyond the service itself, many families choose a few extra touches. Let your arranger know what interests you: there is no commitment, and your arranger will follow up with details and prices."
    >
      <DecedentHeader decedent={decedent} />
      <section aria-labelledby="services-title">
        <Text component="h2" id="services-title" className="arr-section-title">
          Services you may add
        </Text>
        {!data ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={380} radius="lg" />
            ))}
          </SimpleGrid>
        ) : data.services.length === 0 ? (
          <Text c="stone.8">
            There are no optional services to choose from at the moment. Your arranger will talk you through the service itself.
          </Text>
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
