import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { LazyModal } from './LazyModal';
import { APP_TEXTS, MESSAGES } from '@memorial/schema';
import { useT } from './i18n';
import { ClockIcon, LockIcon } from './icons';
import { useSession } from './session';
import { useSignOut } from './useSignOut';

/**
 * The Session Expiry and Access Denied dialogs (memorial-portal section 8).
 * Closing either one signs out and returns to the landing screen.
 */
export function SessionDialogs() {
  const { sessionExpired, unauthorized } = useSession();
  const signOut = useSignOut();
  const t = useT();

  const closeExpired = () => void signOut({ expired: true, loginAgain: true });
  const closeDenied = () => void signOut({ loginAgain: true });

  return (
    <>
      <LazyModal
        opened={sessionExpired}
        onClose={closeExpired}
        title={t(APP_TEXTS, 'sessionExpiredTitle')}
        size="sm"
        closeOnClickOutside={false}
      >
        <Stack gap="lg">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon variant="light" color="stone" size="lg" radius="xl" aria-hidden>
              <ClockIcon />
            </ThemeIcon>
            <Text>{t(MESSAGES, 'sessionExpiredDialog')}</Text>
          </Group>
          <Group justify="flex-end">
            <Button onClick={closeExpired} data-autofocus>
              {t(APP_TEXTS, 'loginAgain')}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
      <LazyModal
        opened={unauthorized && !sessionExpired}
        onClose={closeDenied}
        title={t(APP_TEXTS, 'accessDeniedTitle')}
        size="sm"
        closeOnClickOutside={false}
      >
        <Stack gap="lg">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon variant="light" color="red" size="lg" radius="xl" aria-hidden>
              <LockIcon />
            </ThemeIcon>
            <Text>{t(MESSAGES, 'accessDeniedDialog')}</Text>
          </Group>
          <Group justify="flex-end">
            <Button onClick={closeDenied} data-autofocus>
              {t(APP_TEXTS, 'loginAgain')}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </>
  );
}
