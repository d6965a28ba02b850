import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { APP_TEXTS, DIRECTORY_MESSAGES, PAGE_TITLES, t, type MessageKey } from '@memorial/schema';
import { useLocale } from '../i18n';

/** The site's name, in the page's language: the whole title of a screen whose path names nothing (the landing page), else its suffix. */
const siteTitle = () => t(APP_TEXTS, 'siteTitle');

/** Route parameters that are identifiers, not names: never a title. */
const ID_PARAMS = ['opi', 'fileId', 'home'] as const;
/** The memories and memories-list pages are labelled obituary (memorial-portal 2). */
const LABELS: Readonly<Record<string, () => string>> = {
  memories: () => t(APP_TEXTS, 'obituary'),
  'memories-list': () => t(APP_TEXTS, 'obituary'),
  find: () => t(DIRECTORY_MESSAGES, 'title'),
};
/** Words written in capitals. */
const ACRONYMS = new Set(['sso', 'cl', 'faa']);

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** 'scheduledServices' -> 'Scheduled Services', 'eleanor-whitmore-obituary' -> 'Eleanor Whitmore Obituary'. */
export function segmentLabel(segment: string): string {
  const known = LABELS[segment.toLowerCase()];
  if (known) return known();
  if (Object.hasOwn(PAGE_TITLES, segment)) return t(PAGE_TITLES, segment as MessageKey<typeof PAGE_TITLES>);
  return segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : `${word[0]!.toUpperCase()}${word.slice(1)}`))
    .join(' ');
}

/**
 * The document title of a path inside the app (memorial-portal 2): its last segment, as words, then the site's
 * name. Identifiers (a case number, a file id) are not segments that name a page, and {page}/old is the older
 * version of {page}: it takes that page's title.
 */
export function pageTitle(pathname: string, params: Readonly<Record<string, string | undefined>> = {}): string {
  const ids = new Set(ID_PARAMS.map((key) => params[key]).filter((v): v is string => !!v));
  const segments = pathname.split('/').filter(Boolean).map(decode);
  if (segments.length > 1 && segments.at(-1) === 'old') segments.pop();
  const last = segments.filter((s) => !ids.has(s)).at(-1);
  return last ? `${segmentLabel(last)} · ${siteTitle()}` : siteTitle();
}

/** Sets document.title from the current route, for every route (called once, by the root layout). */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const params = useMatches().at(-1)?.params ?? {};
  // The language is a dependency: the title is written again when it changes.
  const locale = useLocale();
  const title = pageTitle(pathname, params);
  useEffect(() => {
    document.title = title;
  }, [title, locale]);
}
