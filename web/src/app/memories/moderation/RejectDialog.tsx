import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { Field, Form } from 'react-final-form';
import { MEMORY_SCREEN_TEXTS as S, MEMORY_MODERATION_TEXTS as MO, rejectRule } from '@memorial/schema';
import { fieldError, validateWith } from '../../forms';
import { useT } from '../../i18n';

export interface RejectDialogProps {
  opened: boolean;
  memoryTitle: string;
  onReject: (reason: string) => Promise<boolean>;
  onClose: () => void;
  /** Another title and lead, for a selection of memories (Reject selected as spam); the same reason rule. */
  heading?: string;
  lead?: string;
}

/** Reject with a reason; the reason is required (Reason is required*). */
export function RejectDialog({ opened, memoryTitle, onReject, onClose, heading, lead }: RejectDialogProps) {
  const t = useT();
  const title = heading ?? t(MO, 'rejectMemory');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md">
      <Form<{ rejectedReason?: string }>
        onSubmit={async (values) => {
          if (await onReject(values.rejectedReason ?? '')) onClose();
        }}
        validate={validateWith(rejectRule)}
      >
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <Stack gap="md">
              <Text size="sm" c="stone.7">
                {lead ?? t(MO, 'rejectLead', { title: memoryTitle || t(S, 'untitled') })}
              </Text>
              <Field<string> name="rejectedReason">
                {({ input, meta }) => (
                  <Textarea
                    {...input}
                    label={t(MO, 'reason')}
                    required
                    autosize
                    minRows={3}
                    maxRows={8}
                    error={fieldError(meta)}
                    data-autofocus
                  />
                )}
              </Field>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose} disabled={submitting}>
                  {t(MO, 'cancel')}
                </Button>
                <Button type="submit" color="red.9" loading={submitting}>
                  {t(S, 'reject')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Form>
    </Modal>
  );
}
