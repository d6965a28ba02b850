import { Alert, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, ROLE_LABELS } from '@memorial/schema';
import { Link, useParams } from 'react-router';
import { InfoIcon } from '../../app/icons';
import { PageBreadcrumbs } from '../../app/layout/PageBreadcrumbs';
import { PageShell } from '../../app/layout/PageShell';
import { useSession } from '../../app/session';

/** The staff sections of arrangements-portal 2.3, in the order staff use them. */
export const STAFF_SECTIONS = [
  { key: 'memories', label: 'Memories', path: '/admin/memories', text: 'Review, approve and moderate the memories visitors share.' },
  {
    key: 'decedents',
    label: 'Arrangements Summary',
    path: '/admin/decedents',
    text: 'Every decedent record and where its arrangements stand.',
  },
  {
    key: 'loginReport',
    label: 'Login Report',
    path: '/admin/loginReport',
    text: 'Every sign-in and failed attempt: who, when and from where.',
  },
  { key: 'userReport', label: 'User Report', path: '/admin/userReport', text: 'Every account with its roles, cases and last sign-in.' },
  { key: 'userProfile', label: 'Profile', path: '/admin/userProfile', text: 'Your own staff profile.' },
] as const;

/** /admin: the staff landing, leading to each staff section; /admin/{unknown} says the page does not exist. */
export function StaffHomePage() {
  const { section } = useParams();
  const { role } = useSession();
  const current = STAFF_SECTIONS.find((s) => s.path === `/admin/${section}`);

  return (
    <PageShell>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="xl">
          {/* Staff breadcrumbs begin at their dashboard, /admin/decedents (arrangements-portal 2.3). */}
          {section && (
            <PageBreadcrumbs items={[{ label: 'Dashboard', to: '/admin/decedents' }, { label: current?.label ?? 'Page not found' }]} />
          )}
          <div>
            <Title order={1}>{current?.label ?? 'Staff Area'}</Title>
            <Text c="stone.7" mt={4}>
              Signed in as {ROLE_LABELS[role ?? 'admin'].toLowerCase()}.
            </Text>
          </div>
          {section && !current && (
            <Alert variant="light" color="stone" icon={<InfoIcon />}>
              {MESSAGES.missingPage}
            </Alert>
          )}
          <nav aria-label="Staff sections">
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
                      {s.label}
                    </Text>
                    <Text size="sm" c="stone.7">
                      {s.text}
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
