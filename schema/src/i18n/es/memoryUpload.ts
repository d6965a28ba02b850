import type { MEMORY_UPLOAD_TEXTS } from '../../memory-upload.texts.js';
import type { Translation } from '../index.js';

export const memoryUpload: Translation<typeof MEMORY_UPLOAD_TEXTS> = {
  chosenFiles: 'Archivos elegidos',
  dropHint: 'Fotos (JPEG, PNG, GIF), audio, video o PDF, de hasta 500 MB cada uno.',
  familyLinksHint:
    'Pegue enlaces de YouTube, de Vimeo o de presentaciones de homenaje (tribute slideshow) (https), separados por un espacio.',
  linksPlaceholder: 'https://www.youtube.com/watch?v=…',
  lookingUpVideo: 'Buscando el video…',
  publicLinksHint: 'Pegue enlaces de YouTube o Vimeo (https), separados por un espacio.',
  remove: 'Quitar {name}',
  removeVideo: 'Quitar el video {url}',
  shareMedia: 'Fotos, audio y video',
  uploadComplete: 'Subida completa',
  uploadProgress: 'Progreso de la subida',
  uploading: 'Subiendo… {percent}%',
  video: 'Video',
  videoCard: 'Video: {title}',
  videoLinks: 'Enlaces de video',
  videoOf: 'Video de {site}',
  videoPreviews: 'Vistas previas de los videos',
};
