import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { WEBSITE_TEXTS } from '@memorial/schema';
import { graphql } from '../../gql';
import { useLocale, useT } from '../../app/i18n';
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

const dayLabel = (day: string, locale: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Page Views of the family website (issue 14): counted on our own server each time the public page loads, a number
 * per day and nothing about who looked. The last 30 days day by day, and every view since the page began.
 */
export function PageViewsCard({ opi, number }: { opi: string; number: number }) {
  const { data } = useQuery(PageViewsQuery, { variables: { opi }, fetchPolicy: 'cache-and-network' });
  const t = useT();
  const locale = useLocale();
  const stats = data?.pageViews;
  const busiest = stats?.days.reduce((best, d) => (d.count > best.count ? d : best), stats.days[0]!);
  const most = Math.max(1, ...(stats?.days.map((d) => d.count) ?? [0]));
  return (
    <WebsiteCard number={number} title={t(WEBSITE_TEXTS, 'pageViews')} id="page-views">
      {!stats ? (
        <Skeleton height={120} radius="md" />
      ) : (
        <Stack gap="md">
          <Group gap="xl" align="flex-end">
            <div>
              <Text size="xl" fw={700} data-testid="page-views-30">
                {stats.last30Days.toLocaleString(locale)}
              </Text>
              <Text c="stone.8">{t(WEBSITE_TEXTS, 'viewsLast30', { count: stats.last30Days })}</Text>
            </div>
            <div>
              <Text size="xl" fw={700} data-testid="page-views-total">
                {stats.total.toLocaleString(locale)}
              </Text>
              <Text c="stone.8">{t(WEBSITE_TEXTS, 'viewsInAll', { count: stats.total })}</Text>
            </div>
          </Group>
          {stats.last30Days > 0 && busiest && (
            <div
              className="page-views__chart"
              role="img"
              aria-label={t(WEBSITE_TEXTS, 'viewsChart', { count: busiest.count, day: dayLabel(busiest.day, locale) })}
            >
              {stats.days.map((d) => (
                <span
                  key={d.day}
                  className="page-views__bar"
                  style={{ height: `${Math.max(2, (d.count / most) * 100)}%` }}
                  data-empty={d.count === 0 || undefined}
                  title={`${dayLabel(d.day, locale)}: ${d.count.toLocaleString(locale)}`}
                />
              ))}
            </div>
          )}
          <Text size="sm" c="stone.7">
            {t(WEBSITE_TEXTS, 'viewsNote')}
          </Text>
        </Stack>
      )}
    </WebsiteCard>
  );
}
