/**
 * Texts of the public page's structured data (JSON-LD, issue 28) that are not the family's own: the breadcrumb's
 * first step, the site's public pages.
 */
export const STRUCTURED_DATA_TEXTS = {
  home: 'Obituaries',
} as const;
