import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { APP_TEXTS } from '@memorial/schema';
import { useT } from '../i18n';
import { LeafIcon, LockIcon } from '../icons';

export interface PageStateProps {
  kind: 'private' | 'missing';
  /** The spec's sentence for the state. */
  message: string;
  children?: ReactNode;
}

/** A whole-page state in place of the content: a private page or a page that does not exist. */
export function PageState({ kind, message, children }: PageStateProps) {
  const t = useT();
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} ta="center" className="page-state" role="status">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="stone" aria-hidden>
            {kind === 'private' ? <LockIcon size={26} /> : <LeafIcon size={26} />}
          </ThemeIcon>
          <Title order={1} className="page-state__title">
            {t(APP_TEXTS, kind === 'private' ? 'privateTitle' : 'notFoundTitle')}
          </Title>
          <Text size="lg" c="stone.8" maw={460}>
            {message}
          </Text>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
