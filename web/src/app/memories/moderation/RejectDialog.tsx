import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { Field, Form } from 'react-final-form';
import { rejectRule } from '@memorial/schema';
import { fieldError, validateWith } from '../../forms';

export interface RejectDialogProps {
  opened: boolean;
  memoryTitle: string;
  onReject: (reason: string) => Promise<boolean>;
  onClose: () => void;
}

/** Reject with a reason; the reason is required (Reason is required*). */
export function RejectDialog({ opened, memoryTitle, onReject, onClose }: RejectDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Reject Memory" size="md">
      <Form<{ rejectedReason?: string }>
        onSubmit={async (values) => {
          if (await onReject(values.rejectedReason ?? '')) onClose();
        }}
        validate={validateWith(rejectRule)}
      >
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Reject Memory">
            <Stack gap="md">
              <Text size="sm" c="stone.7">
                “{memoryTitle || 'Untitled memory'}” will not be posted. The person who shared it is told the reason by e-mail.
              </Text>
              <Field<string> name="rejectedReason">
                {({ input, meta }) => (
                  <Textarea {...input} label="Reason" required autosize minRows={3} maxRows={8} error={fieldError(meta)} data-autofocus />
                )}
              </Field>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose} disabled={submitting}>
                  Cancel
                </Button>
                <Button type="submit" color="red" loading={submitting}>
                  Reject
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Form>
    </Modal>
  );
}
