import { useEffect, useState } from 'react';
import { Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AUTH_TEXTS, DIRECTORY_MESSAGES, type Role } from '@memorial/schema';
import { BookIcon, CalendarIcon, HeartIcon, LeafIcon, SearchIcon } from '../../app/icons';
import { useT } from '../../app/i18n';
import { PageShell } from '../../app/layout/PageShell';
import { OPEN_LOGIN } from '../../app/layout/SiteHeader';
import { homeFor, useSession } from '../../app/session';
import { ForgotPasswordModal } from '../../app/auth/ForgotPasswordModal';
import { LOGIN_TITLE, LoginModal } from '../../app/auth/LoginModal';
import { ResetPasswordModal } from './ResetPasswordModal';
import { SsoNotice, useSsoEntry } from './Sso';

type Dialog = 'login' | 'forgot' | null;

export interface LandingPageProps {
  /** The role this door signs in as: / for families, /administrator for admins, /cl-arranger for staff. */
  role: Role;
}

const FEATURES = [
  { icon: CalendarIcon, title: 'planTitle', text: 'planText' },
  { icon: BookIcon, title: 'writeTitle', text: 'writeText' },
  { icon: HeartIcon, title: 'gatherTitle', text: 'gatherText' },
] as const;

/** What the portal is for, as a family reads it. */
function FeatureList() {
  const t = useT();
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Stack key={title} gap="xs" className="feature">
            <ThemeIcon size={40} radius="xl" variant="light" color="stone" aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
            <Title order={2} size="h3">
              {t(AUTH_TEXTS, title)}
            </Title>
            <Text c="stone.8">{t(AUTH_TEXTS, text)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}

/** The landing and login screen: /, /administrator, /cl-arranger and every unknown path. */
export function LandingPage({ role }: LandingPageProps) {
  const session = useSession();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const resetToken = params.get('resetToken');
  // A cl-arranger whose browser session did not enter with onePortal is sent back to this door to sign in again.
  const signedIn = !!session.role && !(role === 'cl-arranger' && session.role === 'cl-arranger' && !session.onePortal);
  // An entry with onePortal signs in through the identity provider when there is one (Sso.tsx).
  const sso = useSsoEntry(signedIn);
  // The login opens by itself, except for a reset link, someone signed in, someone who just signed out, or single sign-on.
  const [dialog, setDialog] = useState<Dialog>(() => (resetToken || signedIn || session.signedOut || sso.error ? null : 'login'));
  const staff = role !== 'arranger';
  // The header's Family Login: a link to this very screen would change nothing, so it carries OPEN_LOGIN (a new location each click).
  const { key: locationKey, state } = useLocation();
  const loginAsked = (state as typeof OPEN_LOGIN | null)?.openLogin === true;
  useEffect(() => {
    if (loginAsked) setDialog('login');
  }, [loginAsked, locationKey]);

  const finishReset = () => {
    const next = new URLSearchParams(params);
    next.delete('resetToken');
    setParams(next, { replace: true });
  };

  return (
    <PageShell>
      <section className="landing-hero">
        <Container size="md" py={{ base: 48, sm: 88 }}>
          <Stack gap="lg" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="sage" aria-hidden>
              <LeafIcon size={28} />
            </ThemeIcon>
            <Title order={1}>{t(AUTH_TEXTS, staff ? 'staffHeading' : 'familyHeading')}</Title>
            <Text size="lg" c="stone.8" maw={560}>
              {t(AUTH_TEXTS, staff ? 'staffLead' : 'familyLead')}
            </Text>
            <SsoNotice entry={sso} />
            <Group justify="center" gap="sm">
              {session.role && signedIn ? (
                <Button component={Link} to={homeFor(session.role, session.isNewUser)} size="md">
                  {t(AUTH_TEXTS, 'continueToAccount')}
                </Button>
              ) : (
                <Button size="md" onClick={() => setDialog('login')}>
                  {t(AUTH_TEXTS, LOGIN_TITLE[role])}
                </Button>
              )}
              {!staff && (
                <Button component={Link} to="/find" size="md" variant="outline" leftSection={<SearchIcon size={18} />}>
                  {t(DIRECTORY_MESSAGES, 'link')}
                </Button>
              )}
            </Group>
          </Stack>
        </Container>
      </section>
      {!staff && <FeatureList />}

      <LoginModal
        opened={dialog === 'login' && !sso.redirecting}
        onClose={() => setDialog(null)}
        role={role}
        onForgotPassword={() => setDialog('forgot')}
      />
      <ForgotPasswordModal opened={dialog === 'forgot'} onClose={() => setDialog(null)} onBackToLogin={() => setDialog('login')} />
      {resetToken && (
        <ResetPasswordModal
          token={resetToken}
          onClose={finishReset}
          onDone={() => {
            finishReset();
            setDialog('login');
          }}
          onRequestNewLink={() => {
            finishReset();
            setDialog('forgot');
          }}
        />
      )}
    </PageShell>
  );
}
