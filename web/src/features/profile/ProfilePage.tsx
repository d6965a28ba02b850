import type { ReactNode } from 'react';
import { Container, Paper, Skeleton, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { PROFILE_TEXTS } from '@memorial/schema';
import { graphql } from '../../gql';
import { useT } from '../../app/i18n';
import { LockIcon, UserIcon, HeartIcon } from '../../app/icons';
import { PageBreadcrumbs, type Crumb } from '../../app/layout/PageBreadcrumbs';
import { PageShell } from '../../app/layout/PageShell';
import { sessionStore, useSession } from '../../app/session';
import { PersonalDetailsForm } from './PersonalDetailsForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TransferLovedOnes } from './TransferLovedOnes';

const ProfilePageQuery = graphql(`
  query ProfilePage {
    me {
      id
      email
      firstName
      isNewUser
      ...PersonalDetails_user
    }
  }
`);

/**
 * /profile: the first-time profile of a new family member; /app/userProfile
 * (family) and /admin/userProfile (staff): the Profile link of the navigation.
 */
export type ProfileDoor = 'first' | 'app' | 'admin';

/** Dashboard > Profile; the staff's home is /admin/memories here (arrangements-portal 2.11). */
const HOMES: Record<Exclude<ProfileDoor, 'first'>, string> = { app: '/app', admin: '/admin/memories' };
const crumbs = (door: Exclude<ProfileDoor, 'first'>, t: ReturnType<typeof useT>): Crumb[] => [
  { label: t(PROFILE_TEXTS, 'dashboard'), to: HOMES[door] },
  { label: t(PROFILE_TEXTS, 'profile') },
];

function Card({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder p={{ base: 'md', sm: 'xl' }} shadow="xs" radius="md">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="xl" aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The user profile (arrangements-portal 2.11): Personal Details, Change Password, and Transfer Loved Ones for the
 * family (arranger role only). The first-time /profile asks for the Personal Details; saving them ends the new-user
 * state and leads on to My Arrangements.
 */
export function ProfilePage({ door = 'first' }: { door?: ProfileDoor }) {
  const { data, loading } = useQuery(ProfilePageQuery);
  const session = useSession();
  const navigate = useNavigate();
  const me = data?.me;
  const first = door === 'first';
  const t = useT();

  const details = me ? (
    <PersonalDetailsForm
      user={me}
      submitLabel={t(PROFILE_TEXTS, first ? 'saveAndContinue' : 'save')}
      onSaved={() => {
        sessionStore.profileSaved();
        if (first) navigate('/app');
      }}
    />
  ) : (
    <Skeleton height={160} aria-busy="true" />
  );

  return (
    <PageShell>
      <Container size="md" py={{ base: 24, sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="xl">
          {!first && <PageBreadcrumbs items={crumbs(door, t)} />}
          <div>
            <Title order={1}>
              {first
                ? me
                  ? t(PROFILE_TEXTS, 'welcomeName', { name: me.firstName })
                  : t(PROFILE_TEXTS, 'welcome')
                : t(PROFILE_TEXTS, 'profile')}
            </Title>
            {loading && !me ? (
              <Skeleton height={18} width="50%" mt={8} />
            ) : (
              me && (
                <Text c="stone.8" mt={4}>
                  {first ? `${t(PROFILE_TEXTS, 'checkDetails')} ` : ''}
                  {t(PROFILE_TEXTS, 'signedInAs')} <strong>{me.email}</strong>.
                </Text>
              )
            )}
          </div>
          <Card id="personal-details" title={t(PROFILE_TEXTS, 'personalDetails')} icon={<UserIcon />}>
            {details}
          </Card>
          {!first && (
            <Card id="change-password" title={t(PROFILE_TEXTS, 'changePassword')} icon={<LockIcon />}>
              <ChangePasswordForm />
            </Card>
          )}
          {!first && session.role === 'arranger' && (
            <Card id="transfer-loved-ones" title={t(PROFILE_TEXTS, 'transferLovedOnes')} icon={<HeartIcon />}>
              <TransferLovedOnes />
            </Card>
          )}
        </Stack>
      </Container>
    </PageShell>
  );
}
