import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { Locale } from '@memorial/schema';
import { Announcer } from './Announcer';
import { installCopyListener } from './copyright';
import { LocaleProvider, useLocale } from './i18n';
import { installInvalidFocus } from './invalidFocus';
import { NOTIFICATION_MS } from './notify';
import { themeIn } from './theme';
import { useLatched } from './useLatched';

const Notifications = lazy(async () => ({ default: (await import('./Toaster')).Notifications }));

export interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
  /** 'test' turns off transitions and portals (component tests). */
  env?: 'default' | 'test';
  /** The server's rendering: the page's language, fixed. The browser follows the chosen one (app/i18n.tsx). */
  locale?: Locale;
}

/**
 * The toasts (top-right, 5 s, paused on hover). Their container and its transitions load with the first toast: a
 * visitor who is shown none never downloads them (issue 15). The store holds a toast until the container shows it.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  if (!useLatched(notifications.length + queue.length > 0)) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={NOTIFICATION_MS} limit={4} />
    </Suspense>
  );
}

/**
 * The theme in the page's language (the names of Mantine's own buttons), built once per language: the server's fixed
 * one, then the browser's, which hydration starts from too (app/i18n.tsx).
 */
function ThemeProvider({ env, children }: { env: 'default' | 'test'; children: ReactNode }) {
  const locale = useLocale();
  const theme = useMemo(() => themeIn(locale), [locale]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      {children}
    </MantineProvider>
  );
}

/**
 * The language, theme, notifications, the live region (Announcer), the GraphQL client, the copyright line on copy, and focus on
 * the first invalid field after a refused submit.
 */
export function AppProviders({ client, children, env = 'default', locale }: AppProvidersProps) {
  useEffect(() => installCopyListener(), []);
  useEffect(() => installInvalidFocus(), []);
  return (
    <LocaleProvider locale={locale}>
      <ThemeProvider env={env}>
        <Toasts />
        <Announcer />
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </ThemeProvider>
    </LocaleProvider>
  );
}
