/**
 * The obituary editors' limits (arrangements-portal 5.6, 9; memorial-portal 5, 9), apart from their texts: the memorial
 * page reads the limits (Read More) and loads the texts only with an editor.
 */
export const OBITUARY_LIMITS = {
  /** The arrangement flow's editor (arrangements-portal 5.6, 9). */
  arrangement: 50_000,
  /** The family website dialog (memorial-portal 5, 9). */
  website: 20_000,
  lifeOfTitle: 254,
  lifeOfDescription: 10_000,
  /** Markup around the text: many times what any formatting of the longest text needs, and a bound on what is parsed (the body limit is 1 MB). */
  html: 600_000,
  /** Read More / Read Less past this height; the editor's height. */
  readMorePx: 275,
  editorHeightPx: 350,
} as const;
