import type { DIRECTORY_SEARCH_TEXTS } from '../../directory-search.texts.js';
import type { Translation } from '../index.js';

export const directorySearch: Translation<typeof DIRECTORY_SEARCH_TEXTS> = {
  lead: 'Obituarios recientes de {home}. Busque por nombre: no importan los acentos ni los pequeños errores de escritura.',
  homesLead: 'Elija una funeraria para ver sus obituarios recientes y buscarlos por nombre.',
  homesLabel: 'Funerarias',
  searchLabel: 'Nombre',
  searchPlaceholder: 'Nombre o apellido',
  searchButton: 'Buscar',
  clearSearch: 'Ver todos',
  searchTooLong: 'La búsqueda debe tener como máximo 100 caracteres',
  homeMissing: 'La funeraria no existe',
  results: '{total, plural, one {# obituario} other {# obituarios}}',
  resultsMatching: '{total, plural, one {# obituario coincide} other {# obituarios coinciden}} con «{search}»',
  empty: 'Todavía no hay obituarios para mostrar.',
  noMatch: 'Ningún obituario coincide con «{search}». Revise la ortografía, o busque solo por nombre o por apellido.',
  pagination: 'Páginas',
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: 'Página {page} de {count}',
  portraitOf: 'Retrato de {name}',
  loading: 'Cargando los obituarios',
};
