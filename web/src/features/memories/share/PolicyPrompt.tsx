import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { SHARE_MEMORY_TEXTS as S } from '@memorial/schema';
import { focusPageHeading } from '../../../app/focus';
import { useT } from '../../../app/i18n';

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
  const t = useT();
  const [step, setStep] = useState<Step>('copyright');
  const [saving, setSaving] = useState(false);
  const accepted = useHeadingAfterAccept(opened);
  useEffect(() => {
    if (opened) setStep('copyright');
  }, [opened]);

  const heading = step === 'copyright' ? t(S, 'copyrightTitle') : t(S, 'privacyTitle');

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
      title={heading}
      size="lg"
      closeOnClickOutside={false}
      withCloseButton={false}
      returnFocus={false}
    >
      <Stack gap="md">
        <Text size="sm" c="stone.7">
          {t(S, 'policyStep', { step: step === 'copyright' ? 1 : 2 })}
        </Text>
        {/* The scrolling viewport itself takes focus, so the keyboard can scroll it. */}
        <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': heading }}>
          {step === 'copyright' ? (
            <Stack gap="sm" className="policy-text">
              <Text>{t(S, 'copyright1')}</Text>
              <Text>{t(S, 'copyright2', { home: homeName })}</Text>
              <Text>{t(S, 'copyright3')}</Text>
            </Stack>
          ) : (
            <Stack gap="sm" className="policy-text">
              <Text>{t(S, 'privacy1', { home: homeName })}</Text>
              <Text>{t(S, 'privacy2')}</Text>
              <Text>{t(S, 'privacy3')}</Text>
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDecline} disabled={saving}>
            {t(S, 'decline')}
          </Button>
          <Button onClick={() => void accept()} loading={saving} data-autofocus>
            {t(S, 'accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
