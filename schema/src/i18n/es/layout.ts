import type { LAYOUT_TEXTS } from '../../layout.texts.js';
import type { Translation } from '../index.js';

export const layout: Translation<typeof LAYOUT_TEXTS> = {
  tagline: 'Sitio web familiar y arreglos funerarios',
  familyLogin: 'Acceso para familias',
  signOut: 'Cerrar sesión',
  menu: 'Menú',
  mainNavigation: 'Principal',
  memories: 'Recuerdos',
  arrangementsSummary: 'Resumen de arreglos',
  loginReport: 'Informe de inicios de sesión',
  userReport: 'Informe de usuarios',
  profile: 'Perfil',
  home: 'Inicio',
  myArrangements: 'Mis arreglos',
  switchLanguage: 'Ver este sitio en {language}',
};
