/**
 * The Spanish catalog: one module per namespace of the English, under the namespace's name. Loaded by the gateway at
 * boot and by the browser only when Spanish is chosen (its own chunk).
 */
import { layout } from './layout.js';
import { memory } from './memory.js';
import { messages } from './messages.js';

export const ES: Readonly<Record<string, Readonly<Record<string, string>>>> = { layout, memory, messages };
