import { useState } from 'react';
import { Accordion, Button, Stack, Text } from '@mantine/core';
import { SCREENING_UI } from '@memorial/schema';
import type { FragmentType } from '../../gql';
import { useT } from '../i18n';
import { UndoIcon } from '../icons';
import { FamilyMessageItem, type FamilyMessageItemFragment } from './FamilyMessageItem';

export interface HeldMessagesProps {
  messages: ReadonlyArray<{ id: number } & FragmentType<typeof FamilyMessageItemFragment>>;
  onRelease: (ids: number[]) => void;
  onDelete: (id: number) => void;
}

/**
 * The Contact Family messages held by the screening (likely spam), never mailed to the family: under one collapsed
 * group whose title counts them, each with Release and Delete, and Release all. Closed, nothing of them is in the page.
 */
export function HeldMessages({ messages, onRelease, onDelete }: HeldMessagesProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Accordion
      id="held-messages"
      value={open ? 'held' : null}
      onChange={(value) => setOpen(value === 'held')}
      order={3}
      className="held-group"
      chevronPosition="left"
    >
      <Accordion.Item value="held">
        <Accordion.Control>
          <Text fw={600}>{t(SCREENING_UI, 'heldMessages', { count: messages.length })}</Text>
        </Accordion.Control>
        <Accordion.Panel>
          {open && (
            <Stack gap="md">
              <Text size="sm" c="stone.8">
                {t(SCREENING_UI, 'heldMessagesLead')}
              </Text>
              <div className="held-group__tools">
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<UndoIcon size={14} />}
                  onClick={() => onRelease(messages.map((m) => m.id))}
                >
                  {t(SCREENING_UI, 'releaseAll')}
                </Button>
              </div>
              <ul className="family-messages" aria-label={t(SCREENING_UI, 'heldMessages', { count: messages.length })}>
                {messages.map((m) => (
                  <FamilyMessageItem key={m.id} message={m} onDelete={onDelete} onRelease={(id) => onRelease([id])} />
                ))}
              </ul>
            </Stack>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
