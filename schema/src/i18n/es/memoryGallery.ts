import type { GALLERY_TEXTS } from '../../memories.texts.js';
import type { Translation } from '../index.js';

export const memoryGallery: Translation<typeof GALLERY_TEXTS> = {
  documents: 'Documentos',
  opensInNewTab: ' (abre el visor de documentos en una pestaña nueva)',
  opensViewer: ' (abre el visor de documentos)',
  opensNewTab: ' (se abre en una pestaña nueva)',
  download: 'Descargar {name}',
  delete: 'Eliminar {name}',
  openingDocument: 'Abriendo el documento…',
  andMore: '{name} y {more} más',
  open: 'Abrir {name}',
  openInNewTab: 'Abrir {name} (se abre en una pestaña nueva)',
  photosAndVideos: 'Fotos y videos',
};
