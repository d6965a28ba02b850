import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { CERTIFICATE_MESSAGES, CERTIFICATE_SUBMIT_CONFIRM as C } from '@memorial/schema';
import { useT } from '../../../app/i18n';

/**
 * SUBMIT TO ARRANGER with sections not saved yet asks first (issue 29): it names the missing sections by their titles;
 * Cancel sends nothing. Focus starts on Cancel and returns to the SUBMIT button that opened it (Mantine's returnFocus).
 */
export function SubmitConfirmDialog({
  missing,
  onCancel,
  onConfirm,
}: {
  /** The titles of the sections not saved, or null when the dialog is closed. */
  missing: readonly string[] | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Modal opened={!!missing} onClose={onCancel} title={t(C, 'title')} size="md">
      <Stack gap="md">
        <Text>{t(C, 'lead', { count: missing?.length ?? 0 })}</Text>
        <List spacing={4}>
          {(missing ?? []).map((title) => (
            <List.Item key={title}>{title}</List.Item>
          ))}
        </List>
        <Text size="sm" c="stone.8">
          {t(CERTIFICATE_MESSAGES, 'submitHint')}
        </Text>
        <Text fw={600}>{t(C, 'question')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t(C, 'cancel')}
          </Button>
          <Button onClick={onConfirm}>{t(C, 'confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
