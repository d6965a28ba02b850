import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AUTH_TEXTS, isSsoErrorCode, roleFromGraphQL, SSO_ERRORS, SSO_MESSAGES } from '@memorial/schema';
import { graphql } from '../../gql';
import { useT } from '../../app/i18n';
import { PageShell } from '../../app/layout/PageShell';
import { hasOnePortalFlag } from '../../app/redirects';
import { sessionStore, useSession } from '../../app/session';

const SsoSettingsQuery = graphql(`
  query SsoSettings {
    ssoSettings {
      enabled
      startPath
    }
  }
`);

const SsoSignInMutation = graphql(`
  mutation SsoSignIn($ticket: String!) {
    ssoSignIn(ticket: $ticket) {
      token
      role
      isNewUser
      expiresAt
      language
    }
  }
`);

/** Where the sign-in should land: this entry itself when it carries onePortal, else the case kept from the entry, else /admin. */
function returnTo(pathname: string, search: string, opi: string | null): string {
  if (hasOnePortalFlag(search)) return `${pathname}${search}`;
  return opi ? `/admin/${opi}/arrangements?onePortal=true` : '/admin?onePortal=true';
}

export interface SsoEntry {
  /** The browser is on its way to the identity provider. */
  redirecting: boolean;
  /** The sentence of a sign-in that failed at the provider (the ssoError the gateway sent back). */
  error: string | null;
  /** Starts the provider's sign-in (null without a provider). */
  start: (() => void) | null;
}

/**
 * The cl-arranger's single sign-on on a login screen (memorial-portal 2): used only on an entry with onePortal, and only
 * when the gateway has a provider; then it starts by itself, unless a sign-in just failed (its sentence shows instead,
 * with a button to try again). Without a provider the screen is the password login as before.
 */
export function useSsoEntry(signedIn: boolean): SsoEntry {
  const session = useSession();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const code = params.get('ssoError');
  const t = useT();
  const error = isSsoErrorCode(code) ? t(SSO_ERRORS, code) : null;
  const onePortal = session.onePortal || hasOnePortalFlag(search);
  const { data, loading } = useQuery(SsoSettingsQuery, { skip: !onePortal || signedIn, fetchPolicy: 'cache-first' });
  const settings = data?.ssoSettings;
  const [redirecting, setRedirecting] = useState(false);
  const onePortalOpi = session.onePortalOpi;
  const start = useMemo(
    () =>
      settings?.enabled
        ? () => {
            setRedirecting(true);
            const target = returnTo(
              pathname.replace(/^\/obituaries/, ''),
              search.replace(/([?&])ssoError=[^&]*&?/, '$1').replace(/[?&]$/, ''),
              onePortalOpi,
            );
            window.location.assign(`${settings.startPath}?${new URLSearchParams({ returnTo: target })}`);
          }
        : null,
    [settings, pathname, search, onePortalOpi],
  );
  const auto = !!start && onePortal && !signedIn && !error && !session.signedOut;
  const started = useRef(false);
  useEffect(() => {
    if (auto && start && !started.current) {
      started.current = true;
      start();
    }
  }, [auto, start]);
  // Until the gateway has said whether there is a provider, the password login waits (it would flash and close).
  const asking = loading && onePortal && !signedIn && !error && !session.signedOut;
  return { redirecting: redirecting || auto || asking, error, start: onePortal ? start : null };
}

/** The provider's answer on a login screen: the failure's sentence, or where the browser is going. */
export function SsoNotice({ entry }: { entry: SsoEntry }) {
  const t = useT();
  if (entry.redirecting) {
    return (
      <Text role="status" c="stone.8">
        {t(SSO_MESSAGES, 'redirecting')}
      </Text>
    );
  }
  if (!entry.error) return null;
  return (
    <Stack gap="sm" align="center">
      <Alert color="red" variant="light" role="alert" maw={560}>
        {entry.error}
      </Alert>
      {entry.start && (
        <Button variant="outline" onClick={entry.start}>
          {t(SSO_MESSAGES, 'retry')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * /sso: where the gateway sends the browser after the provider's sign-in, with a single-use ticket and the path to land
 * on. The ticket becomes the session (kept for this browser session only), then the cl-arranger lands on the case.
 */
export function SsoCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [signIn] = useMutation(SsoSignInMutation);
  const done = useRef(false);
  const [failed, setFailed] = useState(false);
  const t = useT();
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const ticket = params.get('ticket') ?? '';
    const to = params.get('to') ?? '/admin?onePortal=true';
    // Only a path of this app: the gateway sends one, the address bar could say anything.
    const target = /^\/(?![/\\])/.test(to) ? to : '/admin?onePortal=true';
    signIn({ variables: { ticket }, context: { silent: true } })
      .then(({ data }) => {
        const result = data?.ssoSignIn;
        if (!result) throw new Error('no session');
        sessionStore.signIn({
          token: result.token,
          role: roleFromGraphQL(result.role),
          isNewUser: result.isNewUser,
          remember: false,
          expiresAt: result.expiresAt,
          language: result.language,
        });
        navigate(target, { replace: true });
      })
      .catch(() => {
        setFailed(true);
        navigate('/cl-arranger?onePortal=true&ssoError=expired', { replace: true });
      });
  }, [navigate, params, signIn]);
  return (
    <PageShell>
      <Container size="sm" py={64}>
        <Stack align="center" gap="md">
          <Title order={1} size="h2">
            {t(AUTH_TEXTS, 'signingIn')}
          </Title>
          {!failed && <Loader aria-label={t(AUTH_TEXTS, 'signingIn')} />}
          <Text role="status">{t(SSO_MESSAGES, 'redirecting')}</Text>
        </Stack>
      </Container>
    </PageShell>
  );
}
