import { decodeHTML } from 'entities';

/** Text as a browser reads it from HTML: every entity decoded, named (&amp;) or numeric (&#38;, &#x26;). */
export const decodeHtml = (html: string): string => decodeHTML(html);
