import type { LANGUAGE_TEXTS } from '../../language.texts.js';
import type { Translation } from '../index.js';

export const language: Translation<typeof LANGUAGE_TEXTS> = {
  language: 'Idioma',
  languageHint: 'Sus pantallas y correos electrónicos le llegarán en este idioma.',
  notChosen: 'El idioma de su navegador',
  pageLanguageTitle: 'Idioma de la página',
  pageLanguage: 'Idioma de la página conmemorativa',
  pageLanguageHint: 'El idioma en que los visitantes leerán la página de su ser querido. Cada visitante puede cambiarlo si lo desea.',
  visitorsChoose: 'El idioma de cada visitante',
  save: 'GUARDAR',
  pageLanguageSaved: 'Idioma de la página actualizado correctamente',
  languageInvalid: 'El idioma debe ser en (inglés) o es (español)',
};
