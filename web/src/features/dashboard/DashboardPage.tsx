import { useEffect } from 'react';
import { ActionIcon, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { APP_TEXTS } from '@memorial/schema';
import { graphql } from '../../gql';
import { useT } from '../../app/i18n';
import type { DashboardPageQuery as DashboardData } from '../../gql/graphql';
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

/** /app: My Arrangements, one card per active case, and the Family History of closed cases (arrangements-portal 2.1). */
export function DashboardPage() {
  const { data, loading, error } = useQuery(DashboardPageQuery, { fetchPolicy: 'cache-and-network' });
  const location = useLocation();
  const t = useT();
  const handedOver = (location.state as { decedentError?: string } | null)?.decedentError;

  // A decedent error handed over by navigation is shown here as an error notification.
  useEffect(() => {
    if (handedOver) notifyError(handedOver);
  }, [handedOver]);

  const active = data?.myCases.activeCases ?? [];
  const closed = data?.myCases.closedCases ?? [];

  // At 1280 px the two lists stand side by side (a single case left two thirds of the row empty before).
  const cols = closed.length > 0 ? SIDE_BY_SIDE : ONE_LIST;
  return (
    <PageShell>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="xl">
          <PageBreadcrumbs items={[{ label: t(APP_TEXTS, 'dashboard') }]} />
          <SimpleGrid cols={{ base: 1, md: closed.length > 0 ? 2 : 1 }} spacing="xl" verticalSpacing="xl" className="dashboard-lists">
            <section aria-labelledby="my-arrangements">
              <Stack gap="md">
                <div>
                  <Title order={1} id="my-arrangements">
                    {t(APP_TEXTS, 'myArrangements')}
                  </Title>
                  <Text c="stone.7" mt={4}>
                    {t(APP_TEXTS, 'chooseLovedOne')}
                  </Text>
                </div>
                {loading && !data ? (
                  <SimpleGrid cols={cols} spacing="lg" aria-busy="true">
                    <Skeleton height={220} radius="lg" />
                    <Skeleton height={220} radius="lg" visibleFrom="sm" />
                  </SimpleGrid>
                ) : active.length > 0 ? (
                  <SimpleGrid cols={cols} spacing="lg">
                    {active.map((c) => (
                      <CaseCard key={c.id} arrangerCase={c} action="beginArrangements" headingOrder={2} />
                    ))}
                  </SimpleGrid>
                ) : (
                  <Paper withBorder p="xl" ta="center" bg="stone.0">
                    <Text c="stone.8">{t(APP_TEXTS, error ? 'arrangementsFailed' : 'noActiveArrangements')}</Text>
                  </Paper>
                )}
              </Stack>
            </section>

            {closed.length > 0 && <FamilyHistory closed={closed} cols={cols} />}
          </SimpleGrid>
        </Stack>
      </Container>
    </PageShell>
  );
}

/** Cards per row: three when My Arrangements has the width alone, one when Family History stands beside it. */
const ONE_LIST = { base: 1, sm: 2, md: 3 };
const SIDE_BY_SIDE = { base: 1, sm: 2, md: 1, xl: 2 };

type ClosedCases = DashboardData['myCases']['closedCases'];

/** The closed cases, each to view (arrangements-portal 2.1). */
function FamilyHistory({ closed, cols }: { closed: ClosedCases; cols: typeof SIDE_BY_SIDE | typeof ONE_LIST }) {
  const t = useT();
  return (
    <section aria-labelledby="family-history">
      <Stack gap="md">
        <Group gap="xs" align="center">
          <Title order={2} id="family-history">
            {t(APP_TEXTS, 'familyHistory')}
          </Title>
          <Tooltip label={t(APP_TEXTS, 'familyHistoryHelp')} events={{ hover: true, focus: true, touch: true }}>
            <ActionIcon variant="subtle" color="stone.7" radius="xl" aria-label={t(APP_TEXTS, 'aboutFamilyHistory')}>
              <InfoIcon />
            </ActionIcon>
          </Tooltip>
        </Group>
        <SimpleGrid cols={cols} spacing="lg">
          {closed.map((c) => (
            <CaseCard key={c.id} arrangerCase={c} action="viewArrangements" />
          ))}
        </SimpleGrid>
      </Stack>
    </section>
  );
}
