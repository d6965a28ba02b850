import type { OBITUARY_MEDIA_MESSAGES } from '../../rules/obituary-media.js';
import type { Translation } from '../index.js';

export const obituaryMedia: Translation<typeof OBITUARY_MEDIA_MESSAGES> = {
  photoUploaded: 'La foto de perfil se subió correctamente',
  photoInvalid: 'Suba un archivo de imagen válido (PNG o JPG)',
  photoTooLarge: 'Suba una imagen de menos de 20 MB',
  bannerTooLarge: 'El archivo es demasiado grande; el tamaño máximo es de 20 MB.',
  invalidFormat: 'Formato de archivo no válido. Revise el tipo de archivo y vuelva a subirlo.',
  bannerSaved: 'La portada se actualizó correctamente',
  audioUploaded: 'El mensaje de audio se subió correctamente',
  locked: 'Su asesor funerario bloqueó esta sección. Comuníquese con su asesor funerario si desea hacer cambios o agregar información.',
  lockedForStaff: 'El obituario está bloqueado. Desbloquéelo para hacer cambios.',
  recommendedBanner: 'Tamaño recomendado: 1500 x 350 px',
  audioHint: 'Una grabación MP3 o WAV; todas las personas que visiten la página podrán escucharla.',
};
