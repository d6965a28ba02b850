import { useCallback, useRef, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { WEBSITE_TEXTS } from '@memorial/schema';
import { useLeaveBlocker } from '../../app/useLeaveBlocker';
import { useT } from '../../app/i18n';

/** A card with unsaved changes: the guard's question, and how to save or drop them. */
export interface UnsavedCard {
  message: string;
  /** Saves; true when saved (the card then reports itself clean). */
  save: () => Promise<boolean>;
  discard: () => void;
}

export interface UnsavedRegistry {
  /** A card reports its unsaved changes, or null once clean. */
  report: (key: string, card: UnsavedCard | null) => void;
}

/**
 * The leave-page guard of the website cards (arrangements-portal 4.5): leaving with unsaved donation or social
 * links asks with the card's own message, and offers Save, Discard and close (stay). With two dirty cards it asks
 * for each in turn; the browser's own prompt covers reload and closing the tab.
 */
export function useUnsavedGuard() {
  const t = useT();
  const [cards, setCards] = useState<ReadonlyArray<[string, UnsavedCard]>>([]);
  const report = useCallback((key: string, card: UnsavedCard | null) => {
    setCards((list) => {
      const rest = list.filter(([k]) => k !== key);
      return card ? [...rest, [key, card]] : rest;
    });
  }, []);
  const registry = useRef<UnsavedRegistry>({ report }).current;
  const active = cards.length > 0;
  const blocker = useLeaveBlocker(active);
  const [saving, setSaving] = useState(false);

  const first = cards[0]?.[1];
  const element = (
    <Modal
      opened={blocker.state === 'blocked' && !!first}
      onClose={() => blocker.reset?.()}
      title={t(WEBSITE_TEXTS, 'unsavedTitle')}
      size="md"
      closeButtonProps={{ 'aria-label': t(WEBSITE_TEXTS, 'close') }}
    >
      <Text mb="lg">{first?.message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" color="red" onClick={() => first?.discard()} disabled={saving}>
          {t(WEBSITE_TEXTS, 'discard')}
        </Button>
        <Button
          loading={saving}
          data-autofocus
          onClick={async () => {
            if (!first) return;
            setSaving(true);
            try {
              // A refused save keeps the page (its errors are on the card); the guard closes so they can be read.
              if (!(await first.save())) blocker.reset?.();
            } finally {
              setSaving(false);
            }
          }}
        >
          {t(WEBSITE_TEXTS, 'save')}
        </Button>
      </Group>
    </Modal>
  );
  return { registry, element };
}
