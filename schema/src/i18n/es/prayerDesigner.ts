import type { PRAYER_DESIGNER_TEXTS } from '../../rules/prayer.js';
import type { Translation } from '../index.js';

export const prayerDesigner: Translation<typeof PRAYER_DESIGNER_TEXTS> = {
  step1: 'Paso 1: Elija una estampa o suba su propia foto',
  step1Chosen: 'Paso 1: Su estampa conmemorativa',
  step2: 'Paso 2: Elija o escriba un poema',
  step2Hint: 'Haga clic en EDITAR ESTAMPA para elegir un poema y el lugar, o para escribir sus propias palabras en cualquier página.',
  step2Editing: 'Elija un poema y el lugar, o haga clic en cualquier texto de la página para cambiarlo.',
  selectPoem: 'Elegir poema',
  selectLocation: 'Elegir lugar',
  editCard: 'EDITAR ESTAMPA',
  cancel: 'CANCELAR',
  saveCard: 'GUARDAR ESTAMPA',
  lastEditedBy: 'Última edición por',
  lastEditedAt: 'Última edición el',
  pageName: '{index, select, 0 {Portada} 1 {Interior izquierdo} 2 {Interior derecho} 3 {Contraportada} other {Página {number}}}',
  pageLabel:
    '{index, select, 0 {Página 1 Portada} 1 {Página 2 Interior izquierdo} 2 {Página 3 Interior derecho} 3 {Página 4 Contraportada} other {Página {number}}}',
};
