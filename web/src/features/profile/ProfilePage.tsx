import type { ReactNode } from 'react';
import { Container, Paper, Skeleton, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
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
const CRUMBS: Record<Exclude<ProfileDoor, 'first'>, Crumb[]> = {
  app: [{ label: 'Dashboard', to: '/app' }, { label: 'Profile' }],
  admin: [{ label: 'Dashboard', to: '/admin/memories' }, { label: 'Profile' }],
};

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

  const details = me ? (
    <PersonalDetailsForm
      user={me}
      submitLabel={first ? 'SAVE AND CONTINUE' : 'SAVE'}
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
          {!first && <PageBreadcrumbs items={CRUMBS[door]} />}
          <div>
            <Title order={1}>{first ? (me ? `Welcome, ${me.firstName}` : 'Welcome') : 'Profile'}</Title>
            {loading && !me ? (
              <Skeleton height={18} width="50%" mt={8} />
            ) : (
              me && (
                <Text c="stone.8" mt={4}>
                  {first ? 'Please check your name and title, then continue to your arrangements. ' : ''}
                  Signed in as <strong>{me.email}</strong>.
                </Text>
              )
            )}
          </div>
          <Card id="personal-details" title="Personal Details" icon={<UserIcon />}>
            {details}
          </Card>
          {!first && (
            <Card id="change-password" title="Change Password" icon={<LockIcon />}>
              <ChangePasswordForm />
            </Card>
          )}
          {!first && session.role === 'arranger' && (
            <Card id="transfer-loved-ones" title="Transfer Loved Ones" icon={<HeartIcon />}>
              <TransferLovedOnes />
            </Card>
          )}
        </Stack>
      </Container>
    </PageShell>
  );
}
