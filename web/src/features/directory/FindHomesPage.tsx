import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, redirect } from 'react-router';
import { DIRECTORY_MESSAGES, DIRECTORY_SEARCH_TEXTS, FUNERAL_HOMES, type FuneralHome } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { PageShell } from '../../app/layout/PageShell';
import './directory.css';

/** /find with a single funeral home goes straight to its index (a loader's redirect: on the server too). */
export function findHomesLoader(homes: readonly FuneralHome[] = FUNERAL_HOMES) {
  return homes.length === 1 ? redirect(`/find/${homes[0]!.code}`) : null;
}

/** Find a loved one (/find): the funeral homes, each a link to its obituary index. */
export function FindHomesPage() {
  const t = useT();
  return (
    <PageShell>
      <Container size="md" py={{ base: 'lg', sm: 'xl' }} className="directory">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1}>{t(DIRECTORY_MESSAGES, 'title')}</Title>
            <Text c="stone.8">{t(DIRECTORY_SEARCH_TEXTS, 'homesLead')}</Text>
          </Stack>
          <nav aria-label={t(DIRECTORY_SEARCH_TEXTS, 'homesLabel')}>
            <ul className="directory__homes">
              {FUNERAL_HOMES.map((home) => (
                <li key={home.code}>
                  <Paper withBorder radius="md" p="md" className="directory-home">
                    <Anchor component={Link} to={`/find/${home.code}`} fw={600} className="directory-home__link">
                      {home.name}
                    </Anchor>
                    <Text size="sm" c="stone.8">
                      {home.city}
                    </Text>
                  </Paper>
                </li>
              ))}
            </ul>
          </nav>
        </Stack>
      </Container>
    </PageShell>
  );
}
