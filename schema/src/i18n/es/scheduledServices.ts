import type { SCHEDULED_SERVICES_TEXTS } from '../../scheduled-services.texts.js';
import type { Translation } from '../index.js';

export const scheduledServices: Translation<typeof SCHEDULED_SERVICES_TEXTS> = {
  title: 'Servicios programados',
  lead: 'Aquí aparecen los servicios que su asesor funerario programa con usted, con el lugar y la hora de cada uno.',
  past: 'Servicios anteriores',
  location: 'Lugar',
  date: 'Fecha',
  time: 'Hora',
  liveStream: 'Transmisión en vivo',
  watch: 'Ver la transmisión en vivo',
};
