import { NAMESPACE } from './i18n/index.js';

/**
 * Texts of the public page's structured data (JSON-LD, issue 28) that are not the family's own: the breadcrumb's
 * first step, the site's public pages.
 */
export const STRUCTURED_DATA_TEXTS = {
  [NAMESPACE]: 'structuredData',
  home: 'Obituaries',
} as const;
