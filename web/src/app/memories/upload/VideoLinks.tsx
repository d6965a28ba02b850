import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ActionIcon, Text, Textarea } from '@mantine/core';
import { checkVideoLinks, MEMORY_UPLOAD_TEXTS as M, MEMORY_MESSAGES, t as ambientT } from '@memorial/schema';
import { graphql } from '../../../gql';
import { describeError } from '../../errors';
import { useT } from '../../i18n';
import { CloseIcon, PlayIcon } from '../../icons';
import { videoLinkInfo } from '../media';
import { MediaImage } from '../gallery/MediaImage';

export interface VideoMeta {
  state: 'loading' | 'found' | 'missing' | 'unknown';
  title: string | null;
  thumbnailUrl: string | null;
}

/** The gateway looks the link up with its provider: the visitor's browser never calls YouTube or Vimeo. */
export const VideoPreviewQuery = graphql(`
  query VideoPreview($url: String!) {
    videoPreview(url: $url) {
      url
      embedUrl
      title
      thumbnailUrl
    }
  }
`);

const cache = new Map<string, VideoMeta>();
/** Lookups under way, so that a form opened again while one runs hears of its end too. */
const pending = new Map<string, Promise<void>>();

/**
 * The spec's video metadata lookup, done by the gateway: its answer gives the
 * preview a thumbnail and title; URL doesn't exists (the provider answered 400
 * or 404) marks the link missing. Any other failure (the gateway asking for a
 * pause, no network) leaves the preview plain and the link acceptable.
 */
export function useVideoMeta(links: readonly string[]): Map<string, VideoMeta> {
  const client = useApolloClient();
  const [, bump] = useState(0);
  // The links change with the text, not with each render's new array: the effect follows their joined text (a
  // link holds no space: checkVideoLinks splits the field at spaces).
  const key = links.join(' ');
  useEffect(() => {
    let alive = true;
    const rerender = () => {
      if (alive) bump((n) => n + 1);
    };
    for (const link of key ? key.split(' ') : []) {
      const running = pending.get(link);
      if (running) void running.then(rerender);
      if (cache.has(link)) continue;
      cache.set(link, { state: 'loading', title: null, thumbnailUrl: null });
      const lookup = client
        .query({ query: VideoPreviewQuery, variables: { url: link }, context: { silent: true }, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          const found = data?.videoPreview;
          cache.set(
            link,
            found
              ? { state: 'found', title: found.title ?? null, thumbnailUrl: found.thumbnailUrl ?? null }
              : { state: 'unknown', title: null, thumbnailUrl: null },
          );
        })
        .catch((error: unknown) => {
          const missing = describeError(error).message === ambientT(MEMORY_MESSAGES, 'linkMissing');
          cache.set(link, { state: missing ? 'missing' : 'unknown', title: null, thumbnailUrl: null });
        })
        .finally(() => pending.delete(link));
      pending.set(link, lookup);
      void lookup.then(rerender);
    }
    return () => {
      alive = false;
    };
  }, [key, client]);
  return new Map(links.map((l) => [l, cache.get(l) ?? { state: 'loading', title: null, thumbnailUrl: null }]));
}

/** Forgets earlier lookups (tests). */
export function clearVideoMetaCache(): void {
  cache.clear();
  pending.clear();
}

export interface VideoLinkCheck {
  links: string[];
  /** The first message, or null when every link is good. */
  error: string | null;
  /** One message for each bad link, with the link, in the field's order. */
  messages: Array<{ link: string; message: string }>;
  /** Links that can be previewed. */
  valid: string[];
}

/** Duplicates, unknown forms (the public form takes YouTube and Vimeo only) and videos the provider does not know. */
export function useVideoLinkCheck(text: string, publicForm: boolean): VideoLinkCheck & { meta: Map<string, VideoMeta> } {
  const t = useT();
  // Checked on each render (a split and a few patterns), so that the rule's messages follow the page's language.
  const { links, errors } = checkVideoLinks(text ?? '', publicForm);
  const bad = new Set(Object.keys(errors ?? {}).map((k) => Number(k.split('.')[1])));
  const candidates = links.filter((_, i) => !bad.has(i));
  const meta = useVideoMeta(candidates);
  const missing = candidates.filter((l) => meta.get(l)?.state === 'missing');
  const messages = links.flatMap((link, i) => {
    const message = errors?.[`videoLinks.${i}`] ?? (missing.includes(link) ? t(MEMORY_MESSAGES, 'linkMissing') : null);
    return message ? [{ link, message }] : [];
  });
  return { links, error: messages[0]?.message ?? null, messages, valid: candidates.filter((l) => !missing.includes(l)), meta };
}

export function VideoLinkCard({ url, meta, onRemove }: { url: string; meta: VideoMeta | undefined; onRemove: () => void }) {
  const t = useT();
  const info = videoLinkInfo(url);
  const still = meta?.thumbnailUrl ?? null;
  const title =
    meta?.title ??
    (meta?.state === 'loading' ? t(M, 'lookingUpVideo') : info ? t(M, 'videoOf', { site: info.providerName }) : t(M, 'video'));
  return (
    <li className="video-card" aria-label={t(M, 'videoCard', { title })}>
      <span className="video-card__thumb">
        {still ? <MediaImage src={still} alt="" className="video-card__img" /> : null}
        <span className="video-card__play" aria-hidden>
          <PlayIcon size={16} />
        </span>
      </span>
      <span className="video-card__text">
        <Text size="sm" fw={600} lineClamp={2}>
          {title}
        </Text>
        <Text size="xs" c="stone.7" truncate="end">
          {url}
        </Text>
      </span>
      <ActionIcon variant="subtle" color="stone.8" radius="xl" aria-label={t(M, 'removeVideo', { url })} onClick={onRemove}>
        <CloseIcon size={14} />
      </ActionIcon>
    </li>
  );
}

/** Each bad link's own message: one line each, so that a second bad link is not hidden behind the first. */
function LinkMessages({ messages }: { messages: VideoLinkCheck['messages'] }) {
  return (
    <>
      {messages.map(({ link, message }, i) => (
        <span key={i} className="video-link-error">
          <span>{message}</span> <span className="video-link-error__link">{link}</span>
        </span>
      ))}
    </>
  );
}

export interface VideoLinksFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  check: VideoLinkCheck & { meta: Map<string, VideoMeta> };
  /** Show the error once the field was visited or a submit was tried. */
  showError: boolean;
  /** The public form takes YouTube and Vimeo; family and staff also tribute slideshow pages. */
  publicForm: boolean;
}

/** Space-separated video links with a preview card for each good one. */
export function VideoLinksField({ value, onChange, onBlur, check, showError, publicForm }: VideoLinksFieldProps) {
  const t = useT();
  const removeLink = (url: string) => onChange(check.links.filter((l) => l !== url).join(' '));
  return (
    <div>
      <Textarea
        label={t(M, 'videoLinks')}
        description={publicForm ? t(M, 'publicLinksHint') : t(M, 'familyLinksHint')}
        placeholder={t(M, 'linksPlaceholder')}
        autosize
        minRows={2}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        error={showError && check.messages.length ? <LinkMessages messages={check.messages} /> : undefined}
      />
      {check.valid.length > 0 && (
        <ul className="video-cards" aria-label={t(M, 'videoPreviews')}>
          {check.valid.map((url) => (
            <VideoLinkCard key={url} url={url} meta={check.meta.get(url)} onRemove={() => removeLink(url)} />
          ))}
        </ul>
      )}
    </div>
  );
}
