import type { ARRANGEMENTS_TEXTS } from '../../arrangements.texts.js';
import type { Translation } from '../index.js';

export const arrangements: Translation<typeof ARRANGEMENTS_TEXTS> = {
  summaryTitle: 'Resumen de arreglos',
  staffLead: 'Los pasos de los arreglos que el personal trabaja con la familia. Abra un paso para revisarlo o cambiarlo.',
  familyLead:
    'Avance por estos pasos a su propio ritmo. Todo lo que guarde se conserva, y su asesor funerario está aquí para ayudarle con cualquiera de ellos.',
  viewMemorial: 'Ver la página conmemorativa',
  staffSteps: 'Pasos del personal',
  familySteps: 'Sus pasos de los arreglos',
  interestedIn: 'Le interesa: {names}',
  notInterested: 'No le interesa ningún servicio',
  toChooseFrom: '{count, plural, one {# servicio} other {# servicios}} para elegir',
  arrangementsFor: 'Arreglos funerarios de',
  headerLabel: '{eyebrow} {name}',
  funeralHome: 'Funeraria',
  backToList: 'Volver a la lista de personas fallecidas',
  stepNumber: 'Paso {number}',
  opensInNewTab: '(se abre en una pestaña nueva)',
  progressLabel: 'Avance de {title}',
  lastEdited: 'Última edición por {name} el {when}',
  textWhatToExpect: 'Cómo es la reunión de arreglos y qué sucede en los días siguientes.',
  textWhatToBring: 'Los documentos, las fotografías y la ropa que debe traer a su reunión.',
  textCertificateDetails: 'Datos personales, de residencia, de familia y de veterano para el acta de defunción.',
  textServicesDetails: 'Dígale a su asesor funerario qué servicios opcionales le interesan a su familia.',
  textPrayerCreation: 'Diseñe una estampa conmemorativa con una fotografía, un poema y un versículo.',
  textProgramCreation: 'Prepare el programa impreso que reciben los invitados en el servicio.',
  textObituary: 'Escriba la historia de la vida de su ser querido, con una fotografía y un mensaje.',
  textCustomizeFamilyWebsite: 'Elija el nombre visible, los enlaces de donación y las redes sociales del sitio web familiar.',
  textShareMemories: 'Abra el sitio web familiar para compartir fotografías e historias con todos.',
};
