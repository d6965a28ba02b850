import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { WebsiteCard } from './WebsiteCard';
import './pageview.css';

const PageViewsQuery = graphql(`
  query PageViews($opi: String!) {
    pageViews(opi: $opi) {
      total
      last30Days
      days {
        day
        count
      }
    }
  }
`);

const views = (n: number) => (n === 1 ? 'view' : 'views');
const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Page Views of the family website (issue 14): counted on our own server each time the public page loads, a number
 * per day and nothing about who looked. The last 30 days day by day, and every view since the page began.
 */
export function PageViewsCard({ opi, number }: { opi: string; number: number }) {
  const { data } = useQuery(PageViewsQuery, { variables: { opi }, fetchPolicy: 'cache-and-network' });
  const stats = data?.pageViews;
  const busiest = stats?.days.reduce((best, d) => (d.count > best.count ? d : best), stats.days[0]!);
  const most = Math.max(1, ...(stats?.days.map((d) => d.count) ?? [0]));
  return (
    <WebsiteCard number={number} title="Page Views" id="page-views">
      {!stats ? (
        <Skeleton height={120} radius="md" />
      ) : (
        <Stack gap="md">
          <Group gap="xl" align="flex-end">
            <div>
              <Text size="xl" fw={700} data-testid="page-views-30">
                {stats.last30Days.toLocaleString('en-US')}
              </Text>
              <Text c="stone.8">{views(stats.last30Days)} in the last 30 days</Text>
            </div>
            <div>
              <Text size="xl" fw={700} data-testid="page-views-total">
                {stats.total.toLocaleString('en-US')}
              </Text>
              <Text c="stone.8">{views(stats.total)} in all</Text>
            </div>
          </Group>
          {stats.last30Days > 0 && busiest && (
            <div
              className="page-views__chart"
              role="img"
              aria-label={`Views per day over the last 30 days; the most, ${busiest.count}, on ${dayLabel(busiest.day)}.`}
            >
              {stats.days.map((d) => (
                <span
                  key={d.day}
                  className="page-views__bar"
                  style={{ height: `${Math.max(2, (d.count / most) * 100)}%` }}
                  data-empty={d.count === 0 || undefined}
                  title={`${dayLabel(d.day)}: ${d.count}`}
                />
              ))}
            </div>
          )}
          <Text size="sm" c="stone.7">
            A view is counted each time someone opens the family website. Only the number of views per day is kept, never who viewed it.
          </Text>
        </Stack>
      )}
    </WebsiteCard>
  );
}
