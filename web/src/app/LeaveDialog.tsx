import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

/** Asks before leaving a page with unsaved changes (the blocker of useLeaveBlocker): stay, or leave and lose them. */
export function LeaveDialog({ blocker, children }: { blocker: Blocker; children: ReactNode }) {
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title="Leave without saving?" size="md">
      <Stack gap="lg">
        <Text>{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" color="red" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
          <Button onClick={() => blocker.reset?.()} data-autofocus>
            Stay on this page
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
