import { Alert, Avatar, Button, Container, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { MESSAGES } from '@memorial/schema';
import { graphql } from '../../gql';
import { errorCode } from '../../app/errors';
import { formatCardDate, personName } from '../../app/format';
import { InfoIcon } from '../../app/icons';
import { PageBreadcrumbs } from '../../app/layout/PageBreadcrumbs';
import { PageShell } from '../../app/layout/PageShell';
import { PageState } from '../../app/layout/PageState';

const ArrangementsSummaryPageQuery = graphql(`
  query ArrangementsSummaryPage($opi: String!) {
    decedent(opi: $opi) {
      id
      opi
      slug
      prefix
      firstName
      middleName
      lastName
      dateOfBirth
      dateOfDeath
      pictureUrl
      funeralHome {
        code
        name
      }
    }
  }
`);

const PAGE_STATES = ['PRIVATE', 'NOT_FOUND'] as const;

export interface ArrangementsSummaryPageProps {
  /** The family's /app/{opi}/arrangements or the staff's /admin/{opi}/arrangements. */
  area: 'app' | 'admin';
}

/**
 * The arrangements summary of one decedent. The numbered arrangement steps
 * come with the arrangements feature (a later issue); this page already
 * shows whom the arrangements are for and leads to the public memorial page.
 */
export function ArrangementsSummaryPage({ area }: ArrangementsSummaryPageProps) {
  const { opi = '' } = useParams();
  const { data, loading, error } = useQuery(ArrangementsSummaryPageQuery, { variables: { opi }, context: { pageStates: PAGE_STATES } });
  const decedent = data?.decedent;
  const dashboard = area === 'app' ? { label: 'Dashboard', to: '/app' } : { label: 'Staff Area', to: '/admin' };

  if (!decedent && !loading) {
    const isPrivate = errorCode(error) === 'PRIVATE';
    return (
      <PageShell title="Arrangements Summary">
        <PageState kind={isPrivate ? 'private' : 'missing'} message={isPrivate ? MESSAGES.privatePage : MESSAGES.missingPage}>
          <Button component={Link} to={dashboard.to} variant="outline">
            Back to {dashboard.label}
          </Button>
        </PageState>
      </PageShell>
    );
  }

  const name = decedent ? personName(decedent) : '';
  const memorialPath = decedent ? `/name/${decedent.slug}/${encodeURIComponent(decedent.opi)}` : '';

  return (
    <PageShell title="Arrangements Summary" homeName={decedent?.funeralHome.name}>
      <Container size="md" py={{ base: 24, sm: 40 }}>
        <Stack gap="xl">
          <PageBreadcrumbs items={[dashboard, { label: 'Arrangements Summary' }]} />
          <Title order={1}>Arrangements Summary</Title>
          <Paper withBorder p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-label="Decedent">
            {!decedent ? (
              <Group gap="lg" aria-busy="true">
                <Skeleton circle height={88} />
                <Stack gap="xs" style={{ flex: 1 }}>
                  <Skeleton height={28} width="60%" />
                  <Skeleton height={16} width="40%" />
                </Stack>
              </Group>
            ) : (
              <Group gap="lg" align="center" wrap="wrap">
                <Avatar src={decedent.pictureUrl} alt="" size={88} radius="xl" color="stone">
                  {[decedent.firstName, decedent.lastName].map((s) => s?.[0] ?? '').join('')}
                </Avatar>
                <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
                  <Title order={2} className="summary__name">
                    {name}
                  </Title>
                  <dl className="case-card__dates case-card__dates--inline">
                    <div>
                      <dt>Date of Birth</dt>
                      <dd>{formatCardDate(decedent.dateOfBirth)}</dd>
                    </div>
                    <div>
                      <dt>Date of Death</dt>
                      <dd>{formatCardDate(decedent.dateOfDeath)}</dd>
                    </div>
                  </dl>
                </Stack>
                <Button component={Link} to={memorialPath} variant="outline">
                  View the memorial page
                </Button>
              </Group>
            )}
          </Paper>
          <Alert variant="light" color="stone" icon={<InfoIcon />} title="Arrangement steps">
            The arrangement steps (what to expect, what to bring, biography and death certificate, services, prayer card, service program, obituary and
            the family website) arrive with the arrangements feature in a later release. Your funeral arranger can help you with them in the meantime.
          </Alert>
        </Stack>
      </Container>
    </PageShell>
  );
}
