import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router';
import { APP_TEXTS } from '@memorial/schema';
import { useT } from './i18n';

/** Asks before leaving a page with unsaved changes (the blocker of useLeaveBlocker): stay, or leave and lose them. */
export function LeaveDialog({ blocker, children }: { blocker: Blocker; children: ReactNode }) {
  const t = useT();
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t(APP_TEXTS, 'leaveTitle')} size="md">
      <Stack gap="lg">
        <Text>{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" color="red" onClick={() => blocker.proceed?.()}>
            {t(APP_TEXTS, 'leave')}
          </Button>
          <Button onClick={() => blocker.reset?.()} data-autofocus>
            {t(APP_TEXTS, 'stay')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
