import type { PROGRAM_MESSAGES } from '../../rules/program.js';
import type { Translation } from '../index.js';

export const program: Translation<typeof PROGRAM_MESSAGES> = {
  onlyDocx: 'Solo se permiten archivos .docx',
  tooLarge: 'El tamaño máximo permitido es de {size} MB',
  uploaded: 'El programa se subió correctamente',
  submitted: 'El programa se envió correctamente',
  confirmChangeTitle: 'Confirmar el cambio',
  confirmChange: 'Si elige un diseño, se reemplazará el programa actual.',
  locked: 'Esta sección ya está bloqueada. Comuníquese con su asesor funerario para hacer cambios.',
  templateSelected: 'Diseño de programa seleccionado',
  templateMissing: 'Primero elija un diseño de programa.',
  templateUnknown: 'El diseño no existe.',
  uploadFirst: 'Suba su programa editado antes de enviarlo.',
  fileRequired: 'Elija un archivo .docx para subir.',
  singleFile: 'Suba un solo archivo .docx.',
  unpackedTooLarge:
    'Este .docx ocupa más de {size} MB al descomprimirse, más de lo que puede ocupar un programa. Guárdelo de nuevo desde Word (con las imágenes comprimidas) y vuelva a subirlo.',
  markupTooLarge:
    'Este .docx tiene más de {size} MB de texto y formato, más de lo que puede tener un programa. Acórtelo, o guárdelo de nuevo desde Word, y vuelva a subirlo.',
  tooManyParts:
    'Este .docx está formado por más de {maxParts} partes, más de las que puede tener un programa. Guárdelo de nuevo desde Word y vuelva a subirlo.',
  lockedSet: 'El programa quedó bloqueado.',
  unlockedSet: 'El programa quedó desbloqueado.',
  limit: 'limit debe ser un número de 1 a {max}',
  offset: 'offset debe ser un número de página desde 0',
};
