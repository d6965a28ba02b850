/** Screenings as the gateway answers them (issue 32), in English unless words are given. */

type Level = 'CLEAR' | 'REVIEW' | 'LIKELY_SPAM';

const LEVEL_TEXT: Record<Level, string> = { LIKELY_SPAM: 'Likely spam', REVIEW: 'Worth a look', CLEAR: 'Looks fine' };
const SCORE: Record<Level, number> = { LIKELY_SPAM: 88, REVIEW: 52, CLEAR: 6 };

/** A screening of `level` with its reasons in words; held when likely spam. */
export function screeningOf(level: Level, reasons: string[] = [], overrides: Record<string, unknown> = {}) {
  const levelText = (overrides['levelText'] as string | undefined) ?? LEVEL_TEXT[level];
  return {
    __typename: 'Screening',
    score: SCORE[level],
    level,
    levelText,
    held: level === 'LIKELY_SPAM',
    reasons: reasons.map((text) => ({ __typename: 'ScreeningReason', code: 'LINKS', count: null, hosts: [], text })),
    summary: reasons.length ? `${levelText}: ${reasons.join('; ')}` : levelText,
    ...overrides,
  };
}

/** The answer of rejectMemoriesAsSpam and releaseHeldMemories. */
export const bulkResult = (memories: unknown[], message: string) => ({ __typename: 'BulkMemoryResult', message, memories });
