import type { WEBSITE_TEXTS } from '../../website.texts.js';
import type { Translation } from '../index.js';

export const website: Translation<typeof WEBSITE_TEXTS> = {
  title: 'Personalizar el sitio web familiar',
  lead: 'Elija el nombre, los enlaces de donación y las redes sociales que muestra el sitio web familiar, lea los mensajes que enviaron los visitantes y vea quiénes pidieron recordatorios.',
  viewWebsite: 'Ver el sitio web familiar (se abre en una pestaña nueva)',
  messages: 'Mensajes',
  reminders: 'Familiares y amigos que pidieron recordatorios',
  remindersAsked: '{count, plural, one {persona pidió que se le recuerden} other {personas pidieron que se les recuerden}} los servicios.',
  events: 'Servicios en el sitio web',
  noEvents: 'Todavía no hay servicios en el sitio web. Su asesor funerario los agrega cuando se programan.',
  hideEvent: 'Ocultar {name} a los visitantes',
  hideEndTime: 'Ocultar la hora de finalización de {name}',
  pageViews: 'Visitas a la página',
  viewsLast30: '{count, plural, one {visita} other {visitas}} en los últimos 30 días',
  viewsInAll: '{count, plural, one {visita} other {visitas}} en total',
  viewsChart: 'Visitas por día en los últimos 30 días; el máximo, {count}, el {day}.',
  viewsNote:
    'Se cuenta una visita cada vez que alguien abre el sitio web familiar. Solo se guarda el número de visitas por día, nunca quién lo visitó.',
  unsavedTitle: 'Cambios sin guardar',
  close: 'Cerrar',
  discard: 'Descartar',
  save: 'Guardar',
};
