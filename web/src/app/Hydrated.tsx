import { useEffect, useState, type ReactNode } from 'react';
import { RenderSettingContext, type RenderSetting } from './serverRender';

/**
 * Hydration's render setting: the first render is the server's (its zone, the whole page at once), so that React
 * finds the markup it was sent; then the page is the browser's own, in the visitor's zone (memorial-portal 9), which
 * asks again only when that zone is not the one the server wrote.
 */
export function Hydrated({
  timeZone,
  pageState,
  children,
}: {
  timeZone: string;
  pageState?: RenderSetting['pageState'];
  children: ReactNode;
}) {
  const [setting, setSetting] = useState<RenderSetting>({ timeZone, serverRendered: true, pageState });
  // The page state stays: it stands in for the answer the browser is asking for again.
  useEffect(() => setSetting({ timeZone: null, serverRendered: false, pageState }), [pageState]);
  return <RenderSettingContext value={setting}>{children}</RenderSettingContext>;
}
