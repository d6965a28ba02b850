import { useEffect } from 'react';
import { ActionIcon, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { graphql } from '../../gql';
import { InfoIcon } from '../../app/icons';
import { PageBreadcrumbs } from '../../app/layout/PageBreadcrumbs';
import { PageShell } from '../../app/layout/PageShell';
import { notifyError } from '../../app/notify';
import { CaseCard } from './CaseCard';

const DashboardPageQuery = graphql(`
  query DashboardPage {
    myCases {
      activeCases {
        id
        ...CaseCard_case
      }
      closedCases {
        id
        ...CaseCard_case
      }
    }
  }
`);

export const FAMILY_HISTORY_TOOLTIP =
  'Family History lists additional family members that you can add to, update, or post memories for. The information shown here may be public or private.';

/** /app: My Arrangements, one card per active case, and the Family History of closed cases (arrangements-portal 2.1). */
export function DashboardPage() {
  const { data, loading, error } = useQuery(DashboardPageQuery, { fetchPolicy: 'cache-and-network' });
  const location = useLocation();
  const handedOver = (location.state as { decedentError?: string } | null)?.decedentError;

  // A decedent error handed over by navigation is shown here as an error notification.
  useEffect(() => {
    if (handedOver) notifyError(handedOver);
  }, [handedOver]);

  const active = data?.myCases.activeCases ?? [];
  const closed = data?.myCases.closedCases ?? [];

  return (
    <PageShell>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="xl">
          <PageBreadcrumbs items={[{ label: 'Dashboard' }]} />
          <section aria-labelledby="my-arrangements">
            <Stack gap="md">
              <div>
                <Title order={1} id="my-arrangements">
                  My Arrangements
                </Title>
                <Text c="stone.7" mt={4}>
                  Choose a loved one to continue the arrangements with your funeral arranger.
                </Text>
              </div>
              {loading && !data ? (
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy="true">
                  <Skeleton height={220} radius="lg" />
                  <Skeleton height={220} radius="lg" visibleFrom="sm" />
                </SimpleGrid>
              ) : active.length > 0 ? (
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                  {active.map((c) => (
                    <CaseCard key={c.id} arrangerCase={c} actionLabel="BEGIN ARRANGEMENTS" headingOrder={2} />
                  ))}
                </SimpleGrid>
              ) : (
                <Paper withBorder p="xl" ta="center" bg="stone.0">
                  <Text c="stone.8">
                    {error
                      ? 'Your arrangements could not be loaded. Please try again in a moment.'
                      : 'There are no active arrangements on your account.'}
                  </Text>
                </Paper>
              )}
            </Stack>
          </section>

          {closed.length > 0 && (
            <section aria-labelledby="family-history">
              <Stack gap="md">
                <Group gap="xs" align="center">
                  <Title order={2} id="family-history">
                    Family History
                  </Title>
                  <Tooltip label={FAMILY_HISTORY_TOOLTIP} events={{ hover: true, focus: true, touch: true }}>
                    <ActionIcon variant="subtle" color="stone.7" radius="xl" aria-label="About Family History">
                      <InfoIcon />
                    </ActionIcon>
                  </Tooltip>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                  {closed.map((c) => (
                    <CaseCard key={c.id} arrangerCase={c} actionLabel="VIEW ARRANGEMENTS" />
                  ))}
                </SimpleGrid>
              </Stack>
            </section>
          )}
        </Stack>
      </Container>
    </PageShell>
  );
}
