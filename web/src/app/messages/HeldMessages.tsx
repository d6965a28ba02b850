import { useState } from 'react';
import { SCREENING_UI } from '@memorial/schema';
import type { FragmentType } from '../../gql';
import { useT } from '../i18n';
import { HeldGroup } from '../memories/screening/HeldGroup';
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
  const title = t(SCREENING_UI, 'heldMessages', { count: messages.length });
  return (
    <HeldGroup
      id="held-messages"
      title={title}
      lead={t(SCREENING_UI, 'heldMessagesLead')}
      open={open}
      onOpen={setOpen}
      onReleaseAll={() => onRelease(messages.map((m) => m.id))}
    >
      <ul className="family-messages" aria-label={title}>
        {messages.map((m) => (
          <FamilyMessageItem key={m.id} message={m} onDelete={onDelete} onRelease={(id) => onRelease([id])} />
        ))}
      </ul>
    </HeldGroup>
  );
}
