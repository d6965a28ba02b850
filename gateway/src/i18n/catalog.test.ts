/**
 * The catalogs (issue 31): every English text has its Spanish under the same key, nothing more; both parse as ICU
 * MessageFormat and take the same values; a Spanish text the same as its English is a forgotten translation unless it
 * is a name or a code, listed below.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { NAMESPACE, type Namespace } from '@memorial/schema';
import { EN_NAMESPACES } from '@memorial/schema/en';
import { ES } from '@memorial/schema/es';
import { ROOT_DIR } from '../config.js';

/** Texts that read the same in both languages: names, codes, symbols. `namespace.key`. */
const SAME_IN_BOTH = new Set<string>([
  // The arrangements header's label: the line above the name, then the name (only arguments).
  'arrangements.headerLabel',
  // An example link in the video links field.
  'memoryUpload.linksPlaceholder',
  // A video is a video in Spanish too.
  'memoryUpload.video',
  // "Video: {title}" reads the same in Spanish.
  'memoryUpload.videoCard',
  // "Zoom" is the word on Spanish screens too.
  'galleryViewer.zoom',
  // An example case number (a code).
  'staffMemories.casePlaceholder',
  // A live announcement, "New memory: Title": only values joined by a colon.
  'memoryEvents.announcement',
  // "Error" is the Spanish word too.
  'messages.errorTitle',
  // The writer's tone "Formal" is the Spanish word too.
  'writerScreen.formal',
  // "No" is the Spanish word too; a choice or a field and its page, joined by a colon: only values.
  'saveConflict.no',
  'saveConflict.choiceFor',
  'saveConflict.onPage',
  // The veteran question's answer "No" is the Spanish word too.
  'certificateForm.no',
  // The race "Filipino" is the Spanish word too (the Census Bureau's Spanish form).
  'certificateLists.race6',
]);

function textsOf(namespace: Namespace): Record<string, string> {
  return Object.fromEntries(Object.entries(namespace).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The names of the values a text takes ({name}, {count, plural, ...}), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal) into.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

const catalog = ES as Record<string, Record<string, string> | undefined>;

describe('the catalogs', () => {
  it('names each namespace once, and every Spanish namespace is one of the English', () => {
    const names = EN_NAMESPACES.map((namespace) => namespace[NAMESPACE]);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(ES).sort()).toEqual([...names].sort());
  });

  it('holds every namespace tagged in schema/src, so that none escapes these checks', () => {
    const source = path.join(ROOT_DIR, 'schema', 'src');
    const tagged = (fs.readdirSync(source, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [...fs.readFileSync(path.join(source, file), 'utf8').matchAll(/\[NAMESPACE\]: '([\w-]+)'/g)].map((m) => m[1]!));
    expect(tagged.sort()).toEqual(EN_NAMESPACES.map((namespace) => namespace[NAMESPACE]).sort());
  });

  for (const namespace of EN_NAMESPACES) {
    const name = namespace[NAMESPACE];
    describe(name, () => {
      const english = textsOf(namespace);
      const spanish = catalog[name] ?? {};

      it('has a Spanish text for every English one, and no other', () => {
        expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
      });

      it('parses in both languages and takes the same values', () => {
        for (const [key, text] of Object.entries(english)) {
          const translated = spanish[key];
          if (translated === undefined) continue;
          const englishArgs = argumentsOf(parse(text, { ignoreTag: true }));
          expect([...argumentsOf(parse(translated, { ignoreTag: true }))].sort(), `${name}.${key}`).toEqual([...englishArgs].sort());
        }
      });

      it('translates every text that is not a name or a code', () => {
        const untranslated = Object.keys(english).filter((key) => spanish[key] === english[key] && !SAME_IN_BOTH.has(`${name}.${key}`));
        expect(untranslated).toEqual([]);
      });
    });
  }
});
