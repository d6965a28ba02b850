import type { ReactNode } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { ARRANGEMENTS_TEXTS, MESSAGES } from '@memorial/schema';
import { describeError } from '../errors';
import { PageBreadcrumbs, type Crumb } from '../layout/PageBreadcrumbs';
import { PageShell } from '../layout/PageShell';
import { PageState } from '../layout/PageState';
import { useT } from '../i18n';
import type { Area } from './paths';
import './arrangements.css';

/** The errors an arrangements screen shows itself: the decedent is missing, private or not this family's. */
export const DECEDENT_PAGE_STATES = ['NOT_FOUND', 'PRIVATE', 'FORBIDDEN'] as const;

export interface ArrangementFrameProps {
  title: string;
  crumbs: Crumb[];
  homeName?: string;
  /** Under the title. */
  lead?: ReactNode;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/** Header, breadcrumbs and title of every arrangements screen. */
export function ArrangementFrame({ title, crumbs, homeName, lead, size = 'lg', children }: ArrangementFrameProps) {
  return (
    <PageShell homeName={homeName}>
      <Container size={size} py={{ base: 20, sm: 36 }} className="arr-page">
        <Stack gap="xl">
          <PageBreadcrumbs items={crumbs} />
          <div>
            <Title order={1}>{title}</Title>
            {lead && (
              <Text c="stone.8" mt={6} maw={720} size="lg" className="arr-lead">
                {lead}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Container>
    </PageShell>
  );
}

/**
 * The decedent could not be loaded. The family goes back to its dashboard,
 * which shows the error (arrangements-portal 2.1); staff see the page state.
 */
export function DecedentError({ area, error }: { area: Area; error: unknown }) {
  const t = useT();
  const failure = describeError(error);
  const isPrivate = failure.code === 'PRIVATE';
  if (area === 'app') {
    const message = failure.code === 'NOT_FOUND' ? t(MESSAGES, 'missingPage') : (failure.message ?? t(MESSAGES, 'missingPage'));
    return <Navigate to="/app" replace state={{ decedentError: message }} />;
  }
  return (
    <PageShell>
      <PageState kind={isPrivate ? 'private' : 'missing'} message={t(MESSAGES, isPrivate ? 'privatePage' : 'missingPage')}>
        <Button component={Link} to="/admin/decedents" variant="outline">
          {t(ARRANGEMENTS_TEXTS, 'backToList')}
        </Button>
      </PageState>
    </PageShell>
  );
}
