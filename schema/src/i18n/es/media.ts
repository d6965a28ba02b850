import type { MEDIA_MESSAGES } from '../../messages.js';
import type { Translation } from '../index.js';

export const media: Translation<typeof MEDIA_MESSAGES> = {
  tooLarge: 'El archivo es demasiado grande. El tamaño máximo es de 500 MB',
  tooLargeFor: 'El archivo es demasiado grande. El tamaño máximo es de {size} MB',
  invalidFormat: 'El formato del archivo no es válido. Revise el tipo de archivo y vuelva a subirlo.',
  uploaded: 'Los archivos se subieron correctamente',
  deleted: 'El archivo se eliminó correctamente',
  rotated: 'La imagen se giró correctamente',
  videoUploaded: 'El video se subió correctamente',
  shared: 'Los archivos se compartieron correctamente.',
  tooLargeInForm: 'El archivo es demasiado grande. El tamaño máximo es de 524288000 MB',
  failedToLoadImage: 'No se pudo cargar la imagen',
  loadVideoPreview: 'Cargar la vista previa del video desde {site}',
  videoPreviewNote: '{site} sabrá de su visita cuando se cargue la vista previa.',
  tooManyLookups: 'Se consultaron demasiados enlaces de video. Espere un minuto e inténtelo de nuevo.',
  videoAudioUnavailable: 'En este momento no se pueden subir archivos de video ni de audio. Las fotos sí se pueden subir.',
  documentUnpackedTooLarge:
    'Este documento ocupa más de {size} MB una vez descomprimido, más de lo que puede ocupar un documento compartido. Guárdelo de nuevo o compártalo como PDF.',
  documentTooManyParts:
    'Este documento tiene más de {parts} partes, más de las que puede tener un documento compartido. Guárdelo de nuevo o compártalo como PDF.',
};
