import { z } from 'zod';
import { says } from '../i18n/index.js';
import { OBITUARY_LIMITS } from './obituary-limits.js';
import { OBITUARY_MESSAGES, richTextLength, richTextPlain } from './obituary.texts.js';

const characters = (s: string) => [...s].length;

/** An obituary's HTML: some text, at most `max` characters of it. */
export const obituaryField = (max: number) =>
  z
    .string(says(OBITUARY_MESSAGES, 'required'))
    .refine((html) => richTextPlain(html).trim().length > 0, says(OBITUARY_MESSAGES, 'required'))
    .refine((html) => html.length <= OBITUARY_LIMITS.html && richTextLength(html) <= max, says(OBITUARY_MESSAGES, 'maxLimit'));

/** The arrangement flow's editor: required, at most 50000 characters of text (5.6). */
export const obituaryRule = (max: number = OBITUARY_LIMITS.arrangement) => z.object({ obituary: obituaryField(max) });

const optionalText = (max: number, message: 'lifeOfTitleMax' | 'lifeOfDescriptionMax') =>
  z
    .string()
    .nullish()
    .refine((v) => v == null || characters(v) <= max, says(OBITUARY_MESSAGES, message));

/** The family website dialog: the obituary (20000), the life-of headline (254) and description (10000). */
export const lifeOfRule = z.object({
  obituary: obituaryField(OBITUARY_LIMITS.website),
  lifeOfTitle: optionalText(OBITUARY_LIMITS.lifeOfTitle, 'lifeOfTitleMax'),
  lifeOfDescription: optionalText(OBITUARY_LIMITS.lifeOfDescription, 'lifeOfDescriptionMax'),
});
export type LifeOfInput = z.infer<typeof lifeOfRule>;
