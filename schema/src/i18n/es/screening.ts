import type { SCREENING_TEXTS } from '../../screening.texts.js';
import type { Translation } from '../index.js';

export const screening: Translation<typeof SCREENING_TEXTS> = {
  levelClear: 'Parece estar bien',
  levelReview: 'Conviene revisarlo',
  levelLikelySpam: 'Probable spam',
  links: '{count, plural, one {# enlace a un sitio desconocido} other {# enlaces a sitios desconocidos}}',
  profanity: '{count, plural, one {# palabra ofensiva} other {# palabras ofensivas}}',
  contact: '{count, plural, one {# número de teléfono o correo electrónico} other {# números de teléfono o correos electrónicos}}',
  selling: '{count, plural, one {# oferta de venta o precio} other {# ofertas de venta o precios}}',
  duplicate: 'el mismo texto en {count, plural, one {# página} other {# páginas}} hoy',
  history: '{count, plural, one {# rechazo anterior} other {# rechazos anteriores}} de este remitente',
  script: 'escrito en su mayoría con otro alfabeto',
  language: 'escrito en {language}',
  languageUnknown: 'escrito en otro idioma',
  burst: '{count, plural, one {# publicación} other {# publicaciones}} de un mismo remitente en 10 minutos',
  classifier: 'se parece a publicaciones que los moderadores rechazaron',
};
