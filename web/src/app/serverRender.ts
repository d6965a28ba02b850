import { createContext, useContext } from 'react';
import type { HydrationState } from 'react-router';
import type { Locale } from '@memorial/schema';
import { browserTimeZone } from './timezone';

/**
 * What the gateway hands the browser with a server-rendered public page (issue 28): the Apollo cache the page was
 * rendered from, the router's state, and the zone its times were written in. gateway/src/web.ts writes it as JSON in
 * a <script type="application/json"> (the Content-Security-Policy runs no inline script); main.tsx reads it.
 */
export interface ServerRendered {
  apollo: Record<string, unknown>;
  router: HydrationState;
  timeZone: string;
  /** The language the page was written in: the browser hydrates in it unless the person chose another. */
  locale: Locale;
  /** The page's own state (PRIVATE, NOT_FOUND) when it is one: Apollo's cache keeps no error to hand over. */
  pageState?: string;
}

/** The id of the element holding ServerRendered. */
export const SERVER_RENDERED_ID = 'server-rendered';

/** The page's server-rendered data, or null for a page the browser renders itself. */
export function readServerRendered(): ServerRendered | null {
  const text = document.getElementById(SERVER_RENDERED_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerRendered;
  } catch {
    return null;
  }
}

export interface RenderSetting {
  /** The zone the page's times are written in: the funeral home's on the server and while hydrating, else null. */
  timeZone: string | null;
  /** Rendered on the server, or hydrating what it rendered: the whole page at once, as the HTML holds it. */
  serverRendered: boolean;
  /**
   * The first page's own state as the server found it, by its path: shown while the browser asks again (instead of a
   * loading skeleton over the sentence the HTML showed).
   */
  pageState?: { path: string; code: string };
}

export const RenderSettingContext = createContext<RenderSetting>({ timeZone: null, serverRendered: false });

/** The page state the server rendered at `path`, if any. */
export function useServerPageState(path: string): string | null {
  const { pageState } = useContext(RenderSettingContext);
  return pageState?.path === path ? pageState.code : null;
}

/** The zone the memorial page asks its times in (memorial-portal 9: the visitor's guessed zone, once in the browser). */
export function usePageTimeZone(): string {
  return useContext(RenderSettingContext).timeZone ?? browserTimeZone();
}

/** Whether this render is the server's, or the browser's hydration of it. */
export const useServerRendered = (): boolean => useContext(RenderSettingContext).serverRendered;
