import type { MEMORY_MEDIA_TEXTS } from '../../memories.texts.js';
import type { Translation } from '../index.js';

export const memoryMedia: Translation<typeof MEMORY_MEDIA_TEXTS> = {
  remove: 'Quitar {name}',
  uploadProgress: 'Progreso de la subida',
  uploading: 'Subiendo… {percent}%',
  uploadComplete: 'Subida completa',
  shareMedia: 'Fotos, audio y video',
  dropHint: 'Fotos (JPEG, PNG, GIF), audio, video o PDF, de hasta 500 MB cada uno.',
  chosenFiles: 'Archivos elegidos',
  lookingUpVideo: 'Buscando el video…',
  videoOf: 'Video de {site}',
  video: 'Video',
  videoCard: 'Video: {title}',
  removeVideo: 'Quitar el video {url}',
  videoLinks: 'Enlaces de video',
  publicLinksHint: 'Pegue enlaces de YouTube o Vimeo (https), separados por un espacio.',
  familyLinksHint:
    'Pegue enlaces de YouTube, de Vimeo o de presentaciones de homenaje (tribute slideshow) (https), separados por un espacio.',
  linksPlaceholder: 'https://www.youtube.com/watch?v=…',
  videoPreviews: 'Vistas previas de los videos',
  download: 'Descargar {name}',
  delete: 'Eliminar {name}',
  photosOf: 'Fotos de {title}',
  photosOfThisMemory: 'Fotos de este recuerdo',
  memoryType: 'Tipo de recuerdo',
  allMemories: 'Todos los recuerdos',
};
