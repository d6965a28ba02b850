import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { focusPageHeading } from '../../../app/focus';

export interface PolicyPromptProps {
  opened: boolean;
  homeName: string;
  /** Both were accepted; answers once the acceptance is written. */
  onAccept: () => Promise<boolean> | boolean;
  onDecline: () => void;
}

type Step = 'copyright' | 'privacy';

/** Set to true by the last Accept: when the dialog then closes, the page's heading takes focus. */
function useHeadingAfterAccept(opened: boolean) {
  const accepted = useRef(false);
  useEffect(() => {
    if (opened || !accepted.current) return;
    accepted.current = false;
    focusPageHeading();
  }, [opened]);
  return accepted;
}

/**
 * The copyright disclaimer, then the privacy policy, each with Decline and
 * Accept (memorial-portal 2 and 4). Sharing waits until both are accepted.
 * Escape declines. Once both are accepted focus goes to the page's heading (the
 * dialog opened on arrival: there is no opener to give it back to).
 */
export function PolicyPrompt({ opened, homeName, onAccept, onDecline }: PolicyPromptProps) {
  const [step, setStep] = useState<Step>('copyright');
  const [saving, setSaving] = useState(false);
  const accepted = useHeadingAfterAccept(opened);
  useEffect(() => {
    if (opened) setStep('copyright');
  }, [opened]);

  const accept = async () => {
    if (step === 'copyright') {
      setStep('privacy');
      return;
    }
    setSaving(true);
    // Set before the acceptance closes the dialog; a failed one leaves it open.
    accepted.current = true;
    accepted.current = await onAccept();
    setSaving(false);
  };

  return (
    <Modal
      opened={opened}
      onClose={onDecline}
      title={step === 'copyright' ? 'Copyright Disclaimer' : 'Privacy Policy'}
      size="lg"
      closeOnClickOutside={false}
      withCloseButton={false}
      returnFocus={false}
    >
      <Stack gap="md">
        <Text size="sm" c="stone.7">
          Step {step === 'copyright' ? 1 : 2} of 2 · Please read and accept before sharing a memory.
        </Text>
        {/* The scrolling viewport itself takes focus, so the keyboard can scroll it. */}
        <ScrollArea.Autosize
          mah={320}
          type="auto"
          offsetScrollbars
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': step === 'copyright' ? 'Copyright Disclaimer' : 'Privacy Policy' }}
        >
          {step === 'copyright' ? (
            <Stack gap="sm" className="policy-text">
              <Text>
                By sharing a memory you confirm that you wrote the words yourself and that you own the photos, audio and video you upload,
                or have the permission of those who do.
              </Text>
              <Text>
                You allow {homeName} and the family to show your memory and its media on this family website. The family may choose not to
                post it, and may remove it at any time.
              </Text>
              <Text>
                Please do not share material that is protected by someone else’s copyright, such as commercial music or professional
                photographs, without their permission.
              </Text>
            </Stack>
          ) : (
            <Stack gap="sm" className="policy-text">
              <Text>
                Your name is shown with your memory. Your e-mail address, phone number and address are only seen by the family and by the
                staff of {homeName}, who may use them to contact you about your memory.
              </Text>
              <Text>Photos are re-encoded when they are uploaded; location data and other hidden details are removed from them.</Text>
              <Text>
                Every submission is reviewed by management before it is posted. You may ask the funeral home to remove your memory at any
                time.
              </Text>
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDecline} disabled={saving}>
            Decline
          </Button>
          <Button onClick={() => void accept()} loading={saving} data-autofocus>
            Accept
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
