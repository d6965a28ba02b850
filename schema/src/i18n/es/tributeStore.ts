import type { DEMO_TRIBUTE_STORE_TEXTS } from '../../tribute-store.texts.js';
import type { Translation } from '../index.js';

export const tributeStore: Translation<typeof DEMO_TRIBUTE_STORE_TEXTS> = {
  title: 'Tienda de homenajes (demostración)',
  lead: 'Esta página ocupa el lugar de la tienda de homenajes de la funeraria en la demostración. Un sitio real indica en TRIBUTE_STORE_URL la dirección de su florería o de su socio para plantar árboles, que recibe el pedido desde aquí.',
  'flower-click': 'Enviar flores',
  'tree-click': 'Plantar un árbol',
  forEvent: '{action} para {event}',
  noEvent: 'En memoria de su ser querido',
  back: 'Volver a la página conmemorativa',
  invalid:
    'Este enlace no es uno de los que envía la página conmemorativa: abra Enviar flores o Plantar un árbol desde un servicio de la página conmemorativa.',
};
