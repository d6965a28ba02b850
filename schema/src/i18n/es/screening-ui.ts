import type { SCREENING_UI } from '../../screening-ui.texts.js';
import type { Translation } from '../index.js';

export const screeningUi: Translation<typeof SCREENING_UI> = {
  heldForReview: 'Retenidos para revisión ({count})',
  heldLead:
    'Parecen spam o mensajes hirientes, por eso no le avisamos por correo electrónico. Nada de esto se publica. Libere uno para revisarlo con los demás, o rechácelo como spam.',
  heldMessages: 'Retenidos ({count})',
  heldMessagesLead:
    'Estos mensajes parecen spam, por eso no se los enviamos por correo electrónico. Libere uno para recibirlo por correo como cualquier otro mensaje.',
  release: 'Liberar',
  releaseMemory: 'Liberar «{title}»',
  releaseMessageFrom: 'Liberar el mensaje de {email}',
  releaseAll: 'Liberar todos',
  releaseSelected: 'Liberar los seleccionados',
  rejectSelected: 'Rechazar los seleccionados como spam',
  rejectAsSpam: 'Rechazar como spam',
  rejectAsSpamLead:
    '{count, plural, one {El recuerdo seleccionado no se publicará. No se envía ningún correo electrónico a la persona que lo compartió.} other {Los # recuerdos seleccionados no se publicarán. No se envía ningún correo electrónico a las personas que los compartieron.}}',
  selectMemory: 'Seleccionar «{title}»',
  select: 'Seleccionar',
  selectAll: 'Seleccionar todos',
  selected: '{count, plural, =0 {Ninguno seleccionado} one {# seleccionado} other {# seleccionados}}',
  sortBy: 'Ordenar por',
  newestFirst: 'Más recientes primero',
  highestRiskFirst: 'Mayor riesgo primero',
  riskLevel: 'Riesgo',
  allLevels: 'Todos los niveles',
  heldFilter: 'Retenidos',
  heldAny: 'Retenidos o no',
  heldOnly: 'Solo retenidos',
  notHeld: 'No retenidos',
  riskScore: 'Riesgo {score}/100',
  heldNotMailed: 'Retenido: no se avisó a la familia por correo electrónico',
  moderationTools: 'Orden y selección',
};
