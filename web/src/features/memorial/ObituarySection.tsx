import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button, Text, Title } from '@mantine/core';
import { MESSAGES } from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { displayName } from '../../app/decedentName';

export const ObituarySectionFragment = graphql(`
  fragment ObituarySection_decedent on Decedent {
    id
    obituary {
      obituary
    }
    ...DisplayName_decedent
  }
`);

/** The obituary is collapsed to this height, with Read More / Read Less when it is taller. */
export const OBITUARY_COLLAPSED_PX = 275;

/** "The Obituary for {name}" with the obituary text, collapsed when long. */
export function ObituarySection({ decedent: ref }: { decedent: FragmentType<typeof ObituarySectionFragment> }) {
  const decedent = getFragmentData(ObituarySectionFragment, ref);
  const name = displayName(decedent);
  const html = decedent.obituary.obituary;
  const contentRef = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();

  const measure = useCallback(() => {
    const el = contentRef.current;
    if (el) setTall(el.scrollHeight > OBITUARY_COLLAPSED_PX);
  }, []);

  useLayoutEffect(measure, [measure, html]);
  // Fonts and images can change the height after the first paint.
  useEffect(() => {
    const el = contentRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const collapsed = tall && !expanded;

  return (
    <section className="memorial-section" aria-labelledby="obituary-heading">
      <Title order={2} id="obituary-heading" className="memorial-section__title">
        The Obituary for {name}
      </Title>
      {html.trim() ? (
        <>
          <div
            id={contentId}
            ref={contentRef}
            className={`obituary-text${collapsed ? ' obituary-text--collapsed' : ''}`}
            style={collapsed ? { maxHeight: OBITUARY_COLLAPSED_PX } : undefined}
            data-testid="obituary-content"
            // The gateway sanitises the obituary HTML; no other field is ever rendered as HTML.
            dangerouslySetInnerHTML={{ __html: html }}
          />
          {tall && (
            <Button variant="subtle" px={0} mt="xs" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded} aria-controls={contentId}>
              {expanded ? 'Read Less' : 'Read More'}
            </Button>
          )}
        </>
      ) : (
        <Text c="stone.7">{MESSAGES.obituaryUnavailable}</Text>
      )}
    </section>
  );
}
