import type { EVENT_CARD_TEXTS } from '../../event-card.texts.js';
import type { Translation } from '../index.js';

export const eventCard: Translation<typeof EVENT_CARD_TEXTS> = {
  tributeFailed: 'No se pudo abrir la tienda de homenajes. Inténtelo de nuevo.',
  flowerCutoff: 'Los pedidos de flores deben hacerse antes de las 10 a. m. del día anterior al servicio.',
  visitorTime: '({when} en su hora local)',
};
