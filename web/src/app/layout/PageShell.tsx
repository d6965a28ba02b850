import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { APP_TEXTS } from '@memorial/schema';
import { useCopyrightHome } from '../copyright';
import { useT } from '../i18n';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export interface PageShellProps {
  /** The funeral home of the page, for the header, footer and copyright line. */
  homeName?: string;
  /** The funeral home's code, on its public pages: the header links to its obituary index (Find a loved one). */
  homeCode?: string;
  /** Where Sign Out leads, when not to / (the memorial page stays on its public address). */
  signOutTo?: string;
  children: ReactNode;
}

/** Header, main landmark and footer around a screen (the document title comes from the path: pageTitle.ts). */
export function PageShell({ homeName, homeCode, signOutTo, children }: PageShellProps) {
  useCopyrightHome(homeName);
  const t = useT();
  // Staff screens (/admin…) are not the visitors' site: their footer is the copyright line alone.
  const staff = /^\/admin(\/|$)/.test(useLocation().pathname);
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t(APP_TEXTS, 'skipToContent')}
      </a>
      <SiteHeader homeName={homeName} homeCode={homeCode} signOutTo={signOutTo} />
      <main id="main" className="page__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter homeName={homeName} staff={staff} />
    </div>
  );
}
