import { useEffect, type ReactNode } from 'react';
import { useCopyrightHome } from '../copyright';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export interface PageShellProps {
  /** The document title (the spec takes it from the screen). */
  title: string;
  /** The funeral home of the page, for the header, footer and copyright line. */
  homeName?: string;
  children: ReactNode;
}

const SUFFIX = 'Family Website';

/** Header, main landmark and footer around a screen. */
export function PageShell({ title, homeName, children }: PageShellProps) {
  useCopyrightHome(homeName);
  useEffect(() => {
    document.title = title ? `${title} · ${SUFFIX}` : SUFFIX;
  }, [title]);
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader homeName={homeName} />
      <main id="main" className="page__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter homeName={homeName} />
    </div>
  );
}
