import { useState } from 'react';
import { Button, Text, Title } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

export const LifeOfSectionFragment = graphql(`
  fragment LifeOfSection_decedent on Decedent {
    id
    lifeOfTitle
    lifeOfDescription
  }
`);

/** Life-of text is truncated at this many characters, with a Read More toggle. */
export const LIFE_OF_LIMIT = 400;

/** The life-of story panel: its headline and description. Nothing when the family wrote neither. */
export function LifeOfSection({ decedent: ref }: { decedent: FragmentType<typeof LifeOfSectionFragment> }) {
  const { lifeOfTitle, lifeOfDescription } = getFragmentData(LifeOfSectionFragment, ref);
  const [expanded, setExpanded] = useState(false);
  const text = lifeOfDescription?.trim() ?? '';
  if (!lifeOfTitle && !text) return null;
  const long = text.length > LIFE_OF_LIMIT;
  const shown = long && !expanded ? `${text.slice(0, LIFE_OF_LIMIT).trimEnd()}…` : text;

  return (
    <section className="memorial-section life-of" aria-labelledby="life-of-heading">
      <Title order={2} id="life-of-heading" className="memorial-section__title">
        {lifeOfTitle || 'Life Story'}
      </Title>
      {text && (
        <Text className="life-of__text" data-testid="life-of-text">
          {shown}
        </Text>
      )}
      {long && (
        <Button variant="subtle" px={0} mt="xs" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
          {expanded ? 'Read Less' : 'Read More'}
        </Button>
      )}
    </section>
  );
}
