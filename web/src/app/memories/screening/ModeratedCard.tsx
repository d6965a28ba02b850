import { Button, Checkbox } from '@mantine/core';
import { MEMORY_SCREEN_TEXTS as S, SCREENING_UI as UI } from '@memorial/schema';
import type { FragmentType } from '../../../gql';
import { useT } from '../../i18n';
import { UndoIcon } from '../../icons';
import { MemoryCard, type MemoryCardFragment } from '../MemoryCard';
import type { Moderation } from '../moderation/useModeration';
import { ScreeningSummary, type ScreeningSummaryFragment } from './ScreeningSummary';
import type { Selection } from './useSelection';

/** A memory of a moderation list, as its query gives it. */
export interface ModeratedMemory extends FragmentType<typeof MemoryCardFragment> {
  id: number;
  title: string;
  status: string;
  screening?: ({ held: boolean } & FragmentType<typeof ScreeningSummaryFragment>) | null;
}

export interface ModeratedCardProps {
  memory: ModeratedMemory;
  mode: 'approve' | 'family' | 'staff';
  moderation: Moderation;
  /** Checkboxes for the selection's actions (Reject selected as spam). */
  selection?: Selection;
  /** Release (the memory is held): given where it is offered. */
  onRelease?: () => void;
  /** Say on the card that it is held (the staff's list). */
  showHeld?: boolean;
}

/**
 * A memory card where it is moderated, with the screening's words, its checkbox and, when held, Release; the title
 * names the checkbox and the button for a screen reader ("Select “Cheap loans”").
 */
export function ModeratedCard({ memory: m, mode, moderation, selection, onRelease, showHeld = false }: ModeratedCardProps) {
  const t = useT();
  const title = m.title || t(S, 'untitled');
  return (
    <MemoryCard
      memory={m}
      mode={mode}
      moderation={moderation}
      screening={m.screening ? <ScreeningSummary screening={m.screening} showHeld={showHeld} /> : null}
      inertLinks={!!m.screening?.held}
      extraActions={
        <>
          {selection && (
            <Checkbox
              className="select-item"
              label={t(UI, 'select')}
              aria-label={t(UI, 'selectMemory', { title })}
              checked={selection.has(m.id)}
              onChange={(e) => selection.toggle(m.id, e.currentTarget.checked)}
            />
          )}
          {onRelease && m.screening?.held && (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<UndoIcon size={14} />}
              onClick={onRelease}
              aria-label={t(UI, 'releaseMemory', { title })}
            >
              {t(UI, 'release')}
            </Button>
          )}
        </>
      }
    />
  );
}
