import sanitizeHtml from 'sanitize-html';

/** What an obituary or a memory may contain: text formatting and links, nothing that runs. */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'] },
  allowedStyles: { span: { 'text-decoration': [/^underline$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, RICH_TEXT);

/**
 * A visitor's rich text (a memory): the same, and its links marked as user content (rel nofollow ugc), so a link
 * posted on a memorial page earns its site nothing with search engines, whoever approves it: spam loses its prize.
 */
const VISITOR_TEXT: sanitizeHtml.IOptions = {
  ...RICH_TEXT,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'nofollow ugc noopener noreferrer' }) },
};

export const sanitizeVisitorText = (html: string) => sanitizeHtml(html, VISITOR_TEXT);

/** Plain text of rich text, whitespace folded: for lengths, previews and page descriptions. */
export const richTextToPlain = (html: string) =>
  sanitizeHtml(html.replace(/<\/(p|li|h\d|blockquote)>|<br\s*\/?>/gi, ' $&'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
