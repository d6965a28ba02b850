/** Every namespace of the English catalog: what the catalog check (i18n.test.ts) holds the Spanish against. */
import type { Namespace } from './index.js';
import { LAYOUT_TEXTS } from '../layout.texts.js';
import { MESSAGES } from '../messages.js';
import { MEMORY_MESSAGES } from '../rules/memory.texts.js';

export const EN_NAMESPACES: readonly Namespace[] = [LAYOUT_TEXTS, MEMORY_MESSAGES, MESSAGES];
