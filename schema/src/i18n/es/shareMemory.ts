import type { SHARE_MEMORY_TEXTS } from '../../share-memory.texts.js';
import type { Translation } from '../index.js';

export const shareMemory: Translation<typeof SHARE_MEMORY_TEXTS> = {
  formLabel: 'Compartir un recuerdo',
  loading: 'Cargando el formulario para compartir',
  backToMemorial: 'Volver a la página conmemorativa',
  pageTitle: 'Comparta sus recuerdos de {name}',
  pageLead:
    'Una historia, una foto, una canción querida: la familia atesora cada recuerdo. El suyo aparecerá en la página conmemorativa una vez que se haya revisado.',
  yourMemorySection: 'Su recuerdo',
  typeLabel: 'Tipo de recuerdo',
  typePlaceholder: 'Elija un tipo',
  dateLabel: 'Fecha del recuerdo',
  datePlaceholder: 'DD/MM/AAAA',
  relationshipLabel: 'Parentesco',
  relationshipPlaceholder: 'Su parentesco o relación',
  noSuchRelationship: 'No hay ningún parentesco con ese nombre',
  titleLabel: 'Título del recuerdo',
  titlePlaceholder: 'Unas palabras para nombrar su recuerdo',
  memoryLabel: 'Su recuerdo',
  memoryPlaceholder: 'Comparta una historia, un momento, unas palabras de cariño…',
  addVideo: 'Agregar un video',
  addVideoHint: 'Enlace a un video de YouTube o Vimeo',
  aboutYouSection: 'Sus datos',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  address: 'Dirección',
  cancel: 'Cancelar',
  share: 'Compartir',
  thanks: 'Gracias por compartir. Su recuerdo aparecerá en la página conmemorativa una vez que se haya revisado.',
  copyrightTitle: 'Aviso de derechos de autor',
  privacyTitle: 'Política de privacidad',
  policyStep: 'Paso {step} de 2 · Léalo y acéptelo antes de compartir un recuerdo.',
  copyright1:
    'Al compartir un recuerdo, usted confirma que escribió las palabras y que las fotos, el audio y el video que sube son suyos, o que tiene el permiso de sus dueños.',
  copyright2:
    'Usted permite que {home} y la familia muestren su recuerdo y sus archivos en este sitio web familiar. La familia puede decidir no publicarlo, y puede retirarlo en cualquier momento.',
  copyright3:
    'No comparta material protegido por los derechos de autor de otra persona, como música comercial o fotografías profesionales, sin su permiso.',
  privacy1:
    'Su nombre se muestra junto a su recuerdo. Su correo electrónico, su número de teléfono y su dirección solo los ven la familia y el personal de {home}, que pueden usarlos para comunicarse con usted acerca de su recuerdo.',
  privacy2: 'Las fotos se vuelven a codificar al subirlas; se les quitan los datos de ubicación y otros detalles ocultos.',
  privacy3:
    'La funeraria revisa cada recuerdo antes de publicarlo. Usted puede pedirle a la funeraria que retire su recuerdo en cualquier momento.',
  decline: 'No acepto',
  accept: 'Acepto',
};
