import type { PROGRAM_TEMPLATE_TEXTS } from '../../rules/program.js';
import type { Translation } from '../index.js';

/** The Psalm is the Reina-Valera 1909's, in its own spelling (á); the hymns are ones Spanish-speaking families sing. */
export const programTemplates: Translation<typeof PROGRAM_TEMPLATE_TEXTS> = {
  inLovingMemory: 'En amoroso recuerdo',
  title1: 'Celebración de una vida',
  title2: 'Siempre en nuestro corazón',
  title3: 'Servicio en su memoria',
  title4: 'Celebramos una vida plena',
  title5: 'En su memoria',
  title6: 'La paz sea con ustedes',
  serviceWhen: 'Fecha y hora del servicio',
  servicePlace: 'Lugar del servicio',
  orderOfService: 'Orden del servicio',
  prelude: 'Preludio',
  instrumentalMusic: 'Música instrumental',
  welcome: 'Bienvenida',
  officiant: 'Oficiante',
  openingPrayer: 'Oración inicial',
  hymn: 'Himno',
  firstHymn: '\u201CSublime gracia\u201D',
  firstReading: 'Primera lectura',
  psalm23: 'Salmo 23',
  eulogy: 'Palabras en su memoria',
  familyMember: 'Un familiar',
  reflections: 'Reflexiones',
  friendsAndFamily: 'Familiares y amigos',
  secondHymn: '\u201CSeñor Jesús, el día ya se fue\u201D',
  closingPrayer: 'Oración final',
  recessional: 'Salida',
  officiantName: 'Nombre del oficiante',
  readings: 'Lecturas',
  psalm23Text: `Jehová es mi pastor; nada me faltará.
En lugares de delicados pastos me hará yacer: Junto á aguas de reposo me pastoreará.
Confortará mi alma; Guiárame por sendas de justicia por amor de su nombre.
Aunque ande en valle de sombra de muerte, No temeré mal alguno; porque tú estarás conmigo: Tu vara y tu cayado me infundirán aliento.
Aderezarás mesa delante de mí, en presencia de mis angustiadores: Ungiste mi cabeza con aceite: mi copa está rebosando.
Ciertamente el bien y la misericordia me seguirán todos los días de mi vida: Y en la casa de Jehová moraré por largos días.`,
  pallbearers: 'Portadores del féretro',
  pallbearerName: 'Nombre del portador',
  acknowledgement: 'Agradecimiento',
  acknowledgementText:
    'La familia agradece de todo corazón las muchas muestras de cariño, las oraciones, las flores y las palabras de consuelo recibidas en estos días. Su amor y su apoyo siempre serán recordados.',
  interment: 'Sepultura',
  intermentPlace: 'Lugar de sepultura',
  entrustedTo: 'Servicios funerarios a cargo de {funeralHome}',
  entrustedToHome: 'Servicios funerarios a cargo de la funeraria',
  fullName: 'Nombre completo',
  datesPlaceholder: 'Día de mes de año \u2013 Día de mes de año',
  documentTitle: '{name} \u2013 programa del servicio',
  documentDescription: 'Programa del servicio ({template})',
};
