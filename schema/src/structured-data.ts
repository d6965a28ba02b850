import { NAMESPACE } from './i18n/index.js';

/**
 * Texts of the public page's head (its structured data, JSON-LD, issue 28, and its link preview) that are not the
 * family's own: the breadcrumb's first step, the page's title when the family set none, the site's description.
 */
export const STRUCTURED_DATA_TEXTS = {
  [NAMESPACE]: 'structuredData',
  home: 'Obituaries',
  /** A memorial page's title when the family set none (document title, og:title): {name} its display name. */
  pageTitle: '{name} Obituary',
  /** The site's description: a page without obituary text, and the site's other pages. */
  siteDescription: 'Family website, obituary and arrangements portal.',
} as const;
