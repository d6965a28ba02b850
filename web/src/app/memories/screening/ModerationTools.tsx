import { lazy, Suspense, useState } from 'react';
import { Button, Checkbox, Select, Text } from '@mantine/core';
import { SCREENING_TEXTS, SCREENING_UI as UI } from '@memorial/schema';
import type { ModerationSort, ScreeningLevel } from '../../../gql/graphql';
import { useT } from '../../i18n';
import { CloseIcon, UndoIcon } from '../../icons';
import type { ScreeningActions } from './useScreeningActions';
import type { Selection } from './useSelection';

// The spec's reject dialog (reason required, same rule and message), loaded when first opened.
const RejectDialog = lazy(async () => ({ default: (await import('../moderation/RejectDialog')).RejectDialog }));

/** The levels in the gateway's own words for them. */
const LEVELS: ReadonlyArray<[ScreeningLevel, 'levelLikelySpam' | 'levelReview' | 'levelClear']> = [
  ['LIKELY_SPAM', 'levelLikelySpam'],
  ['REVIEW', 'levelReview'],
  ['CLEAR', 'levelClear'],
];

/** The order and filters of a moderation list: sent to the gateway as the list's variables. */
export interface ModerationView {
  sort: ModerationSort;
  level: ScreeningLevel | null;
  /** The staff's filter: held only, not held, or both (null). */
  held: boolean | null;
}

export const DEFAULT_VIEW: ModerationView = { sort: 'NEWEST', level: null, held: null };

export interface ModerationToolsProps {
  view: ModerationView;
  onView: (view: ModerationView) => void;
  /** Show the held filter (the staff's list; the family sees held memories in their own group). */
  heldFilter?: boolean;
  /** The selection's checkboxes and actions: given where memories may be rejected as spam. */
  selection?: Selection | undefined;
  actions: ScreeningActions;
  /** The selected memories that are held: given where Release selected is offered. */
  releasable?: readonly number[];
}

/** Select all, how many are selected, Reject selected as spam (through the spec's reject dialog) and Release selected. */
function SelectionActions({
  selection,
  actions,
  releasable,
}: Pick<ModerationToolsProps, 'actions' | 'releasable'> & { selection: Selection }) {
  const t = useT();
  const [rejecting, setRejecting] = useState(false);
  // Mounted from its first opening on, so that it closes with its transition and gives focus back.
  const [loaded, setLoaded] = useState(false);
  const count = selection.ids.length;
  return (
    <div className="moderation-tools__selection">
      <Checkbox
        className="select-item"
        label={t(UI, 'selectAll')}
        checked={selection.all}
        indeterminate={selection.some && !selection.all}
        onChange={(e) => selection.setAll(e.currentTarget.checked)}
      />
      <Text size="sm" c="stone.7" aria-live="polite">
        {t(UI, 'selected', { count })}
      </Text>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        leftSection={<CloseIcon size={14} />}
        disabled={count === 0}
        onClick={() => {
          setLoaded(true);
          setRejecting(true);
        }}
      >
        {t(UI, 'rejectSelected')}
      </Button>
      {releasable && (
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<UndoIcon size={14} />}
          disabled={releasable.length === 0}
          onClick={() => void actions.release(releasable).then((ok) => ok && selection.clear())}
        >
          {t(UI, 'releaseSelected')}
        </Button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <RejectDialog
            opened={rejecting}
            memoryTitle=""
            heading={t(UI, 'rejectAsSpam')}
            lead={t(UI, 'rejectAsSpamLead', { count })}
            onReject={async (reason) => {
              const ok = await actions.rejectAsSpam(selection.ids, reason);
              if (ok) selection.clear();
              return ok;
            }}
            onClose={() => setRejecting(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Sort by, Risk (and Held), then the selection's actions. */
export function ModerationTools({ view, onView, heldFilter = false, selection, actions, releasable }: ModerationToolsProps) {
  const t = useT();
  return (
    <div className="moderation-tools" role="group" aria-label={t(UI, 'moderationTools')}>
      <Select
        label={t(UI, 'sortBy')}
        size="sm"
        w={200}
        data={[
          { value: 'NEWEST', label: t(UI, 'newestFirst') },
          { value: 'RISK', label: t(UI, 'highestRiskFirst') },
        ]}
        value={view.sort}
        onChange={(v) => onView({ ...view, sort: v === 'RISK' ? 'RISK' : 'NEWEST' })}
        allowDeselect={false}
      />
      <Select
        label={t(UI, 'riskLevel')}
        size="sm"
        w={180}
        data={[{ value: 'all', label: t(UI, 'allLevels') }, ...LEVELS.map(([value, key]) => ({ value, label: t(SCREENING_TEXTS, key) }))]}
        value={view.level ?? 'all'}
        onChange={(v) => onView({ ...view, level: LEVELS.find(([level]) => level === v)?.[0] ?? null })}
        allowDeselect={false}
      />
      {heldFilter && (
        <Select
          label={t(UI, 'heldFilter')}
          size="sm"
          w={160}
          data={[
            { value: 'any', label: t(UI, 'heldAny') },
            { value: 'held', label: t(UI, 'heldOnly') },
            { value: 'notHeld', label: t(UI, 'notHeld') },
          ]}
          value={view.held === null ? 'any' : view.held ? 'held' : 'notHeld'}
          onChange={(v) => onView({ ...view, held: v === 'held' ? true : v === 'notHeld' ? false : null })}
          allowDeselect={false}
        />
      )}
      {selection && <SelectionActions selection={selection} actions={actions} releasable={releasable} />}
    </div>
  );
}
