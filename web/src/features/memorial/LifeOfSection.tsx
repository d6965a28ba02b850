import { useId, useState } from 'react';
import { Button, Text, Title } from '@mantine/core';
import { MEMORIAL_TEXTS } from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useT } from '../../app/i18n';

export const LifeOfSectionFragment = graphql(`
  fragment LifeOfSection_decedent on Decedent {
    id
    lifeOfTitle
    lifeOfDescription
  }
`);

/** Life-of text is truncated at this many characters, with a Read More toggle (memorial-portal 9). */
export const LIFE_OF_LIMIT = 400;

/**
 * The first `limit` characters of a text and an ellipsis, or the text itself when it is not longer. Characters are
 * counted as people see them (code points), so an emoji or an accented letter outside the BMP is never cut in half.
 */
export function cutLifeOf(text: string, limit = LIFE_OF_LIMIT): { shown: string; cut: boolean } {
  const chars = Array.from(text);
  if (chars.length <= limit) return { shown: text, cut: false };
  return { shown: `${chars.slice(0, limit).join('').trimEnd()}…`, cut: true };
}

/** The life-of story panel: its headline and description. Nothing when the family wrote neither. */
export function LifeOfSection({ decedent: ref }: { decedent: FragmentType<typeof LifeOfSectionFragment> }) {
  const { lifeOfTitle, lifeOfDescription } = getFragmentData(LifeOfSectionFragment, ref);
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const t = useT();
  const text = lifeOfDescription?.trim() ?? '';
  if (!lifeOfTitle && !text) return null;
  const { shown, cut } = cutLifeOf(text);

  return (
    <section className="memorial-section life-of" aria-labelledby="life-of-heading">
      <Title order={2} id="life-of-heading" className="memorial-section__title">
        {lifeOfTitle || t(MEMORIAL_TEXTS, 'lifeStory')}
      </Title>
      {text && (
        <Text id={textId} className={`life-of__text${cut && !expanded ? ' life-of__text--cut' : ''}`} data-testid="life-of-text">
          {cut && !expanded ? shown : text}
        </Text>
      )}
      {/* On paper there is nothing to click: the whole story is printed (print.css); so without scripts (index.html). */}
      {cut && !expanded && (
        <Text className="life-of__text life-of__text--print" aria-hidden>
          {text}
        </Text>
      )}
      {cut && (
        <Button
          className="life-of__more"
          variant="subtle"
          px={0}
          mt="xs"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          aria-controls={textId}
        >
          {t(MEMORIAL_TEXTS, expanded ? 'readLess' : 'readMore')}
        </Button>
      )}
    </section>
  );
}
