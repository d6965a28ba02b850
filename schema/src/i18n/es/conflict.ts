import type { SAVE_CONFLICT, SAVE_CONFLICT_WHAT } from '../../conflict.texts.js';
import type { Translation } from '../index.js';

export const saveConflict: Translation<typeof SAVE_CONFLICT> = {
  savedAfterYou: '{who} guardó {what} {when}, después de que usted comenzó a editar.',
  you: 'Usted',
  someone: 'Otra persona',
  at: 'a las {time}',
  onAt: 'el {date} a las {time}',
  panelTitle: 'Otra persona guardó cambios mientras usted editaba',
  panelHint: 'No se perdió nada de lo que escribió. Elija qué conservar en cada campo y vuelva a guardar.',
  yours: 'Lo suyo',
  saved: 'Lo guardado',
  keepYours: 'Conservar lo suyo',
  useSaved: 'Usar lo guardado',
  empty: '(vacío)',
  yes: 'Sí',
  no: 'No',
  notChangedByYou: 'Usted no cambió este campo.',
  choiceFor: '{choice}: {field}',
  wholeDesign: 'El diseño completo',
  onPage: '{page}: {field}',
};

export const saveConflictWhat: Translation<typeof SAVE_CONFLICT_WHAT> = {
  certificateSection: 'esta sección',
  obituary: 'el obituario',
  displayName: 'el nombre que se muestra',
  donations: 'los enlaces de donaciones',
  socialLinks: 'los enlaces a redes sociales',
  prayerCard: 'la estampa conmemorativa',
  programCard: 'el programa',
  event: 'este servicio',
  cemeteryLocation: 'la ubicación en el cementerio',
  profile: 'su perfil',
};
