import type { MEMORIAL_DIALOG_TEXTS } from '../../memorial-dialogs.texts.js';
import type { Translation } from '../index.js';

export const memorialDialogs: Translation<typeof MEMORIAL_DIALOG_TEXTS> = {
  gravesiteLocator: 'Localizador de tumbas',
  mapOf: 'Mapa de {place}',
  mapDescription:
    '{outline, select, true {El mapa muestra el contorno de {place}, con un marcador en la tumba} other {El mapa muestra un marcador en {place}}}{plain, select, true {, sobre un fondo liso sin calles} other {}}. Use las flechas del teclado para mover el mapa, y las teclas más y menos o los botones Acercar y Alejar para cambiar el zoom.',
  editBanner: 'Editar el encabezado',
  editBannerTitle: 'Editar la imagen del encabezado',
  chooseAnotherPicture: 'Elegir otra imagen',
  bannerFormats: 'JPEG, PNG o GIF, de hasta 20 MB.',
  uploadPhoto: 'Subir foto',
  ofPerson: 'de {name}',
  cropPhoto: 'Recortar la foto de perfil',
  contactLead: 'Envíe un mensaje privado a la familia. Podrán responderle a su correo electrónico.',
  characters: '{count}/{max} caracteres',
  sendMessage: 'Enviar mensaje',
  obituaryOf: 'Obituario de {name}',
  editObituaryForm: 'Editar el obituario',
  headline: 'Titular',
  obituaryLabel: 'Obituario',
  lifeStoryLabel: 'Historia de vida',
  save: 'Guardar',
  editObituary: 'Editar el obituario y la historia de vida',
};
