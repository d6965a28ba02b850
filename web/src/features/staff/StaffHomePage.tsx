import { Alert, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { APP_TEXTS, MESSAGES, STAFF_HOME_TEXTS as T } from '@memorial/schema';
import { Link, useParams } from 'react-router';
import { InfoIcon } from '../../app/icons';
import { PageBreadcrumbs } from '../../app/layout/PageBreadcrumbs';
import { PageShell } from '../../app/layout/PageShell';
import { useSession } from '../../app/session';
import { useT } from '../../app/i18n';
import { roleLabel } from './reports';

/** The staff sections of arrangements-portal 2.3, in the order staff use them; their names and texts are STAFF_HOME_TEXTS'. */
const STAFF_SECTIONS = [
  { key: 'memories', text: 'memoriesText', path: '/admin/memories' },
  { key: 'decedents', text: 'decedentsText', path: '/admin/decedents' },
  { key: 'loginReport', text: 'loginReportText', path: '/admin/loginReport' },
  { key: 'userReport', text: 'userReportText', path: '/admin/userReport' },
  { key: 'userProfile', text: 'userProfileText', path: '/admin/userProfile' },
] as const;

/** /admin: the staff landing, leading to each staff section; /admin/{unknown} says the page does not exist. */
export function StaffHomePage() {
  const t = useT();
  const { section } = useParams();
  const { role } = useSession();
  const current = STAFF_SECTIONS.find((s) => s.path === `/admin/${section}`);
  const currentLabel = current ? t(T, current.key) : null;

  return (
    <PageShell>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="xl">
          {/* Staff breadcrumbs begin at their dashboard, /admin/decedents (arrangements-portal 2.3). */}
          {section && (
            <PageBreadcrumbs
              items={[{ label: t(APP_TEXTS, 'dashboard'), to: '/admin/decedents' }, { label: currentLabel ?? t(T, 'pageNotFound') }]}
            />
          )}
          <div>
            <Title order={1}>{currentLabel ?? t(T, 'title')}</Title>
            <Text c="stone.7" mt={4}>
              {t(T, 'signedInAs', { role: roleLabel(role ?? 'admin').toLowerCase() })}
            </Text>
          </div>
          {section && !current && (
            <Alert variant="light" color="stone" icon={<InfoIcon />}>
              {t(MESSAGES, 'missingPage')}
            </Alert>
          )}
          <nav aria-label={t(T, 'sections')}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" className="plain-list">
              {STAFF_SECTIONS.map((s) => (
                <li key={s.key}>
                  <Paper
                    component={Link}
                    to={s.path}
                    withBorder
                    p="lg"
                    className="staff-link"
                    aria-current={s === current ? 'page' : undefined}
                  >
                    <Text fw={600} className="staff-link__label">
                      {t(T, s.key)}
                    </Text>
                    <Text size="sm" c="stone.7">
                      {t(T, s.text)}
                    </Text>
                  </Paper>
                </li>
              ))}
            </SimpleGrid>
          </nav>
        </Stack>
      </Container>
    </PageShell>
  );
}
