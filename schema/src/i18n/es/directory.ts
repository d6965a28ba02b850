import type { DIRECTORY_MESSAGES } from '../../directory.js';
import type { Translation } from '../index.js';

export const directory: Translation<typeof DIRECTORY_MESSAGES> = {
  title: 'Buscar a un ser querido',
  link: 'Buscar a un ser querido',
};
