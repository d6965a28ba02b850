import { Badge, Text } from '@mantine/core';
import { SCREENING_UI as UI } from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { ScreeningLevel } from '../../../gql/graphql';
import { useT } from '../../i18n';
import { CheckIcon, EyeIcon, Icon } from '../../icons';
import './screening.css';

export const ScreeningSummaryFragment = graphql(`
  fragment ScreeningSummary_screening on Screening {
    score
    level
    levelText
    held
    summary
  }
`);

/** A warning sign: likely spam (drawn like the app's other icons). */
const WarningIcon = ({ size = 14 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M12 3.5 2.5 20h19z" />
    <path d="M12 10v4.5" />
    <path d="M12 17.2v.1" />
  </Icon>
);

/** Each level has its own colour, icon and words: the colour is never the only cue. */
const LOOK: Record<ScreeningLevel, { color: string; icon: typeof CheckIcon }> = {
  LIKELY_SPAM: { color: 'red', icon: WarningIcon },
  REVIEW: { color: 'yellow', icon: EyeIcon },
  CLEAR: { color: 'sage', icon: CheckIcon },
};

/** The summary after its level's words ("Likely spam: 3 links…" -> "3 links…"); the whole summary when it does not start with them. */
function reasonsOf(summary: string, levelText: string): string {
  if (!summary.startsWith(levelText)) return summary;
  return summary
    .slice(levelText.length)
    .replace(/^\s*[:.\-–—]\s*/, '')
    .trim();
}

export interface ScreeningSummaryProps {
  screening: FragmentType<typeof ScreeningSummaryFragment>;
  /** Say that the item is held and was not mailed to the family (the staff's list; the family sees it in its group). */
  showHeld?: boolean;
  /** One line, smaller (the live activity). */
  compact?: boolean;
}

/**
 * The screening's score as words, where a moderator sees an item: the level (icon, colour and words), the reasons in the
 * gateway's words ("3 links to unknown sites; same text on 4 pages today") and the score in figures.
 */
export function ScreeningSummary({ screening: ref, showHeld = false, compact = false }: ScreeningSummaryProps) {
  const t = useT();
  const s = getFragmentData(ScreeningSummaryFragment, ref);
  const { color, icon: LevelIcon } = LOOK[s.level];
  const reasons = reasonsOf(s.summary, s.levelText);
  return (
    <div className={`screening-summary${compact ? ' screening-summary--compact' : ''}`} data-level={s.level}>
      <Badge variant="light" color={color} radius="sm" size={compact ? 'xs' : 'sm'} leftSection={<LevelIcon size={12} />} tt="none">
        {s.levelText}
      </Badge>
      {reasons && (
        <Text component="span" size={compact ? 'xs' : 'sm'} className="screening-summary__reasons">
          {reasons}
        </Text>
      )}
      <Text component="span" size="xs" c="stone.7" className="screening-summary__score">
        {t(UI, 'riskScore', { score: s.score })}
      </Text>
      {showHeld && s.held && (
        <Badge variant="outline" color="red.9" radius="sm" size={compact ? 'xs' : 'sm'} tt="none">
          {t(UI, 'heldNotMailed')}
        </Badge>
      )}
    </div>
  );
}
