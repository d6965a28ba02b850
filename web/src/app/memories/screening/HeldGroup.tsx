import type { ReactNode } from 'react';
import { Accordion, Button, Stack, Text } from '@mantine/core';
import { SCREENING_UI as UI } from '@memorial/schema';
import { useT } from '../../i18n';
import { UndoIcon } from '../../icons';

export interface HeldGroupProps {
  /** The group's id; its button's is `${id}-control-held` (Mantine's pattern). */
  id: string;
  /** Its title, with the count ("Held for review (2)"). */
  title: string;
  /** Why these are here and what Release does. */
  lead: string;
  open: boolean;
  onOpen: (open: boolean) => void;
  onReleaseAll: () => void;
  /** The held items, rendered only while the group is open. */
  children: ReactNode;
}

/**
 * What the screening held (likely spam or hostile, never mailed to the family), under one collapsed group whose
 * title counts them, with its lead and Release all. Closed, nothing of them is in the page. Memories and messages.
 */
export function HeldGroup({ id, title, lead, open, onOpen, onReleaseAll, children }: HeldGroupProps) {
  const t = useT();
  return (
    <Accordion
      id={id}
      value={open ? 'held' : null}
      onChange={(value) => onOpen(value === 'held')}
      order={3}
      className="held-group"
      chevronPosition="left"
    >
      <Accordion.Item value="held">
        <Accordion.Control>
          <Text fw={600}>{title}</Text>
        </Accordion.Control>
        <Accordion.Panel>
          {open && (
            <Stack gap="md">
              <Text size="sm" c="stone.8">
                {lead}
              </Text>
              <div className="held-group__tools">
                <Button size="compact-sm" variant="default" leftSection={<UndoIcon size={14} />} onClick={onReleaseAll}>
                  {t(UI, 'releaseAll')}
                </Button>
              </div>
              {children}
            </Stack>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
