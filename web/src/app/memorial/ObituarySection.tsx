import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button, Text, Title } from '@mantine/core';
import { MEMORIAL_TEXTS, MESSAGES, OBITUARY_LIMITS } from '@memorial/schema';
import { useT } from '../i18n';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { displayName } from '../decedentName';
import './obituary.css';

export const ObituarySectionFragment = graphql(`
  fragment ObituarySection_decedent on Decedent {
    id
    obituary {
      obituary
      audioFileUrl
    }
    ...DisplayName_decedent
  }
`);

/** The obituary is collapsed to this height, with Read More / Read Less when it is taller. */
export const OBITUARY_COLLAPSED_PX = OBITUARY_LIMITS.readMorePx;

/** Characters of text that fill more than the collapsed height even in the page's widest column (about 95 a line). */
const OBITUARY_SURELY_TALL_CHARS = 1000;
const plainLength = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&[#\w]+;/g, ' ').length;

/** The obituary's sanitised HTML, collapsed past 275 px with Read More / Read Less; the empty state when none was written. */
export function ObituaryText({ html }: { html: string }) {
  const contentRef = useRef<HTMLDivElement>(null);
  // Until measured: a long text is taller than the collapsed height at any width the page has, so the server renders it
  // collapsed too and hydration changes no height (no layout shift); without scripts a <noscript> style un-collapses it.
  const [tall, setTall] = useState(() => plainLength(html) > OBITUARY_SURELY_TALL_CHARS);
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const t = useT();

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
  }, [measure, html]);

  const collapsed = tall && !expanded;
  if (!html.trim()) return <Text c="stone.7">{t(MESSAGES, 'obituaryUnavailable')}</Text>;
  return (
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
        <Button
          className="obituary-text__more"
          variant="subtle"
          px={0}
          mt="xs"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          aria-controls={contentId}
        >
          {t(MEMORIAL_TEXTS, expanded ? 'readLess' : 'readMore')}
        </Button>
      )}
    </>
  );
}

/** The family's audio message, when there is one (visitors see the obituary and hear this, nothing more). */
export function ObituaryAudio({ src, name }: { src: string | null | undefined; name: string }) {
  const t = useT();
  if (!src) return null;
  return (
    <figure className="obituary-audio">
      <figcaption>{t(MEMORIAL_TEXTS, 'familyMessage')}</figcaption>
      <audio src={src} controls preload="metadata" aria-label={t(MEMORIAL_TEXTS, 'audioAbout', { name })} />
    </figure>
  );
}

/** "The Obituary for {name}" with the obituary text, collapsed when long. */
export function ObituarySection({ decedent: ref }: { decedent: FragmentType<typeof ObituarySectionFragment> }) {
  const decedent = getFragmentData(ObituarySectionFragment, ref);
  const name = displayName(decedent);
  const t = useT();

  return (
    <section className="memorial-section" aria-labelledby="obituary-heading">
      <Title order={2} id="obituary-heading" className="memorial-section__title">
        {t(MEMORIAL_TEXTS, 'obituaryFor', { name })}
      </Title>
      {/* The audio message follows in its own section (AudioMessage), with the family's upload. */}
      <ObituaryText html={decedent.obituary.obituary} />
    </section>
  );
}
