import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { APP_TEXTS } from '@memorial/schema';
import { useT } from './i18n';
import { LazyModal } from './LazyModal';

export interface ConfirmDialogProps {
  opened: boolean;
  /** The question, e.g. Are you sure you want to delete this Memory? */
  title: string;
  /** What follows, e.g. Once deleted it cannot be revoked. */
  message: string;
  confirmLabel: string;
  /** Deleting is red. */
  danger?: boolean;
  onConfirm: () => Promise<boolean> | boolean;
  onClose: () => void;
}

/** A question before a moderation step that cannot be undone lightly; closes once the step succeeded. */
export function ConfirmDialog({ opened, title, message, confirmLabel, danger, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  const confirm = async () => {
    setBusy(true);
    const ok = await onConfirm();
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <LazyModal opened={opened} onClose={onClose} title={title} size="md" closeOnClickOutside={!busy}>
      <Stack gap="lg">
        <Text c="stone.8">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t(APP_TEXTS, 'cancel')}
          </Button>
          <Button color={danger ? 'red.9' : undefined} onClick={() => void confirm()} loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
