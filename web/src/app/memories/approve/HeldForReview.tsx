import { Stack } from '@mantine/core';
import { SCREENING_UI as UI } from '@memorial/schema';
import { useT } from '../../i18n';
import type { Moderation } from '../moderation/useModeration';
import { useFocusAfterRemoval } from '../moderation/useFocusAfterRemoval';
import { HeldGroup } from '../screening/HeldGroup';
import { ModeratedCard, type ModeratedMemory } from '../screening/ModeratedCard';
import type { ScreeningActions } from '../screening/useScreeningActions';
import type { Selection } from '../screening/useSelection';

/** The group's id, and its button's (Mantine's pattern): focus goes back to the button when the group's last card leaves. */
const GROUP_ID = 'held-for-review';
const CONTROL_ID = `${GROUP_ID}-control-held`;

export interface HeldForReviewProps {
  memories: readonly ModeratedMemory[];
  open: boolean;
  onOpen: (open: boolean) => void;
  moderation: Moderation;
  actions: ScreeningActions;
  selection: Selection;
}

/**
 * The memories held by the screening (likely spam or hostile), never mailed to the family: under one collapsed group
 * whose title counts them, each with its reason and Release, and Release all. Closed, nothing of them is in the page.
 */
export function HeldForReview({ memories, open, onOpen, moderation, actions, selection }: HeldForReviewProps) {
  const t = useT();
  const { listRef, noteFocus } = useFocusAfterRemoval(open ? memories.map((m) => m.id) : undefined, CONTROL_ID);
  return (
    <HeldGroup
      id={GROUP_ID}
      title={t(UI, 'heldForReview', { count: memories.length })}
      lead={t(UI, 'heldLead')}
      open={open}
      onOpen={onOpen}
      onReleaseAll={() => void actions.release(memories.map((m) => m.id))}
    >
      <Stack gap="lg" ref={listRef}>
        {memories.map((m) => (
          <div key={m.id} onFocus={() => noteFocus(m.id)}>
            <ModeratedCard
              memory={m}
              mode="approve"
              moderation={moderation}
              selection={selection}
              onRelease={() => void actions.release([m.id])}
            />
          </div>
        ))}
      </Stack>
    </HeldGroup>
  );
}
